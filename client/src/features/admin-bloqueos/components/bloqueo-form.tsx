import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CalendarPlus } from 'lucide-react';
import { bloqueoCreateSchema, type BloqueoCreateInput } from '@app/shared/booking';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';

/**
 * What the form holds, turned into the API payload (spec §5 Bloqueo): a whole day sends no hours;
 * empty hours and reason become null; then the shared rules apply.
 */
const formSchema = z
  .object({
    fecha: z.string(),
    diaCompleto: z.boolean(),
    hora_inicio: z.string(),
    hora_fin: z.string(),
    motivo: z.string(),
  })
  .transform((v): BloqueoCreateInput => ({
    fecha: v.fecha,
    motivo: v.motivo.trim() ? v.motivo.trim() : null,
    hora_inicio: v.diaCompleto || !v.hora_inicio ? null : v.hora_inicio,
    hora_fin: v.diaCompleto || !v.hora_fin ? null : v.hora_fin,
  }))
  .pipe(bloqueoCreateSchema);

type BloqueoFormValues = z.input<typeof formSchema>;

const EMPTY: BloqueoFormValues = { fecha: '', diaCompleto: true, hora_inicio: '', hora_fin: '', motivo: '' };

interface Props {
  /** Resolves true when the block was created (the form then resets). */
  onSubmit: (payload: BloqueoCreateInput) => Promise<boolean>;
}

export function BloqueoForm({ onSubmit }: Props) {
  const {
    register,
    onSubmit: submit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    formSchema,
    async (payload) => {
      if (await onSubmit(payload)) reset(EMPTY);
    },
    { defaultValues: EMPTY },
  );
  const diaCompleto = useWatch({ control, name: 'diaCompleto' });
  const horaInicio = useWatch({ control, name: 'hora_inicio' });

  return (
    <form className="admin-panel" onSubmit={submit} noValidate aria-labelledby="bloqueo-form-title">
      <h2 className="admin-panel-title" id="bloqueo-form-title">
        Nuevo bloqueo
      </h2>
      <div className="admin-form-row">
        <FormField id="bloqueo-fecha" label="Fecha" required error={errors.fecha?.message}>
          <input type="date" {...register('fecha')} />
        </FormField>
        <FormField id="bloqueo-dia-completo" label="Bloquear el día completo" inline className="admin-field-check">
          <input type="checkbox" {...register('diaCompleto')} />
        </FormField>
      </div>
      {!diaCompleto && (
        <div className="admin-form-row">
          <FormField id="bloqueo-hora-inicio" label="Hora de inicio" error={errors.hora_inicio?.message}>
            <input type="time" {...register('hora_inicio')} />
          </FormField>
          <FormField id="bloqueo-hora-fin" label="Hora de fin" error={errors.hora_fin?.message}>
            <input type="time" min={horaInicio || undefined} {...register('hora_fin')} />
          </FormField>
          <p className="field-hint admin-form-row-error">Horas en hora de Colombia.</p>
        </div>
      )}
      <FormField
        id="bloqueo-motivo"
        label={
          <>
            Motivo <span className="text-muted text-small">(opcional)</span>
          </>
        }
        error={errors.motivo?.message}
      >
        <input type="text" maxLength={255} {...register('motivo')} />
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        <CalendarPlus aria-hidden="true" size={18} />
        {isSubmitting ? 'Creando...' : 'Crear Bloqueo'}
      </button>
    </form>
  );
}
