import { useEffect, useState } from 'react';
import {
  ADMIN_CONTENT_ENDPOINTS,
  ADMIN_CONTENT_MESSAGES as MSG,
  SLIDE_TEXT_MAX,
  SUCCESS_MS,
  UPLOAD_FIELDS,
  inicioSlideUpdateSchema,
  type InicioSlideUpdate,
  type UploadAnswer,
} from '@app/shared/admin-content';
import type { InicioSlide } from '@app/shared/content';
import { RECOMMENDED_BANNER_SIZE } from '@app/shared/media';
import { UploadField } from '../../../components/upload-field';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { adminApi } from '../../../lib/api-client';
import { ImagePreview } from './media-preview';
import { ACCEPT_IMAGES } from '../../../components/admin-kit/accept';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { SaveButton } from '../../../components/ui/save-button';

type Texts = Pick<InicioSlide, 'sub_title' | 'title1_pre' | 'title1_highlight' | 'title2'>;

const FIELDS: { name: keyof Texts; label: string }[] = [
  { name: 'sub_title', label: 'Subtítulo' },
  { name: 'title1_pre', label: 'Título, primera línea' },
  { name: 'title1_highlight', label: 'Título, parte resaltada' },
  { name: 'title2', label: 'Título, segunda línea' },
];

interface Props {
  slide: InicioSlide;
  /** Resolves null when saved, or the error text to show. */
  onSave: (id: number, texts: InicioSlideUpdate) => Promise<string | null>;
  onHeroUploaded: (answer: UploadAnswer & { slide?: InicioSlide }) => void;
}

const textsOf = (s: InicioSlide): Texts => ({
  sub_title: s.sub_title ?? '',
  title1_pre: s.title1_pre ?? '',
  title1_highlight: s.title1_highlight ?? '',
  title2: s.title2 ?? '',
});

/** One home hero slide: its texts, its image and the upload (success messages 3 s). */
export function SlideEditor({ slide, onSave, onHeroUploaded }: Props) {
  const [success, showSuccess] = useTimedMessage(SUCCESS_MS.slides);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    onSubmit: submit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    inicioSlideUpdateSchema,
    async (texts) => {
      setError(null);
      // onSave resolves to the message of a refused save (it never rejects)
      const failure = await onSave(slide.id, texts);
      if (failure) setError(failure);
      else showSuccess(MSG.slideSaved(slide.id));
    },
    { defaultValues: textsOf(slide) },
  );

  // Reset only when the saved texts change (not on an image upload, not on a placeholder re-created each render).
  const savedTexts = JSON.stringify(textsOf(slide));
  useEffect(() => reset(JSON.parse(savedTexts) as Texts), [savedTexts, reset]);

  const prefix = `slide-${slide.id}`;
  return (
    <article className="admin-panel ac-slide" aria-labelledby={`${prefix}-title`}>
      <h2 className="admin-panel-title" id={`${prefix}-title`}>
        Slide {slide.id}
      </h2>
      <div className="ac-slide-body">
        <form onSubmit={submit} noValidate className="ac-slide-form">
          <div className="admin-messages" aria-live="polite">
            {success && <Alert variant="success">{success}</Alert>}
            {error && <Alert variant="error">{error}</Alert>}
          </div>
          {FIELDS.map(({ name, label }) => (
            <FormField key={name} id={`${prefix}-${name}`} label={label} error={errors[name]?.message}>
              <input maxLength={SLIDE_TEXT_MAX} {...register(name)} />
            </FormField>
          ))}
          <SaveButton saving={isSubmitting} label={`Guardar slide ${slide.id}`} />
        </form>
        <div className="ac-slide-media">
          <ImagePreview path={slide.hero_img_path} alt={`Imagen actual del slide ${slide.id}`} wide />
          <UploadField<UploadAnswer & { slide?: InicioSlide }>
            api={adminApi}
            url={ADMIN_CONTENT_ENDPOINTS.inicioHero(slide.id)}
            field={UPLOAD_FIELDS.inicioHeroImage}
            label={`Nueva imagen para el slide ${slide.id}`}
            accept={ACCEPT_IMAGES}
            hint={`Formatos: JPG, PNG, GIF, WEBP. Tamaño máximo: 5MB. Recomendado: ${RECOMMENDED_BANNER_SIZE}.`}
            missingMessage="Por favor, selecciona una imagen primero."
            errorMessage={MSG.slideUpload}
            successMs={SUCCESS_MS.slides}
            buttonLabel="Subir imagen"
            onUploaded={onHeroUploaded}
          />
        </div>
      </div>
    </article>
  );
}
