import { useState } from 'react';
import { decimalText } from '@app/shared/fields';
import { metaSchema } from '@app/shared/progreso';
import { FormField } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveMeta } from '../api/progreso';
import { DECIMAL_INPUT } from '../../../components/ui/number-inputs';

const FAILED = 'No se pudo guardar tu peso meta. Inténtalo de nuevo.';

/** The goal weight (blank clears it). */
export function MetaForm({ metaKg }: { metaKg: number | null }) {
  const save = useSaveMeta();
  const [saved, setSaved] = useState('');
  const {
    register,
    onSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    metaSchema,
    async (payload) => {
      setSaved('');
      setSaved((await save.mutateAsync(payload)).message);
    },
    {
      defaultValues: { peso_meta_kg: decimalText(metaKg) },
      // the form has one field: every refusal is said under it
      onFailure: ({ error, placed }) => {
        if (!placed.length) setError('peso_meta_kg', { message: apiErrorMessage(error, FAILED) });
        return null;
      },
    },
  );

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
