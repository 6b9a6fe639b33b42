import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { BLOG_PAGES, POST_STATE_LABELS, type AdminPost } from '@app/shared/blog';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { RowAction } from '../../../components/admin-kit/row-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useDeletePost, usePosts } from '../api/posts';
import { PreviewLink } from '../components/preview-link';
import { postDate } from '../lib/post-dates';
import { blogPostPath } from '../lib/paths';
import '../admin-blog.css';

/** Blog: every post, drafts and scheduled ones included; new, edit, private preview, delete. */
export default function BlogPostsPage() {
  usePageMeta('Blog');
  const posts = usePosts();
  const remove = useDeletePost();
  const navigate = useNavigate();
  const [success, showSuccess] = useTimedMessage(5000);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<AdminPost | null>(null);

  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
  };
  const onDelete = async (p: AdminPost) => {
    setDeleteError(null);
    try {
      const { message } = await remove.mutateAsync(p.id);
      closeDelete();
      showSuccess(message);
    } catch (err) {
      setDeleteError(apiErrorMessage(err, 'No se pudo eliminar la entrada.'));
    }
  };

  return (
    <AdminPage
      id="blog"
      title="Blog"
      intro="Recetas y consejos del equipo. Los borradores solo se ven aquí y con su enlace de vista previa; las entradas programadas se publican solas a su hora (hora de Colombia)."
      action={
        <Link to={blogPostPath('nueva')} className="btn btn-primary">
          <Plus aria-hidden="true" size={18} />
          Nueva entrada
        </Link>
      }
      messages={[{ variant: 'success', text: success }]}
    >
      <AdminPanel>
        <QueryView
          query={posts}
          loading="Cargando entradas..."
          errorMessage="No se pudieron cargar las entradas."
          isEmpty={(list) => list.length === 0}
          empty="Aún no hay entradas: escribe la primera con «Nueva entrada»."
        >
          {(list) => (
            <DataTable
              rows={list}
              rowKey={(p) => p.id}
              caption="Entradas del blog"
              className="blog-posts-table"
              columns={[
                {
                  header: 'Título',
                  className: 'admin-cell-break',
                  cell: (p) => (
                    <div className="blog-post-name">
                      {p.estado === 'publicado' ? <Link to={BLOG_PAGES.entrada(p.slug)}>{p.titulo}</Link> : <span>{p.titulo}</span>}
                      <span className="text-muted text-small">/blog/{p.slug}</span>
                    </div>
                  ),
                },
                {
                  header: 'Estado',
                  cell: (p) => <span className={`badge blog-estado-badge blog-estado-${p.estado}`}>{POST_STATE_LABELS[p.estado]}</span>,
                },
                {
                  header: 'Fecha',
                  cell: (p) => {
                    const { label, text } = postDate(p);
                    return (
                      <div className="blog-post-date">
                        <span className="text-muted text-small">{label}</span>
                        <span>{text}</span>
                      </div>
                    );
                  },
                },
              ]}
              actions={(p) => (
                <>
                  <RowAction icon={Pencil} onClick={() => navigate(blogPostPath(p.id))} label={`Editar ${p.titulo}`}>
                    Editar
                  </RowAction>
                  <RowAction icon={Eye} onClick={() => setPreviewing(p)} label={`Vista previa privada de ${p.titulo}`}>
                    Vista previa
                  </RowAction>
                  <RowAction
                    icon={Trash2}
                    variant="danger"
                    onClick={() => setDeleting(p)}
                    disabled={remove.isPending && remove.variables === p.id}
                    label={`Eliminar ${p.titulo}`}
                  >
                    Eliminar
                  </RowAction>
                </>
              )}
            />
          )}
        </QueryView>
      </AdminPanel>

      <Modal open={previewing !== null} onClose={() => setPreviewing(null)} title="Vista previa privada">
        {previewing && (
          <>
            <p>«{previewing.titulo}»</p>
            <PreviewLink postId={previewing.id} exists={previewing.vistaPrevia} idPrefix="lista" />
          </>
        )}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar entrada"
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        icon={Trash2}
        busy={remove.isPending}
        error={deleteError}
        onCancel={closeDelete}
        onConfirm={() => deleting && void onDelete(deleting)}
      >
        <p>
          ¿Eliminar «{deleting?.titulo}»?{' '}
          {deleting?.estado === 'publicado' ? 'Deja de mostrarse en el blog y su dirección deja de funcionar. ' : ''}
          No se puede deshacer.
        </p>
      </ConfirmDialog>
    </AdminPage>
  );
}
