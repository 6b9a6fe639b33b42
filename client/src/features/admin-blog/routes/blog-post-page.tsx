import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { BLOG_MESSAGES, BLOG_PAGES, POST_STATE_LABELS, type AdminPost } from '@app/shared/blog';
import { AdminPanel } from '../../../components/admin-kit/admin-page';
import { AdminEditPage, AdminEditor, AdminNewPage } from '../../../components/admin-kit/editor-page';
import { formatColombiaDateTime } from '../../../components/admin-kit/format';
import { useCreatePost, usePost, usePosts, useUpdatePost } from '../api/posts';
import { PostCoverPanel } from '../components/post-cover';
import { PostForm } from '../components/post-form';
import { PreviewLink } from '../components/preview-link';
import { scheduledInstant } from '../lib/post-dates';
import { EMPTY_POST, postFormValues } from '../lib/post-form';
import { BLOG_ADMIN_PATH, blogPostPath } from '../lib/paths';
import '../admin-blog.css';

const BACK = { to: BLOG_ADMIN_PATH, label: 'Volver al blog' };

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
  return <AdminEditor newSegment="nueva" create={() => <NewPost />} edit={(id) => <EditPost id={id} />} />;
}

function NewPost() {
  const create = useCreatePost();
  const navigate = useNavigate();
  const existingTags = useExistingTags();
  return (
    <AdminNewPage
      id="entrada"
      title="Nueva entrada"
      intro="Primero sus textos; al crearla podrás agregar la portada y el enlace de vista previa."
      back={BACK}
      panelTitle="Contenido"
    >
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
    </AdminNewPage>
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
  const update = useUpdatePost();
  const existingTags = useExistingTags();
  return (
    <AdminEditPage
      id="entrada"
      kind="Entrada"
      query={post}
      name={(p) => p.titulo}
      intro={stateLine}
      view={(p) => (p.estado === 'publicado' ? { to: BLOG_PAGES.entrada(p.slug), label: 'Ver en el blog' } : undefined)}
      back={BACK}
      loading="Cargando entrada..."
      errorMessage="No se pudo cargar la entrada."
    >
      {(p, showSuccess) => (
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
    </AdminEditPage>
  );
}
