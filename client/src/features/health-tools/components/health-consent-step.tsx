import { ShieldCheck } from 'lucide-react';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { healthConsentFormSchema } from '@app/shared/progreso';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useGiveHealthConsent } from '../api/progreso';

const FAILED = 'No se pudo guardar tu autorización. Inténtalo de nuevo.';

/**
 * The tools' first use (Ley 1581: health data is sensitive): the policy's own text for this purpose
 * under the checkbox, sent with its version; the server records it and refuses health data without it.
 */
export function HealthConsentStep({ tool }: { tool: string }) {
  const consent = useGiveHealthConsent();
  const {
    register,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(healthConsentFormSchema, (payload) => consent.mutateAsync(payload), {
    defaultValues: { acepto: false },
    failureMessage: FAILED,
    fields: ['acepto'],
  });

  return (
    <form className="card tools-consent" onSubmit={onSubmit} noValidate aria-labelledby="tools-consent-title">
      <h2 id="tools-consent-title" className="card-title">
        <ShieldCheck size={22} aria-hidden="true" /> Antes de empezar
      </h2>
      <p>
        {tool} guarda datos de tu salud (tu peso, tus medidas y tus registros diarios). Solo los verás tú y tu coach. Puedes descargarlos, y
        retirar esta autorización cuando quieras: eliminamos tus registros sin eliminar tu cuenta. Consulta la{' '}
        <Link to="/Politicas">política de tratamiento de datos</Link>.
      </p>
      {formError && (
        <Alert variant="error" className="mb-2">
          <p>{formError}</p>
        </Alert>
      )}
      <FormField
        id="tools-consent"
        label="Autorizo el tratamiento de mis datos de salud"
        inline
        hint={CURRENT_POLICY.healthToolsConsent}
        error={errors.acepto?.message}
      >
        <input type="checkbox" {...register('acepto')} />
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Guardando...' : 'Autorizar y continuar'}
      </button>
    </form>
  );
}
