import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CONTENT_ENDPOINTS,
  ADMIN_CONTENT_MESSAGES as MSG,
  SUCCESS_MS,
  UPLOAD_FIELDS,
  type PerfilTextInput,
  type UploadAnswer,
} from '@app/shared/admin-content';
import type { PerfilProData } from '@app/shared/content';
import { UploadField } from '../../../components/upload-field';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { adminApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { perfilKey, usePerfil, useSavePerfilText } from '../api/perfil';
import { ImagePreview, VideoPreview } from '../components/media-preview';
import { PerfilTextForm } from '../components/perfil-text-form';
import { ACCEPT_ANY_IMAGE, ACCEPT_ANY_VIDEO } from '../../../components/admin-kit/accept';
import { useTimedMessage } from '../../../lib/use-timed-message';
import '../admin-content.css';

/** Perfil Profesional (spec §2, §5, §8): description, image and video; success messages 4 s. */
export default function PerfilProPage() {
  usePageMeta('Perfil Profesional');
  const perfil = usePerfil();
  const save = useSavePerfilText();
  const queryClient = useQueryClient();
  const [success, showSuccess] = useTimedMessage(SUCCESS_MS.profile);
  const [error, setError] = useState<string | null>(null);

  const setPath = (key: 'imagePath' | 'videoPath', path: string) =>
    queryClient.setQueryData<PerfilProData>(perfilKey, (old) => ({ imagePath: null, text: '', videoPath: null, ...old, [key]: path }));

  const onSave = async (payload: PerfilTextInput) => {
    setError(null);
    try {
      const data = await save.mutateAsync(payload);
      showSuccess(data?.message || MSG.perfilTextSaved);
      return true;
    } catch (err) {
      setError(apiErrorMessage(err, MSG.perfilText));
      return false;
    }
  };

  return (
    <section className="admin-page" aria-labelledby="perfil-title">
      <header className="admin-page-header">
        <h1 className="admin-page-title" id="perfil-title">
          Perfil Profesional
        </h1>
        <p className="text-muted">La sección «Una oportunidad para tu vida»: descripción, imagen y video de la coach.</p>
      </header>
      {perfil.isError && <Alert variant="error">{apiErrorMessage(perfil.error, MSG.perfilLoad)}</Alert>}
      {perfil.isPending ? (
        <Spinner label="Cargando perfil..." showLabel />
      ) : (
        <>
          <article className="admin-panel" aria-labelledby="perfil-text-title">
            <h2 className="admin-panel-title" id="perfil-text-title">
              Texto del perfil
            </h2>
            <div className="admin-messages" aria-live="polite">
              {success && <Alert variant="success">{success}</Alert>}
              {error && <Alert variant="error">{error}</Alert>}
            </div>
            <PerfilTextForm initialText={perfil.data?.text ?? ''} onSave={onSave} />
          </article>
          <div className="ac-grid ac-grid-2">
            <article className="admin-panel ac-card" aria-labelledby="perfil-image-title">
              <h2 className="admin-panel-title" id="perfil-image-title">
                Imagen
              </h2>
              <ImagePreview path={perfil.data?.imagePath} alt="Imagen actual del perfil" />
              <UploadField<UploadAnswer>
                api={adminApi}
                url={ADMIN_CONTENT_ENDPOINTS.perfilImage}
                field={UPLOAD_FIELDS.profileImage}
                label="Nueva imagen del perfil"
                accept={ACCEPT_ANY_IMAGE}
                hint="Formatos: JPG, PNG, GIF, WEBP. Tamaño máximo: 5MB."
                missingMessage="Por favor, selecciona una imagen primero."
                errorMessage={MSG.perfilImageUpload}
                successMs={SUCCESS_MS.profile}
                buttonLabel="Subir imagen"
                onUploaded={(answer) => setPath('imagePath', answer.path)}
              />
            </article>
            <article className="admin-panel ac-card" aria-labelledby="perfil-video-title">
              <h2 className="admin-panel-title" id="perfil-video-title">
                Video
              </h2>
              <VideoPreview path={perfil.data?.videoPath} label="Video actual del perfil" />
              <UploadField<UploadAnswer>
                api={adminApi}
                url={ADMIN_CONTENT_ENDPOINTS.perfilVideo}
                field={UPLOAD_FIELDS.profileVideo}
                label="Nuevo video del perfil"
                accept={ACCEPT_ANY_VIDEO}
                hint="Formatos: mp4, webm, ogg, quicktime."
                missingMessage={MSG.selectVideoFile}
                errorMessage={MSG.perfilVideoUpload}
                successMs={SUCCESS_MS.profile}
                buttonLabel="Subir video"
                onUploaded={(answer) => setPath('videoPath', answer.path)}
              />
            </article>
          </div>
        </>
      )}
    </section>
  );
}
