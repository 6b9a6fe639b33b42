import { Plus } from 'lucide-react';
import { TESTIMONIAL_TITLE_MAX, testimonialCreateSchema, type TestimonialCreate } from '@app/shared/admin-content';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';

interface Props {
  /** Resolves true when created (the form then clears). */
  onSubmit: (payload: TestimonialCreate) => Promise<boolean>;
}

const EMPTY = { title: '', description: '' };

/** Add form (spec §2, §5): title required ('El título es obligatorio.'), max 255; description optional. */
export function TestimonialAddForm({ onSubmit }: Props) {
  const {
    register,
    onSubmit: add,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    testimonialCreateSchema,
    async (payload) => {
      if (await onSubmit(payload)) reset(EMPTY);
    },
    { defaultValues: EMPTY },
  );

  return (
    <form className="admin-panel" onSubmit={add} noValidate aria-labelledby="testimonial-add-title">
      <h2 className="admin-panel-title" id="testimonial-add-title">
        Añadir testimonio
      </h2>
      <FormField id="testimonial-title" label="Título" required error={errors.title?.message}>
        <input maxLength={TESTIMONIAL_TITLE_MAX} {...register('title')} />
      </FormField>
      <FormField id="testimonial-description" label="Descripción (opcional)" error={errors.description?.message}>
        <textarea rows={3} {...register('description')} />
      </FormField>
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
