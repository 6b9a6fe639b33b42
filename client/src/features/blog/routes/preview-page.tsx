import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { useNoIndex } from '../../../lib/use-no-index';
import { usePageMeta } from '../../../lib/use-page-meta';
import { isNotFound, usePreview } from '../api/blog-api';
import { PostView } from '../components/post-view';
import '../blog.css';

/** /blog/vista-previa/:token: a draft through its private link, with a banner; never indexed. */
export default function PreviewPage() {
  const { token = '' } = useParams();
  const query = usePreview(token);
  const post = query.data;
  useNoIndex();
  usePageMeta(post ? `Vista previa: ${post.titulo}` : 'Vista previa');

  return (
    <div className="section blog-post-page" aria-busy={query.isPending}>
      <div className="container blog-narrow">
        <p className="blog-preview-banner" role="note">
          <strong>Vista previa (borrador).</strong> Solo quien tiene este enlace puede ver esta página.
        </p>
        {post ? (
          // a draft has no public address yet: nothing to share
          <PostView post={post} shareable={post.estado === 'publicado'} />
        ) : query.isError ? (
          <>
            <h1>Vista previa</h1>
            <Alert variant="error">
              {isNotFound(query.error)
                ? 'El enlace de vista previa no es válido o fue reemplazado por uno nuevo.'
                : 'No pudimos cargar la vista previa. Intenta de nuevo en un momento.'}
            </Alert>
            <Link to="/blog" className="btn btn-outline">
              Ir al blog
            </Link>
          </>
        ) : (
          <h1 className="visually-hidden">Cargando vista previa</h1>
        )}
      </div>
    </div>
  );
}
