import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { USER_MESSAGES, passwordProblems } from '@app/shared/users';
import { Alert } from '../../../components/ui/alert';
import { AccountLayout } from '../components/account-layout';
import { FormField } from '../../../components/ui/form-field';
import { PasswordChecklist } from '../components/password-checklist';
import { resetPassword } from '../api/account-api';
import { apiFailure } from '../../../lib/api-error';

interface ResetFormValues {
  password: string;
  passwordConfirmation: string;
}

type Outcome = { kind: 'success'; message: string } | { kind: 'error'; message: string; details?: string[]; expired?: boolean };

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetFormValues>({ defaultValues: { password: '', passwordConfirmation: '' } });
  const mutation = useMutation({ mutationFn: resetPassword });

  const onSubmit = handleSubmit(async ({ password: pw, passwordConfirmation }) => {
    setOutcome(undefined);
    try {
      const data = await mutation.mutateAsync({ token, password: pw, passwordConfirmation });
      setOutcome({ kind: 'success', message: data.message || USER_MESSAGES.resetSuccess });
    } catch (err) {
      const failure = apiFailure(err);
      if (failure.kind === 'response' && failure.status === 400 && failure.errors) {
        setOutcome({ kind: 'error', message: 'Error de validación del servidor.', details: failure.errors.map((e) => e.msg) });
      } else if (failure.kind === 'response' && failure.status === 400) {
        setOutcome({ kind: 'error', message: failure.message ?? USER_MESSAGES.resetInvalid, expired: true });
      } else {
        setOutcome({ kind: 'error', message: 'Ocurrió un error inesperado al actualizar la contraseña.' });
      }
    }
  });

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
        <FormField id="password" label="Nueva contraseña" required error={errors.password?.message}>
          <input
            type="password"
            autoComplete="new-password"
            {...register('password', {
              validate: (v) =>
                v === '' ? 'Ingresa la nueva contraseña.' : passwordProblems(v).length === 0 || USER_MESSAGES.passwordPolicy,
            })}
          />
        </FormField>
        <PasswordChecklist control={control} />
        <FormField id="passwordConfirmation" label="Confirmar nueva contraseña" required error={errors.passwordConfirmation?.message}>
          <input
            type="password"
            autoComplete="new-password"
            {...register('passwordConfirmation', {
              validate: (v, values) => (v === '' ? 'Confirma la nueva contraseña.' : v === values.password || USER_MESSAGES.resetMismatch),
            })}
          />
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
