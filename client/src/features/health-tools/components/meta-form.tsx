import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { decimalText, metaSchema } from '@app/shared/progreso';
import { FormField } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSaveMeta } from '../api/progreso';
import { DECIMAL_INPUT } from '../lib/tool-form';

const FAILED = 'No se pudo guardar tu peso meta. Inténtalo de nuevo.';

/** The goal weight (blank clears it). */
export function MetaForm({ metaKg }: { metaKg: number | null }) {
  const save = useSaveMeta();
  const [saved, setSaved] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof metaSchema>, unknown, z.output<typeof metaSchema>>({
    resolver: zodResolver(metaSchema),
    defaultValues: { peso_meta_kg: decimalText(metaKg) },
  });

  const onSubmit = handleSubmit(async (payload) => {
    setSaved('');
    try {
      setSaved((await save.mutateAsync(payload)).message);
    } catch (err) {
      setError('peso_meta_kg', { message: apiErrorMessage(err, FAILED) });
    }
  });

  return (
    <form className="tools-meta-form" onSubmit={onSubmit} noValidate>
      <FormField id="meta-peso" label="Peso meta (kg)" hint="Déjalo vacío para quitar la meta." error={errors.peso_meta_kg?.message}>
        <input {...DECIMAL_INPUT} {...register('peso_meta_kg')} />
      </FormField>
      <div className="tools-form-actions">
        <button type="submit" className="btn btn-outline" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar meta'}
        </button>
        <p className="tools-saved" role="status">
          {saved}
        </p>
      </div>
    </form>
  );
}
