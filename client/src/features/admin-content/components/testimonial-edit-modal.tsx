import { useState } from 'react';
import {
  ADMIN_CONTENT_MESSAGES as MSG,
  TESTIMONIAL_TITLE_MAX,
  testimonialUpdateSchema,
  type AdminTestimonial,
  type TestimonialUpdate,
  type TestimonialUpdateInput,
} from '@app/shared/admin-content';
import { EditDialog } from '../../../components/ui/edit-dialog';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';

interface Props {
  testimonial: AdminTestimonial;
  onClose: () => void;
  /** Resolves null when saved, or the error text to show. */
  onSave: (id: number, payload: TestimonialUpdate) => Promise<string | null>;
}

/** The inputs hold text: `orden` as typed, the description '' when there is none. */
const toValues = (t: AdminTestimonial): TestimonialUpdateInput => ({
  title: t.title,
  description: t.description ?? '',
  orden: String(t.orden),
  is_active: t.is_active,
});

/**
 * Edit a testimonial (spec §5): orden integer >= 0 (invalid → 0), empty description → null, is_active.
 * Mounted per testimonial (`key={testimonial.id}`, as the agenda's edit dialog): the form starts
 * with its values. A reset in an effect once the dialog was open showed empty fields for a moment
 * and then threw away what had been typed in them (the testimonial saved with its old orden).
 */
export function TestimonialEditModal({ testimonial, onClose, onSave }: Props) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    onSubmit: submit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    testimonialUpdateSchema,
    async (payload) => {
      if (!testimonial.id) {
        setError(MSG.invalidTestimonialId);
        return;
      }
      // onSave resolves to the message of a refused save (it never rejects)
      setError(await onSave(testimonial.id, payload));
    },
    { defaultValues: toValues(testimonial) },
  );

  return (
    <EditDialog
      open
      onClose={onClose}
      title={`Editar testimonio ${testimonial.id}`}
      onSubmit={submit}
      submitting={isSubmitting}
      error={error}
    >
      <FormField id="edit-title" label="Título" required error={errors.title?.message}>
        <input maxLength={TESTIMONIAL_TITLE_MAX} {...register('title')} />
      </FormField>
      <FormField id="edit-description" label="Descripción" error={errors.description?.message}>
        <textarea rows={4} {...register('description')} />
      </FormField>
      <div className="admin-form-row">
        <FormField id="edit-orden" label="Orden" error={errors.orden?.message}>
          <input type="number" min={0} step={1} inputMode="numeric" {...register('orden')} />
        </FormField>
        <FormField id="edit-active" label="Activo (visible en el sitio)" inline className="admin-field-check">
          <input type="checkbox" {...register('is_active')} />
        </FormField>
      </div>
    </EditDialog>
  );
}
