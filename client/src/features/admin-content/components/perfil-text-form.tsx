import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { PERFIL_TEXT_MAX, perfilTextSchema, type PerfilTextInput } from '@app/shared/admin-content';

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
      <div className="field">
        <label htmlFor="perfil-texto">Descripción</label>
        <textarea
          id="perfil-texto"
          rows={8}
          maxLength={PERFIL_TEXT_MAX}
          aria-invalid={errors.texto ? true : undefined}
          aria-describedby={errors.texto ? 'perfil-texto-error' : undefined}
          {...register('texto')}
        />
        {errors.texto && (
          <p className="field-error" id="perfil-texto-error">
            {errors.texto.message}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        <Save aria-hidden="true" size={18} />
        {isSubmitting ? 'Guardando...' : 'Guardar texto'}
      </button>
    </form>
  );
}
