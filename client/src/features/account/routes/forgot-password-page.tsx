import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { USER_MESSAGES, emailOnlySchema } from '@app/shared/users';
import { Alert } from '../../../components/ui/alert';
import { AccountLayout } from '../components/account-layout';
import { FormField } from '../../../components/ui/form-field';
import { forgotPassword } from '../api/account-api';
import { useSchemaForm } from '../../../lib/use-schema-form';

export default function ForgotPasswordPage() {
  const mutation = useMutation({ mutationFn: forgotPassword });
  const {
    register,
    onSubmit,
    formError: error,
    formState: { errors },
  } = useSchemaForm(emailOnlySchema, (payload) => mutation.mutateAsync(payload), {
    defaultValues: { email: '' },
    onFailure: ({ failure }) =>
      failure.kind === 'response' && failure.status === 429 && failure.message
        ? failure.message
        : 'Ocurrió un error al procesar tu solicitud. Por favor, inténtalo de nuevo más tarde.',
  });

  return (
    <AccountLayout
      title="¿Olvidaste tu contraseña?"
      intro={<p>Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.</p>}
    >
      {mutation.isSuccess ? (
        // Always the same neutral text: the answer never reveals whether an account exists (spec §8).
        <Alert variant="success">
          <p>{USER_MESSAGES.forgotNeutral}</p>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Recuperar contraseña">
          {error && (
            <Alert variant="error" className="mb-2">
              <p>{error}</p>
            </Alert>
          )}
          <FormField id="email" label="Correo electrónico" required error={errors.email?.message}>
            <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
              {mutation.isPending ? 'Enviando...' : 'Enviar enlace'}
            </button>
          </div>
        </form>
      )}
      <p className="account-links">
        <Link to="/login">Volver a iniciar sesión</Link>
      </p>
    </AccountLayout>
  );
}
