import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { PostDetail } from '@app/shared/blog';
import { BLOG_PAGES } from '@app/shared/blog-public';
import { Alert } from '../../../components/ui/alert';
import { ServerSlot, useServerSlot } from '../../../lib/server-slot';
import { usePageMeta } from '../../../lib/use-page-meta';
import { isNotFound, usePost } from '../api/blog-api';
import { PostView } from '../components/post-view';
import '../blog.css';

/** /blog/:slug: one published post. `notFound` is the site's not-found page, for a draft or an unknown post. */
export default function PostPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const query = usePost(slug);
  const post = query.data;
  const ssrHtml = useServerSlot('blog-post-ssr');

  if (query.isError && isNotFound(query.error)) return notFound;
  // A former slug: the API answered 301 and fetch followed it to the current post; so does the address.
  if (post && post.slug !== slug) return <Navigate to={BLOG_PAGES.entrada(post.slug)} replace />;
  return (
    <div className="section blog-post-page" aria-busy={!post && !query.isError}>
      <div className="container blog-narrow">
        {post ? <Loaded post={post} /> : query.isError ? <PostError /> : <PostLoading ssrHtml={ssrHtml} />}
      </div>
    </div>
  );
}

function Loaded({ post }: { post: PostDetail }) {
  usePageMeta(post.seoTitulo, post.seoDescripcion);
  return <PostView post={post} />;
}

/**
 * While the post loads: the server's copy of it (§20) in its slot, as the page server sent it (the
 * build pre-renders the empty slot for the template); after a navigation inside the app, a placeholder.
 */
export function PostLoading({ ssrHtml }: { ssrHtml: string | null }) {
  usePageMeta('Blog');
  if (ssrHtml !== null) return <ServerSlot id="blog-post-ssr" html={ssrHtml} />;
  return (
    <div className="blog-entrada-skeleton">
      <h1 className="visually-hidden">Cargando entrada</h1>
      <span className="blog-skeleton-line blog-skeleton-title" />
      <span className="blog-skeleton-line blog-skeleton-short" />
      <span className="blog-skeleton-line" />
    </div>
  );
}

function PostError() {
  usePageMeta('Blog');
  return (
    <>
      <h1>Blog</h1>
      <Alert variant="error">No pudimos cargar la entrada. Intenta de nuevo en un momento.</Alert>
      <Link to={BLOG_PAGES.lista} className="btn btn-outline">
        Volver al blog
      </Link>
    </>
  );
}
