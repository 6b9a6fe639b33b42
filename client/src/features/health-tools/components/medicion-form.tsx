import { medicionSchema } from '@app/shared/progreso';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { DECIMAL_INPUT } from '../../../components/ui/number-inputs';
import { toolFormFailure, useToolForm } from '../lib/tool-form';
import { useSaveMedicion } from '../api/progreso';
import { ToolFormActions } from './tool-form-actions';

const FAILED = 'No se pudo guardar el registro. Inténtalo de nuevo.';
const FIELDS = ['fecha', 'peso_kg', 'cintura_cm', 'cadera_cm'] as const;

/**
 * One day's weight and measurements. The numbers are text inputs with a decimal keyboard
 * (`inputMode="decimal"`), never `type=number`: "72,5" and "72.5" both read 72.5 (shared parseDecimal).
 */
export function MedicionForm({ hoy }: { hoy: string }) {
  const save = useSaveMedicion();
  const {
    register,
    onSubmit,
    formError,
    saved,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useToolForm(
    medicionSchema,
    async (payload) => {
      const res = await save.mutateAsync(payload);
      reset({ fecha: getValues('fecha'), peso_kg: '', cintura_cm: '', cadera_cm: '' });
      return res;
    },
    { defaultValues: { fecha: hoy, peso_kg: '', cintura_cm: '', cadera_cm: '' }, fields: FIELDS, ...toolFormFailure(FAILED) },
  );

  return (
    <form className="card tools-form" onSubmit={onSubmit} noValidate aria-labelledby="medicion-title">
      <h2 id="medicion-title" className="card-title">
        Registrar peso y medidas
      </h2>
      {formError && (
        <Alert variant="error" className="mb-2">
          <p>{formError}</p>
        </Alert>
      )}
      <div className="tools-form-grid">
        <FormField id="medicion-fecha" label="Fecha" required error={errors.fecha?.message}>
          <input type="date" max={hoy} {...register('fecha')} />
        </FormField>
        <FormField id="medicion-peso" label="Peso (kg)" hint="Por ejemplo 72,5" error={errors.peso_kg?.message}>
          <input {...DECIMAL_INPUT} {...register('peso_kg')} />
        </FormField>
        <FormField id="medicion-cintura" label="Cintura (cm)" error={errors.cintura_cm?.message}>
          <input {...DECIMAL_INPUT} {...register('cintura_cm')} />
        </FormField>
        <FormField id="medicion-cadera" label="Cadera (cm)" error={errors.cadera_cm?.message}>
          <input {...DECIMAL_INPUT} {...register('cadera_cm')} />
        </FormField>
      </div>
      <ToolFormActions saving={isSubmitting} label="Guardar" saved={saved} />
    </form>
  );
}
