import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Copy, MessageCircle } from 'lucide-react';
import type { PostDetail, PostPreview, PostSummary } from '@app/shared/blog';
import { BLOG_PAGES } from '@app/shared/blog-public';
import { PostCard } from './post-card';
import { PostCover } from './post-cover';
import { PostMeta } from './post-meta';
import { enhanceYoutubeFigures } from './youtube-embeds';

type Post = PostDetail | (PostPreview & { relacionados?: PostSummary[] });

/** The post's page: title, date, reading time, cover, body, tags, sharing, related posts, the call to book. */
export function PostView({ post, shareable = true }: { post: Post; shareable?: boolean }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (body.current) enhanceYoutubeFigures(body.current);
  }, [post.html]);
  const related = post.relacionados ?? [];

  return (
    <>
      <article className="blog-entrada" aria-labelledby="entrada-titulo">
        <header className="blog-entrada-header">
          <p className="eyebrow">
            <Link to={BLOG_PAGES.lista}>Blog</Link>
          </p>
          <h1 id="entrada-titulo">{post.titulo}</h1>
          <PostMeta post={post} autor />
        </header>
        {post.portada && <PostCover cover={post.portada} sizes="(min-width: 820px) 760px, 100vw" eager />}
        <div
          ref={body}
          className="blog-cuerpo"
          // The server rendered this from Markdown and sanitised it with its allow-list when the post was
          // saved (server/src/lib/markdown.ts): no scripts, event attributes, styles or foreign images reach it.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        {post.etiquetas.length > 0 && (
          <ul className="blog-etiquetas" aria-label="Etiquetas">
            {post.etiquetas.map((t) => (
              <li key={t.slug}>
                <Link to={BLOG_PAGES.etiqueta(t.slug)} className="link-chip">
                  {t.nombre}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {shareable && <ShareLinks titulo={post.titulo} slug={post.slug} />}
      </article>

      <aside className="blog-cta" aria-labelledby="blog-cta-titulo">
        <h2 id="blog-cta-titulo">¿Quieres un plan hecho para ti?</h2>
        <p>Agenda una asesoría de nutrición personalizada y te acompañamos paso a paso.</p>
        <Link to="/registro" className="btn btn-primary btn-lg">
          Agenda tu asesoría
        </Link>
      </aside>

      {related.length > 0 && (
        <nav className="blog-relacionados" aria-labelledby="relacionados-titulo">
          <h2 id="relacionados-titulo">También te puede interesar</h2>
          <ul className="blog-grid">
            {related.map((r) => (
              <li key={r.id}>
                <PostCard post={r} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

function ShareLinks({ titulo, slug }: { titulo: string; slug: string }) {
  const url = `${window.location.origin}${BLOG_PAGES.entrada(slug)}`;
  const [copied, setCopied] = useState<'ok' | 'error' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('ok');
    } catch {
      setCopied('error');
    }
  };

  return (
    <div className="blog-share">
      <a
        className="btn btn-outline"
        href={`https://wa.me/?text=${encodeURIComponent(`${titulo} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <MessageCircle aria-hidden="true" size={18} />
        Compartir por WhatsApp
      </a>
      <button type="button" className="btn btn-outline" onClick={() => void copy()}>
        <Copy aria-hidden="true" size={18} />
        Copiar enlace
      </button>
      <p className="blog-share-status" role="status">
        {copied === 'ok' && 'Enlace copiado. Ya puedes pegarlo donde quieras.'}
        {copied === 'error' && `No pudimos copiar el enlace; cópialo desde aquí: ${url}`}
      </p>
    </div>
  );
}
