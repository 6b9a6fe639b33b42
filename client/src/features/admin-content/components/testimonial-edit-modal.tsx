import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_CONTENT_MESSAGES as MSG,
  TESTIMONIAL_TITLE_MAX,
  testimonialUpdateSchema,
  type AdminTestimonial,
  type TestimonialUpdate,
  type TestimonialUpdateInput,
} from '@app/shared/admin-content';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';

interface FormValues {
  title: string;
  description: string;
  orden: string;
  is_active: boolean;
}

interface Props {
  testimonial: AdminTestimonial | null;
  onClose: () => void;
  /** Resolves null when saved, or the error text to show. */
  onSave: (id: number, payload: TestimonialUpdate) => Promise<string | null>;
}

const toValues = (t: AdminTestimonial | null): TestimonialUpdateInput & FormValues => ({
  title: t?.title ?? '',
  description: t?.description ?? '',
  orden: String(t?.orden ?? 0),
  is_active: t?.is_active ?? true,
});

/** Edit a testimonial (spec §5): orden integer >= 0 (invalid → 0), empty description → null, is_active. */
export function TestimonialEditModal({ testimonial, onClose, onSave }: Props) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialUpdateInput, unknown, TestimonialUpdate>({
    resolver: zodResolver(testimonialUpdateSchema),
    defaultValues: toValues(testimonial),
  });

  useEffect(() => {
    reset(toValues(testimonial));
    setError(null);
  }, [testimonial, reset]);

  const submit = handleSubmit(async (payload) => {
    if (!testimonial?.id) {
      setError(MSG.invalidTestimonialId);
      return;
    }
    setError(await onSave(testimonial.id, payload));
  });

  return (
    <Modal
      open={!!testimonial}
      onClose={onClose}
      title={`Editar testimonio ${testimonial?.id ?? ''}`}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form="testimonial-edit-form" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Guardando...' : 'Guardar cambios'}
          </button>
        </>
      }
    >
      <form id="testimonial-edit-form" onSubmit={submit} noValidate>
        {error && <Alert variant="error">{error}</Alert>}
        <div className="field">
          <label htmlFor="edit-title">
            Título
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id="edit-title"
            maxLength={TESTIMONIAL_TITLE_MAX}
            aria-required="true"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? 'edit-title-error' : undefined}
            {...register('title')}
          />
          {errors.title && (
            <p className="field-error" id="edit-title-error">
              {errors.title.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="edit-description">Descripción</label>
          <textarea id="edit-description" rows={4} {...register('description')} />
          {errors.description && <p className="field-error">{errors.description.message}</p>}
        </div>
        <div className="admin-form-row">
          <div className="field">
            <label htmlFor="edit-orden">Orden</label>
            <input id="edit-orden" type="number" min={0} step={1} inputMode="numeric" {...register('orden')} />
          </div>
          <div className="field">
            <label className="checkbox ac-checkbox" htmlFor="edit-active">
              <input id="edit-active" type="checkbox" {...register('is_active')} />
              Activo (visible en el sitio)
            </label>
          </div>
        </div>
      </form>
    </Modal>
  );
}
