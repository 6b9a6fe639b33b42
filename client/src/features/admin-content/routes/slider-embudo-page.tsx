import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_CONTENT_ENDPOINTS,
  ADMIN_CONTENT_MESSAGES as MSG,
  UPLOAD_FIELDS,
  type AdminSliderSlot,
  type UploadAnswer,
} from '@app/shared/admin-content';
import { SLIDER_SLOTS } from '@app/shared/content';
import { IMAGE_TYPES_LABEL, RECOMMENDED_BANNER_SIZE } from '@app/shared/media';
import { UploadField } from '../../../components/upload-field';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { adminApi } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { sliderImagesKey, useSliderImages } from '../api/slider';
import { ImagePreview } from '../components/media-preview';
import { ACCEPT_IMAGES } from '../../../components/admin-kit/accept';
import '../admin-content.css';

const SLOTS = Array.from({ length: SLIDER_SLOTS }, (_, i) => i + 1);

/** Slider Embudo (spec §2, §5, §8): 3 slots, each with preview, file picker and upload button. */
export default function SliderEmbudoPage() {
  usePageMeta('Slider Embudo');
  const images = useSliderImages();
  const queryClient = useQueryClient();

  const onUploaded = (slot: number, path: string) =>
    queryClient.setQueryData<AdminSliderSlot[]>(sliderImagesKey, (old) => {
      const list = SLOTS.map((s) => old?.find((o) => o.slot === s) ?? { slot: s, path: null });
      return list.map((o) => (o.slot === slot ? { slot, path } : o));
    });

  return (
    <section className="admin-page" aria-labelledby="slider-embudo-title">
      <header className="admin-page-header">
        <h1 className="admin-page-title" id="slider-embudo-title">
          Slider Embudo
        </h1>
        <p className="text-muted">Imágenes del slider de la página de prospectos. Cada slot muestra su imagen actual.</p>
      </header>
      <Alert variant="info">
        Formatos permitidos: {IMAGE_TYPES_LABEL}. Tamaño máximo: 5MB. Tamaño recomendado: {RECOMMENDED_BANNER_SIZE}.
      </Alert>
      {images.isError && <Alert variant="error">{apiErrorMessage(images.error, MSG.sliderLoad)}</Alert>}
      {images.isPending ? (
        <Spinner label="Cargando imágenes..." showLabel />
      ) : (
        <div className="ac-grid">
          {SLOTS.map((slot) => {
            const path = images.data?.find((s) => s.slot === slot)?.path ?? null;
            return (
              <article key={slot} className="admin-panel ac-card" aria-labelledby={`slot-${slot}-title`}>
                <h2 className="admin-panel-title" id={`slot-${slot}-title`}>
                  Slot {slot}
                </h2>
                <ImagePreview path={path} alt={`Imagen actual del Slot ${slot}`} wide />
                <UploadField<UploadAnswer>
                  api={adminApi}
                  url={ADMIN_CONTENT_ENDPOINTS.sliderUpload(slot)}
                  field={UPLOAD_FIELDS.sliderImage}
                  label={`Nueva imagen para el Slot ${slot}`}
                  accept={ACCEPT_IMAGES}
                  missingMessage={MSG.selectSlotFile(slot)}
                  errorMessage={MSG.sliderUpload(slot)}
                  buttonLabel={`Subir imagen ${slot}`}
                  onUploaded={(answer) => onUploaded(slot, answer.path)}
                />
              </article>
            );
          })}
        </div>
      )}
    </section>
  );
}
