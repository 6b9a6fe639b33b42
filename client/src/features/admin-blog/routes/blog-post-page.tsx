import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { BLOG_MESSAGES, BLOG_PAGES, POST_STATE_LABELS, type AdminPost } from '@app/shared/blog';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { formatColombiaDateTime } from '../../../components/admin-kit/format';
import { QueryView } from '../../../components/ui/query-view';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCreatePost, usePost, usePosts, useUpdatePost } from '../api/posts';
import { PostCoverPanel } from '../components/post-cover';
import { PostForm } from '../components/post-form';
import { PreviewLink } from '../components/preview-link';
import { scheduledInstant } from '../lib/post-dates';
import { EMPTY_POST, postFormValues } from '../lib/post-form';
import { BLOG_ADMIN_PATH, blogPostPath } from '../lib/paths';
import '../admin-blog.css';

const BackLink = () => (
  <Link to={BLOG_ADMIN_PATH} className="btn btn-ghost">
    <ArrowLeft aria-hidden="true" size={18} />
    Volver al blog
  </Link>
);

/** The tags every post carries (drafts too), offered in the editor as choices. */
function useExistingTags(): string[] {
  const posts = usePosts();
  return useMemo(() => [...new Set((posts.data ?? []).flatMap((p) => p.etiquetas))].sort((a, b) => a.localeCompare(b, 'es')), [posts.data]);
}

/**
 * A post's own page (`blog/nueva`, `blog/:id`): its texts with the live preview, then its cover and
 * its private preview link. A page rather than the kit's EditDialog because the cover has its own
 * confirmation (removing it) and the body needs the room of the screen.
 */
export default function BlogPostPage() {
  const { id } = useParams();
  return id === 'nueva' || id === undefined ? <NewPost /> : <EditPost id={Number(id)} />;
}

function NewPost() {
  usePageMeta('Nueva entrada');
  const create = useCreatePost();
  const navigate = useNavigate();
  const existingTags = useExistingTags();
  return (
    <AdminPage
      id="entrada"
      title="Nueva entrada"
      intro="Primero sus textos; al crearla podrás agregar la portada y el enlace de vista previa."
      action={<BackLink />}
    >
      <AdminPanel title="Contenido">
        <PostForm
          initial={EMPTY_POST}
          existingTags={existingTags}
          submitLabel="Crear entrada"
          failureMessage="No se pudo crear la entrada."
          onSubmit={async (payload) => {
            const post = await create.mutateAsync(payload);
            navigate(blogPostPath(post.id), { state: { message: `${BLOG_MESSAGES.postCreated} Agrega ahora su portada.` } });
          }}
        />
      </AdminPanel>
    </AdminPage>
  );
}

/** Where the post stands, in a sentence under the title. */
function stateLine(p: AdminPost): string {
  if (p.estado === 'programado' && p.publicarEn)
    return `${POST_STATE_LABELS.programado}: se publica el ${formatColombiaDateTime(scheduledInstant(p.publicarEn))} (hora de Colombia).`;
  if (p.estado === 'publicado') return `${POST_STATE_LABELS.publicado} el ${formatColombiaDateTime(p.publicadoEn)}.`;
  return `${POST_STATE_LABELS.borrador}: no se muestra en el blog.`;
}

function EditPost({ id }: { id: number }) {
  const post = usePost(id);
  usePageMeta(post.data ? `Entrada: ${post.data.titulo}` : 'Entrada');
  const update = useUpdatePost();
  const existingTags = useExistingTags();
  const [success, showSuccess] = useTimedMessage(5000);
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = (location.state as { message?: string } | null)?.message;
  // a message carried from the page before (the post was just created) shows once, then goes
  useEffect(() => {
    if (!arrived) return;
    showSuccess(arrived);
    void navigate(location.pathname, { replace: true, state: null });
  }, [arrived, showSuccess, navigate, location.pathname]);

  return (
    <AdminPage
      id="entrada"
      title={post.data ? post.data.titulo : 'Entrada'}
      intro={post.data ? stateLine(post.data) : undefined}
      action={
        <div className="blog-page-actions">
          {post.data?.estado === 'publicado' && (
            <Link to={BLOG_PAGES.entrada(post.data.slug)} className="btn btn-ghost">
              <ExternalLink aria-hidden="true" size={18} />
              Ver en el blog
            </Link>
          )}
          <BackLink />
        </div>
      }
      messages={[{ variant: 'success', text: success }]}
    >
      <QueryView query={post} loading="Cargando entrada..." errorMessage="No se pudo cargar la entrada.">
        {(p: AdminPost) => (
          <>
            <AdminPanel title="Contenido">
              <PostForm
                // new values (a save, another tab) start the form again; a cover change does not touch what is typed
                key={JSON.stringify(postFormValues(p))}
                initial={postFormValues(p)}
                existingTags={existingTags}
                submitLabel="Guardar cambios"
                failureMessage="No se pudo guardar la entrada."
                onSubmit={async (payload) => {
                  await update.mutateAsync({ id: p.id, payload });
                  showSuccess(BLOG_MESSAGES.postSaved);
                }}
              />
            </AdminPanel>
            <AdminPanel title="Portada">
              <PostCoverPanel post={p} />
            </AdminPanel>
            <AdminPanel title="Vista previa privada">
              <PreviewLink postId={p.id} exists={p.vistaPrevia} idPrefix="entrada" />
            </AdminPanel>
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
