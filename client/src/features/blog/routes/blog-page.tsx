import { Link, useSearchParams } from 'react-router-dom';
import { BLOG_LEAD, BLOG_PAGE_SIZE } from '@app/shared/blog-public';
import { Alert } from '../../../components/ui/alert';
import { ServerSlot, useServerSlot } from '../../../lib/server-slot';
import { usePageMeta } from '../../../lib/use-page-meta';
import { isNotFound, usePosts, useTags } from '../api/blog-api';
import { PostCard } from '../components/post-card';
import { listSearch } from '../lib/format';
import '../blog.css';

const DESCRIPTION = BLOG_LEAD;

/** `?pagina=` as a page number: anything else is the first page. */
function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** /blog: the published posts, newest first, 12 a page, filtered by tag. */
export default function BlogPage() {
  const [params] = useSearchParams();
  const etiqueta = params.get('etiqueta') || null;
  const pagina = pageOf(params.get('pagina'));
  const posts = usePosts({ etiqueta, pagina });
  const tags = useTags();
  const ssrHtml = useServerSlot('blog-list-ssr');
  const tagName = etiqueta ? (tags.data?.find((t) => t.slug === etiqueta)?.nombre ?? etiqueta) : null;
  usePageMeta(tagName ? `Blog: ${tagName}` : 'Blog', DESCRIPTION);

  // Before the first answers, the server's copy of the list (§20) stays where the page server put it
  // (its chips too: swapping before the tags answer would pull the cards up, then push them down);
  // the build pre-renders the empty slot it fills.
  const waiting = (!posts.data && !posts.isError) || (!tags.data && !tags.isError);
  if (waiting && !posts.isError && ssrHtml !== null) {
    return (
      <div className="section blog-page">
        <div className="container">
          <ServerSlot id="blog-list-ssr" html={ssrHtml} />
        </div>
      </div>
    );
  }

  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.total / BLOG_PAGE_SIZE)) : 1;
  return (
    <section className="section blog-page" aria-labelledby="blog-titulo" aria-busy={posts.isFetching}>
      <div className="container">
        <header className="blog-header">
          <h1 id="blog-titulo">{tagName ? `Blog: ${tagName}` : 'Blog'}</h1>
          <p className="blog-lead">{DESCRIPTION}</p>
        </header>

        {tags.data && tags.data.length > 0 && (
          <nav className="link-chips blog-chips" aria-label="Etiquetas">
            <ul>
              <li>
                <Link to={{ search: '' }} className="link-chip" aria-current={etiqueta ? undefined : 'page'}>
                  Todas
                </Link>
              </li>
              {tags.data.map((t) => (
                <li key={t.slug}>
                  <Link
                    to={{ search: listSearch(t.slug, 1) }}
                    className="link-chip"
                    aria-current={t.slug === etiqueta ? 'page' : undefined}
                  >
                    {t.nombre}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {posts.isError ? (
          isNotFound(posts.error) ? (
            <div className="blog-empty">
              <p>{etiqueta ? 'No hay entradas con esa etiqueta.' : 'Esta página del blog no existe.'}</p>
              <Link to="/blog" className="btn btn-outline">
                Ver todas las entradas
              </Link>
            </div>
          ) : (
            <Alert variant="error">No pudimos cargar las entradas del blog. Intenta de nuevo en un momento.</Alert>
          )
        ) : !posts.data ? (
          <ul className="blog-grid" aria-label="Cargando entradas">
            {[0, 1, 2].map((i) => (
              <li key={i} className="blog-card blog-card-skeleton" />
            ))}
          </ul>
        ) : posts.data.items.length === 0 ? (
          <div className="blog-empty">
            <p>Muy pronto publicaremos recetas, consejos de alimentación e historias de nuestros clientes.</p>
            <Link to="/registro" className="btn btn-primary">
              Agenda tu asesoría
            </Link>
          </div>
        ) : (
          <>
            <ul className="blog-grid">
              {posts.data.items.map((p, i) => (
                <li key={p.id}>
                  <PostCard post={p} eager={i === 0} />
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="blog-pages" aria-label="Páginas del blog">
                <ul>
                  {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                    <li key={n}>
                      <Link
                        to={{ search: listSearch(etiqueta, n) }}
                        className="blog-page-link"
                        aria-current={n === pagina ? 'page' : undefined}
                        aria-label={`Página ${n}`}
                      >
                        {n}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}
