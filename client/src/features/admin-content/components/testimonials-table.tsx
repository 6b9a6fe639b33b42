import { Check, Image as ImageIcon, Pencil, Trash2, Video, X } from 'lucide-react';
import { RowAction, RowActions } from '../../../components/ui/row-action';
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
    <div className="table-wrap ac-table-wrap">
      <table className="table ac-testimonials-table">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Título</th>
            <th scope="col">Desc.</th>
            <th scope="col">Video</th>
            <th scope="col">Poster</th>
            <th scope="col">Orden</th>
            <th scope="col">Activo</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {testimonials.map((t) => (
            <tr key={t.id}>
              <td data-label="ID">{t.id}</td>
              <td className="ac-cell-title" data-label="Título">
                {t.title}
              </td>
              <td className="ac-cell-desc" data-label="Desc." title={t.description ?? undefined}>
                {truncateDescription(t.description)}
              </td>
              <td data-label="Video">
                <Flag on={!!t.video_path} label="Video" />
              </td>
              <td data-label="Poster">
                <Flag on={!!t.poster_path} label="Poster" />
              </td>
              <td data-label="Orden">{t.orden}</td>
              <td data-label="Activo">
                <span className={`badge${t.is_active ? '' : ' badge-muted'}`}>{t.is_active ? 'Sí' : 'No'}</span>
              </td>
              <RowActions className="ac-cell-actions">
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
              </RowActions>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
