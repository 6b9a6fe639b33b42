import { decimalText } from '@app/shared/fields';
import { metaSchema } from '@app/shared/progreso';
import { FormField } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useToolForm } from '../lib/tool-form';
import { useSaveMeta } from '../api/progreso';
import { DECIMAL_INPUT } from '../../../components/ui/number-inputs';
import { ToolFormActions } from './tool-form-actions';

const FAILED = 'No se pudo guardar tu peso meta. Inténtalo de nuevo.';

/** The goal weight (blank clears it). */
export function MetaForm({ metaKg }: { metaKg: number | null }) {
  const save = useSaveMeta();
  const {
    register,
    onSubmit,
    setError,
    saved,
    formState: { errors, isSubmitting },
  } = useToolForm(metaSchema, (payload) => save.mutateAsync(payload), {
    defaultValues: { peso_meta_kg: decimalText(metaKg) },
    // the form has one field: every refusal is said under it
    onFailure: ({ error, placed }) => {
      if (!placed.length) setError('peso_meta_kg', { message: apiErrorMessage(error, FAILED) });
      return null;
    },
  });

  return (
    <form className="tools-meta-form" onSubmit={onSubmit} noValidate>
      <FormField id="meta-peso" label="Peso meta (kg)" hint="Déjalo vacío para quitar la meta." error={errors.peso_meta_kg?.message}>
        <input {...DECIMAL_INPUT} {...register('peso_meta_kg')} />
      </FormField>
      <ToolFormActions saving={isSubmitting} label="Guardar meta" saved={saved} outline />
    </form>
  );
}
