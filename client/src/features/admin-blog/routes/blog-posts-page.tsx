import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Eye, Trash2 } from 'lucide-react';
import { BLOG_PAGES, POST_STATE_LABELS, type AdminPost } from '@app/shared/blog';
import { AdminListPage } from '../../../components/admin-kit/list-page';
import { RowAction } from '../../../components/admin-kit/row-action';
import { Modal } from '../../../components/ui/modal';
import { useDeletePost, usePosts } from '../api/posts';
import { PreviewLink } from '../components/preview-link';
import { postDate } from '../lib/post-dates';
import { blogPostPath } from '../lib/paths';
import '../admin-blog.css';

/** Blog: every post, drafts and scheduled ones included; new, edit, private preview, delete. */
export default function BlogPostsPage() {
  const posts = usePosts();
  const remove = useDeletePost();
  const [previewing, setPreviewing] = useState<AdminPost | null>(null);
  return (
    <AdminListPage
      id="blog"
      title="Blog"
      intro="Recetas y consejos del equipo. Los borradores solo se ven aquí y con su enlace de vista previa; las entradas programadas se publican solas a su hora (hora de Colombia)."
      create={{ to: blogPostPath('nueva'), label: 'Nueva entrada' }}
      query={posts}
      loading="Cargando entradas..."
      errorMessage="No se pudieron cargar las entradas."
      empty="Aún no hay entradas: escribe la primera con «Nueva entrada»."
      caption="Entradas del blog"
      tableClassName="blog-posts-table"
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
      name={(p) => p.titulo}
      editPath={(p) => blogPostPath(p.id)}
      rowActions={(p) => (
        <RowAction icon={Eye} onClick={() => setPreviewing(p)} label={`Vista previa privada de ${p.titulo}`}>
          Vista previa
        </RowAction>
      )}
      removal={{
        mutation: remove,
        icon: Trash2,
        verb: 'Eliminar',
        busyLabel: 'Eliminando...',
        title: 'Eliminar entrada',
        failureMessage: 'No se pudo eliminar la entrada.',
        question: (p) => (
          <p>
            ¿Eliminar «{p.titulo}»? {p.estado === 'publicado' ? 'Deja de mostrarse en el blog y su dirección deja de funcionar. ' : ''}
            No se puede deshacer.
          </p>
        ),
      }}
    >
      <Modal open={previewing !== null} onClose={() => setPreviewing(null)} title="Vista previa privada">
        {previewing && (
          <>
            <p>«{previewing.titulo}»</p>
            <PreviewLink postId={previewing.id} exists={previewing.vistaPrevia} idPrefix="lista" />
          </>
        )}
      </Modal>
    </AdminListPage>
  );
}
