import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CalendarPlus } from 'lucide-react';
import { bloqueoCreateSchema, type BloqueoCreateInput } from '@app/shared/booking';

/** What the form holds; turned into the API payload (spec §5 Bloqueo) by the shared schema. */
export interface BloqueoFormValues {
  fecha: string;
  diaCompleto: boolean;
  hora_inicio: string;
  hora_fin: string;
  motivo: string;
}

/** Whole day sends no hours; empty hours and reason become null; then the shared rules apply. */
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

const EMPTY: BloqueoFormValues = { fecha: '', diaCompleto: true, hora_inicio: '', hora_fin: '', motivo: '' };

interface Props {
  /** Resolves true when the block was created (the form then resets). */
  onSubmit: (payload: BloqueoCreateInput) => Promise<boolean>;
}

export function BloqueoForm({ onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BloqueoFormValues, unknown, z.output<typeof formSchema>>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const diaCompleto = useWatch({ control, name: 'diaCompleto' });
  const horaInicio = useWatch({ control, name: 'hora_inicio' });
  const hoursError = errors.hora_inicio?.message ?? errors.hora_fin?.message;

  const submit = async (payload: z.output<typeof formSchema>) => {
    if (await onSubmit(payload)) reset(EMPTY);
  };

  return (
    <form className="admin-panel" onSubmit={handleSubmit(submit)} noValidate aria-labelledby="bloqueo-form-title">
      <h2 className="admin-panel-title" id="bloqueo-form-title">
        Nuevo bloqueo
      </h2>
      <div className="admin-form-row">
        <div className="field">
          <label className="label" htmlFor="bloqueo-fecha">
            Fecha{' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id="bloqueo-fecha"
            type="date"
            aria-invalid={errors.fecha ? true : undefined}
            aria-describedby={errors.fecha ? 'bloqueo-fecha-error' : undefined}
            {...register('fecha')}
          />
          {errors.fecha && (
            <p className="field-error" id="bloqueo-fecha-error">
              {errors.fecha.message}
            </p>
          )}
        </div>
        <div className="field admin-field-check">
          <label className="checkbox" htmlFor="bloqueo-dia-completo">
            <input id="bloqueo-dia-completo" type="checkbox" {...register('diaCompleto')} />
            <span>Bloquear el día completo</span>
          </label>
        </div>
      </div>
      {!diaCompleto && (
        <div className="admin-form-row">
          <div className="field">
            <label className="label" htmlFor="bloqueo-hora-inicio">
              Hora de inicio
            </label>
            <input id="bloqueo-hora-inicio" type="time" aria-invalid={errors.hora_inicio ? true : undefined} {...register('hora_inicio')} />
          </div>
          <div className="field">
            <label className="label" htmlFor="bloqueo-hora-fin">
              Hora de fin
            </label>
            <input
              id="bloqueo-hora-fin"
              type="time"
              min={horaInicio || undefined}
              aria-invalid={errors.hora_fin ? true : undefined}
              {...register('hora_fin')}
            />
          </div>
          {hoursError && <p className="field-error admin-form-row-error">{hoursError}</p>}
          <p className="field-hint admin-form-row-error">Horas en hora de Colombia.</p>
        </div>
      )}
      <div className="field">
        <label className="label" htmlFor="bloqueo-motivo">
          Motivo <span className="text-muted text-small">(opcional)</span>
        </label>
        <input id="bloqueo-motivo" type="text" maxLength={255} aria-invalid={errors.motivo ? true : undefined} {...register('motivo')} />
        {errors.motivo && <p className="field-error">{errors.motivo.message}</p>}
      </div>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        <CalendarPlus aria-hidden="true" size={18} />
        {isSubmitting ? 'Creando...' : 'Crear Bloqueo'}
      </button>
    </form>
  );
}
