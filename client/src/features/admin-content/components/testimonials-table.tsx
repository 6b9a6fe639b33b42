import { Check, Image as ImageIcon, Pencil, Trash2, Video, X } from 'lucide-react';
import { DataTable } from '../../../components/admin-kit/data-table';
import { RowAction } from '../../../components/admin-kit/row-action';
import { truncateDescription, type AdminTestimonial } from '@app/shared/admin-content';

interface Props {
  testimonials: AdminTestimonial[];
  onUploadVideo: (t: AdminTestimonial) => void;
  onUploadPoster: (t: AdminTestimonial) => void;
  onEdit: (t: AdminTestimonial) => void;
  onDelete: (t: AdminTestimonial) => void;
  deletingId?: number;
}

/** Icon and word read as one image: a plain span may not carry a label (ARIA forbids naming it). */
function Flag({ on, label }: { on: boolean; label: string }) {
  return (
    <span className={`ac-flag${on ? ' ac-flag-on' : ''}`} role="img" aria-label={`${label}: ${on ? 'Sí' : 'No'}`}>
      {on ? <Check aria-hidden="true" size={16} /> : <X aria-hidden="true" size={16} />}
      <span aria-hidden="true">{on ? 'Sí' : 'No'}</span>
    </span>
  );
}

/** Testimonios table (spec §2): ID, Título, Desc. (30 chars + '...'), Video, Poster, Orden, Activo, actions. */
export function TestimonialsTable({ testimonials, onUploadVideo, onUploadPoster, onEdit, onDelete, deletingId }: Props) {
  return (
    <DataTable
      rows={testimonials}
      rowKey={(t) => t.id}
      columns={[
        { header: 'ID', cell: (t) => t.id },
        { header: 'Título', className: 'ac-cell-title', cell: (t) => t.title },
        {
          header: 'Desc.',
          className: 'ac-cell-desc',
          title: (t) => t.description ?? undefined,
          cell: (t) => truncateDescription(t.description),
        },
        { header: 'Video', cell: (t) => <Flag on={!!t.video_path} label="Video" /> },
        { header: 'Poster', cell: (t) => <Flag on={!!t.poster_path} label="Poster" /> },
        { header: 'Orden', cell: (t) => t.orden },
        {
          header: 'Activo',
          cell: (t) => <span className={`badge${t.is_active ? '' : ' badge-muted'}`}>{t.is_active ? 'Sí' : 'No'}</span>,
        },
      ]}
      actions={(t) => (
        <>
          <RowAction icon={Video} onClick={() => onUploadVideo(t)} label={`Subir video del testimonio ${t.id}`}>
            Video
          </RowAction>
          <RowAction icon={ImageIcon} onClick={() => onUploadPoster(t)} label={`Subir poster del testimonio ${t.id}`}>
            Poster
          </RowAction>
          <RowAction icon={Pencil} variant="ghost" onClick={() => onEdit(t)} label={`Editar testimonio ${t.id}`}>
            Editar
          </RowAction>
          <RowAction
            icon={Trash2}
            variant="danger"
            onClick={() => onDelete(t)}
            disabled={deletingId === t.id}
            label={`Eliminar testimonio ${t.id}`}
          >
            Eliminar
          </RowAction>
        </>
      )}
    />
  );
}
