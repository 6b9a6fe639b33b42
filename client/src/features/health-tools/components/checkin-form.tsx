import type { z } from 'zod';
import { MOOD_LABELS, checkinSchema, type Checkin } from '@app/shared/mi-reto';
import { decimalText } from '@app/shared/fields';
import { Alert } from '../../../components/ui/alert';
import { FieldGroup, FormField } from '../../../components/ui/form-field';
import { formatDay } from '@app/shared/format';
import { DECIMAL_INPUT, WHOLE_INPUT } from '../../../components/ui/number-inputs';
import { toolFormFailure, useToolForm } from '../lib/tool-form';
import { useSaveCheckin } from '../api/mi-reto';
import { ToolFormActions } from './tool-form-actions';

type Values = z.input<typeof checkinSchema>;
const FAILED = 'No se pudo guardar tu día. Inténtalo de nuevo.';
const FIELDS = ['peso_kg', 'vasos_agua', 'comidas_plan', 'minutos_ejercicio', 'horas_sueno', 'animo', 'nota'] as const;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function valuesOf(c: Checkin | undefined): Values {
  return {
    peso_kg: decimalText(c?.peso_kg),
    vasos_agua: text(c?.vasos_agua),
    comidas_plan: text(c?.comidas_plan),
    minutos_ejercicio: text(c?.minutos_ejercicio),
    horas_sueno: decimalText(c?.horas_sueno),
    animo: text(c?.animo),
    nota: c?.nota ?? '',
  };
}

/**
 * The check-in of one day (the page remounts it per day: `key`). Numbers are text inputs with a
 * numeric keyboard, never `type=number`; the weight goes to Mi progreso's log.
 */
export function CheckinForm({
  inscripcionId,
  dia,
  fecha,
  checkin,
}: {
  inscripcionId: number;
  dia: number;
  fecha: string;
  checkin?: Checkin;
}) {
  const save = useSaveCheckin();
  const {
    register,
    onSubmit,
    formError,
    saved,
    formState: { errors, isSubmitting },
  } = useToolForm(checkinSchema, (payload) => save.mutateAsync({ id: inscripcionId, dia, payload }), {
    defaultValues: valuesOf(checkin),
    fields: FIELDS,
    ...toolFormFailure(FAILED),
  });

  return (
    <form className="card tools-form" onSubmit={onSubmit} noValidate aria-labelledby="checkin-title">
      <h2 id="checkin-title" className="card-title">
        Mi día {dia} <span className="text-muted text-small">({formatDay(fecha)})</span>
      </h2>
      {formError && (
        <Alert variant="error" className="mb-2">
          <p>{formError}</p>
        </Alert>
      )}
      <div className="tools-form-grid">
        <FormField id="checkin-agua" label="Vasos de agua" error={errors.vasos_agua?.message}>
          <input {...WHOLE_INPUT} {...register('vasos_agua')} />
        </FormField>
        <FormField id="checkin-comidas" label="Batidos o comidas del plan" error={errors.comidas_plan?.message}>
          <input {...WHOLE_INPUT} {...register('comidas_plan')} />
        </FormField>
        <FormField id="checkin-ejercicio" label="Minutos de ejercicio" error={errors.minutos_ejercicio?.message}>
          <input {...WHOLE_INPUT} {...register('minutos_ejercicio')} />
        </FormField>
        <FormField id="checkin-sueno" label="Horas de sueño" hint="Por ejemplo 7,5" error={errors.horas_sueno?.message}>
          <input {...DECIMAL_INPUT} {...register('horas_sueno')} />
        </FormField>
        <FormField id="checkin-peso" label="Peso (kg, opcional)" hint="Por ejemplo 72,5" error={errors.peso_kg?.message}>
          <input {...DECIMAL_INPUT} {...register('peso_kg')} />
        </FormField>
      </div>
      <FieldGroup id="checkin-animo" legend="Ánimo" error={errors.animo?.message} className="tools-mood">
        <div className="chip-grid">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="chip">
              <input type="radio" value={String(n)} {...register('animo')} />
              <span>
                {n} · {MOOD_LABELS[n]}
              </span>
            </label>
          ))}
        </div>
      </FieldGroup>
      <FormField id="checkin-nota" label="Nota" error={errors.nota?.message}>
        <textarea rows={3} maxLength={500} {...register('nota')} />
      </FormField>
      <ToolFormActions saving={isSubmitting} label="Guardar mi día" saved={saved} />
    </form>
  );
}
