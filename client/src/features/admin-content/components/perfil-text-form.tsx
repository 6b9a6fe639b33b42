import { useEffect } from 'react';
import { PERFIL_TEXT_MAX, perfilTextSchema, type PerfilTextInput } from '@app/shared/admin-content';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SaveButton } from '../../../components/ui/save-button';

interface Props {
  initialText: string;
  /** Resolves true when saved. */
  onSave: (payload: PerfilTextInput) => Promise<boolean>;
}

/** The description of the professional profile (spec §2 Perfil profesional). */
export function PerfilTextForm({ initialText, onSave }: Props) {
  const {
    register,
    onSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(perfilTextSchema, (payload) => onSave(payload), { defaultValues: { texto: initialText } });

  useEffect(() => reset({ texto: initialText }), [initialText, reset]);

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField id="perfil-texto" label="Descripción" error={errors.texto?.message}>
        <textarea rows={8} maxLength={PERFIL_TEXT_MAX} {...register('texto')} />
      </FormField>
      <SaveButton saving={isSubmitting} label="Guardar texto" />
    </form>
  );
}
