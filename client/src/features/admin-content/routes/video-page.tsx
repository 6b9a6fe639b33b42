import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CONTENT_ENDPOINTS,
  ADMIN_CONTENT_MESSAGES as MSG,
  UPLOAD_FIELDS,
  type AdminVideo,
  type UploadAnswer,
} from '@app/shared/admin-content';
import { VIDEO_TYPES_LABEL } from '@app/shared/media';
import { UploadField } from '../../../components/upload-field';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { adminApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useMotivationalVideo, videoKey } from '../api/video';
import { VideoPreview } from '../components/media-preview';
import { ACCEPT_VIDEOS } from '../../../components/admin-kit/accept';
import '../admin-content.css';

/** Video Motivacional (spec §2, §5, §8): preview of the current video and an upload. */
export default function VideoPage() {
  usePageMeta('Video Motivacional');
  const video = useMotivationalVideo();
  const queryClient = useQueryClient();

  return (
    <section className="admin-page" aria-labelledby="video-title">
      <header className="admin-page-header">
        <h1 className="admin-page-title" id="video-title">
          Video Motivacional
        </h1>
        <p className="text-muted">El video de la sección «¿Quién dirige tu Destino?» de la página de prospectos.</p>
      </header>
      {video.isError && <Alert variant="error">{apiErrorMessage(video.error, MSG.videoLoad)}</Alert>}
      <div className="ac-grid ac-grid-2">
        <article className="admin-panel ac-card" aria-labelledby="video-current-title">
          <h2 className="admin-panel-title" id="video-current-title">
            Video actual
          </h2>
          {video.isPending ? (
            <Spinner label="Cargando video..." showLabel />
          ) : (
            <VideoPreview path={video.data?.path} label="Video motivacional actual" />
          )}
        </article>
        <article className="admin-panel ac-card" aria-labelledby="video-upload-title">
          <h2 className="admin-panel-title" id="video-upload-title">
            Subir un nuevo video
          </h2>
          <UploadField<UploadAnswer>
            api={adminApi}
            url={ADMIN_CONTENT_ENDPOINTS.videoUpload}
            field={UPLOAD_FIELDS.motivacionalVideo}
            label="Archivo de video"
            accept={ACCEPT_VIDEOS}
            hint={`Formatos permitidos: ${VIDEO_TYPES_LABEL}.`}
            missingMessage={MSG.selectVideoFile}
            errorMessage={MSG.videoUpload}
            buttonLabel="Subir video"
            onUploaded={(answer) => queryClient.setQueryData<AdminVideo>(videoKey, { path: answer.path })}
          />
        </article>
      </div>
    </section>
  );
}
