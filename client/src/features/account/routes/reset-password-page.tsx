import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { USER_MESSAGES, resetPasswordSchema } from '@app/shared/users';
import { Alert } from '../../../components/ui/alert';
import { AccountLayout } from '../components/account-layout';
import { FormField } from '../../../components/ui/form-field';
import { PasswordChecklist } from '../components/password-checklist';
import { resetPassword } from '../api/account-api';
import { useSchemaForm } from '../../../lib/use-schema-form';

const PASSWORD_REQUIRED = 'Ingresa la nueva contraseña.';

type Outcome = { kind: 'success'; message: string } | { kind: 'error'; message: string; details?: string[]; expired?: boolean };

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>();
  const mutation = useMutation({ mutationFn: resetPassword });
  const {
    register,
    onSubmit,
    control,
    formState: { errors },
  } = useSchemaForm(
    resetPasswordSchema,
    async (payload) => {
      setOutcome(undefined);
      const data = await mutation.mutateAsync(payload);
      setOutcome({ kind: 'success', message: data.message || USER_MESSAGES.resetSuccess });
    },
    {
      // the token travels with the values, so the one schema checks the whole payload
      defaultValues: { token, password: '', passwordConfirmation: '' },
      // the server's rule messages are listed above the form (the checklist names the unmet rules)
      fields: [],
      onFailure: ({ failure }) => {
        if (failure.kind === 'response' && failure.status === 400 && failure.errors) {
          setOutcome({ kind: 'error', message: 'Error de validación del servidor.', details: failure.errors.map((e) => e.msg) });
        } else if (failure.kind === 'response' && failure.status === 400) {
          setOutcome({ kind: 'error', message: failure.message ?? USER_MESSAGES.resetInvalid, expired: true });
        } else {
          setOutcome({ kind: 'error', message: 'Ocurrió un error inesperado al actualizar la contraseña.' });
        }
        return null;
      },
    },
  );
  // The checklist under the field names each unmet rule; the field's own line says it once.
  const passwordError =
    errors.password?.message && errors.password.message !== PASSWORD_REQUIRED ? USER_MESSAGES.passwordPolicy : errors.password?.message;

  if (outcome?.kind === 'success') {
    return (
      <AccountLayout title="Restablecer contraseña">
        <Alert variant="success">
          <p>{outcome.message}</p>
        </Alert>
        <div className="form-actions">
          <Link to="/login" className="btn btn-primary btn-block">
            Ir a iniciar sesión
          </Link>
        </div>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="Restablecer contraseña" intro={<p>Crea una nueva contraseña para tu cuenta.</p>}>
      <form onSubmit={onSubmit} noValidate aria-label="Restablecer contraseña">
        {outcome?.kind === 'error' && (
          <Alert variant="error" className="mb-2">
            <p>{outcome.message}</p>
            {outcome.details && (
              <ul>
                {outcome.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
            {outcome.expired && (
              <p>
                <Link to="/forgot-password">Solicitar un nuevo enlace</Link>
              </p>
            )}
          </Alert>
        )}
        {errors.token?.message && <Alert variant="error">{errors.token.message}</Alert>}
        <FormField id="password" label="Nueva contraseña" required error={passwordError}>
          <input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <PasswordChecklist control={control} />
        <FormField id="passwordConfirmation" label="Confirmar nueva contraseña" required error={errors.passwordConfirmation?.message}>
          <input type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
        </FormField>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
            {mutation.isPending ? 'Guardando...' : 'Guardar nueva contraseña'}
          </button>
        </div>
      </form>
      <p className="account-links">
        <Link to="/login">Volver a iniciar sesión</Link>
      </p>
    </AccountLayout>
  );
}
