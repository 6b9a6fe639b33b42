import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { PERFIL_TEXT_MAX, perfilTextSchema, type PerfilTextInput } from '@app/shared/admin-content';
import { FormField } from '../../../components/ui/form-field';

interface Props {
  initialText: string;
  /** Resolves true when saved. */
  onSave: (payload: PerfilTextInput) => Promise<boolean>;
}

/** The description of the professional profile (spec §2 Perfil profesional). */
export function PerfilTextForm({ initialText, onSave }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PerfilTextInput>({ resolver: zodResolver(perfilTextSchema), defaultValues: { texto: initialText } });

  useEffect(() => reset({ texto: initialText }), [initialText, reset]);

  return (
    <form onSubmit={handleSubmit(async (payload) => void (await onSave(payload)))} noValidate>
      <FormField id="perfil-texto" label="Descripción" error={errors.texto?.message}>
        <textarea rows={8} maxLength={PERFIL_TEXT_MAX} {...register('texto')} />
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        <Save aria-hidden="true" size={18} />
        {isSubmitting ? 'Guardando...' : 'Guardar texto'}
      </button>
    </form>
  );
}
