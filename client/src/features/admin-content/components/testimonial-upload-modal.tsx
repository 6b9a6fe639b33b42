import {
  ADMIN_CONTENT_ENDPOINTS,
  ADMIN_CONTENT_MESSAGES as MSG,
  UPLOAD_FIELDS,
  type AdminTestimonial,
  type UploadAnswer,
} from '@app/shared/admin-content';
import { UploadField } from '../../../components/upload-field';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { adminApi } from '../../../lib/api-client';
import { ACCEPT_IMAGES, ACCEPT_VIDEOS } from '../../../components/admin-kit/accept';
import { ImagePreview, VideoPreview } from './media-preview';

export type TestimonialMediaKind = 'video' | 'poster';

interface Props {
  target: { testimonial: AdminTestimonial; kind: TestimonialMediaKind } | null;
  onClose: () => void;
  onUploaded: (answer: UploadAnswer & { testimonial: AdminTestimonial }) => void;
}

/** Video or poster upload of one testimonial, with its current media as preview. */
export function TestimonialUploadModal({ target, onClose, onUploaded }: Props) {
  const t = target?.testimonial;
  const isVideo = target?.kind === 'video';
  return (
    <Modal open={!!target} onClose={onClose} title={`${isVideo ? 'Video' : 'Poster'} del testimonio ${t?.id ?? ''}`}>
      {t && !t.id ? (
        <Alert variant="error">{MSG.invalidTestimonialId}</Alert>
      ) : t ? (
        <div className="stack">
          <p className="mt-0 text-muted">{t.title}</p>
          {isVideo ? (
            <VideoPreview path={t.video_path} label="Video actual del testimonio" />
          ) : (
            <ImagePreview path={t.poster_path} alt="Poster actual del testimonio" />
          )}
          <UploadField<UploadAnswer & { testimonial: AdminTestimonial }>
            api={adminApi}
            url={isVideo ? ADMIN_CONTENT_ENDPOINTS.testimonialVideo(t.id) : ADMIN_CONTENT_ENDPOINTS.testimonialPoster(t.id)}
            field={isVideo ? UPLOAD_FIELDS.testimonialVideo : UPLOAD_FIELDS.testimonialPoster}
            label={isVideo ? 'Archivo de video' : 'Imagen del poster'}
            accept={isVideo ? ACCEPT_VIDEOS : ACCEPT_IMAGES}
            hint={isVideo ? 'Formatos: mp4, webm, ogg, quicktime.' : 'Formatos: JPG, PNG, GIF, WEBP. Tamaño máximo: 5MB.'}
            missingMessage={isVideo ? MSG.selectVideoFile : 'Por favor, selecciona una imagen primero.'}
            errorMessage={isVideo ? MSG.testimonialVideoUpload : MSG.testimonialPosterUpload}
            buttonLabel={isVideo ? 'Subir video' : 'Subir poster'}
            onUploaded={onUploaded}
          />
        </div>
      ) : null}
    </Modal>
  );
}
