import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import {
  TESTIMONIAL_TITLE_MAX,
  testimonialCreateSchema,
  type TestimonialCreate,
  type TestimonialCreateInput,
} from '@app/shared/admin-content';

interface Props {
  /** Resolves true when created (the form then clears). */
  onSubmit: (payload: TestimonialCreate) => Promise<boolean>;
}

const EMPTY = { title: '', description: '' };

/** Add form (spec §2, §5): title required ('El título es obligatorio.'), max 255; description optional. */
export function TestimonialAddForm({ onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialCreateInput, unknown, TestimonialCreate>({ resolver: zodResolver(testimonialCreateSchema), defaultValues: EMPTY });

  return (
    <form
      className="admin-panel"
      onSubmit={handleSubmit(async (payload) => {
        if (await onSubmit(payload)) reset(EMPTY);
      })}
      noValidate
      aria-labelledby="testimonial-add-title"
    >
      <h2 className="admin-panel-title" id="testimonial-add-title">
        Añadir testimonio
      </h2>
      <div className="field">
        <label htmlFor="testimonial-title">
          Título
          <span className="required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id="testimonial-title"
          maxLength={TESTIMONIAL_TITLE_MAX}
          aria-required="true"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'testimonial-title-error' : undefined}
          {...register('title')}
        />
        {errors.title && (
          <p className="field-error" id="testimonial-title-error">
            {errors.title.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="testimonial-description">Descripción (opcional)</label>
        <textarea id="testimonial-description" rows={3} aria-invalid={errors.description ? true : undefined} {...register('description')} />
        {errors.description && <p className="field-error">{errors.description.message}</p>}
      </div>
      <p className="field-hint">El video y el poster se suben desde la tabla, una vez creado el testimonio.</p>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          <Plus aria-hidden="true" size={18} />
          {isSubmitting ? 'Añadiendo...' : 'Añadir testimonio'}
        </button>
      </div>
    </form>
  );
}
