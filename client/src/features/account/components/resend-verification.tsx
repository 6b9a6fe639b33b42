import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { emailOnlySchema } from '@app/shared/users';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { resendVerification } from '../api/account-api';
import { apiFailure } from '../../../lib/api-error';

interface ResendVerificationProps {
  /** Known address (after sign-up or a refused login): only the button is shown. */
  email?: string;
  label?: string;
}

/** Asks for a new verification link; the answer is neutral whatever the address. */
export function ResendVerification({ email, label = 'Reenviar enlace de verificación' }: ResendVerificationProps) {
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const mutation = useMutation({ mutationFn: resendVerification });

  const send = () => {
    const parsed = emailOnlySchema.safeParse({ email: email ?? typed });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    mutation.mutate(parsed.data);
  };

  if (mutation.isSuccess) {
    return <Alert variant="success">{mutation.data?.message}</Alert>;
  }
  const failure = mutation.isError ? apiFailure(mutation.error) : null;
  return (
    <form
      className="resend-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {!email && (
        <FormField id="resend-email" label="Correo electrónico" error={fieldError}>
          <input type="email" autoComplete="email" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </FormField>
      )}
      {failure && (
        <Alert variant="error">
          {(failure.kind === 'response' && failure.message) ||
            'Ocurrió un error al procesar tu solicitud. Por favor, inténtalo de nuevo más tarde.'}
        </Alert>
      )}
      <button type="submit" className="btn btn-outline" disabled={mutation.isPending}>
        {mutation.isPending ? 'Enviando...' : label}
      </button>
    </form>
  );
}
