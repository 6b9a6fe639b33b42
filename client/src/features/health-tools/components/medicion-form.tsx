import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { medicionSchema } from '@app/shared/progreso';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { DECIMAL_INPUT, showSaveError } from '../lib/tool-form';
import { useSaveMedicion } from '../api/progreso';

type Values = z.input<typeof medicionSchema>;
const FAILED = 'No se pudo guardar el registro. Inténtalo de nuevo.';
const FIELDS = ['fecha', 'peso_kg', 'cintura_cm', 'cadera_cm'] as const;

/**
 * One day's weight and measurements. The numbers are text inputs with a decimal keyboard
 * (`inputMode="decimal"`), never `type=number`: "72,5" and "72.5" both read 72.5 (shared parseDecimal).
 */
export function MedicionForm({ hoy }: { hoy: string }) {
  const save = useSaveMedicion();
  const [saved, setSaved] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof medicionSchema>>({
    resolver: zodResolver(medicionSchema),
    defaultValues: { fecha: hoy, peso_kg: '', cintura_cm: '', cadera_cm: '' },
  });

  const onSubmit = handleSubmit(async (payload) => {
    setSaved('');
    try {
      const res = await save.mutateAsync(payload);
      setSaved(res.message);
      reset({ fecha: getValues('fecha'), peso_kg: '', cintura_cm: '', cadera_cm: '' });
    } catch (err) {
      showSaveError(err, setError, FIELDS, FAILED);
    }
  });

  return (
    <form className="card tools-form" onSubmit={onSubmit} noValidate aria-labelledby="medicion-title">
      <h2 id="medicion-title" className="card-title">
        Registrar peso y medidas
      </h2>
      {errors.root?.message && (
        <Alert variant="error" className="mb-2">
          <p>{errors.root.message}</p>
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
      <div className="tools-form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar'}
        </button>
        <p className="tools-saved" role="status">
          {saved}
        </p>
      </div>
    </form>
  );
}
