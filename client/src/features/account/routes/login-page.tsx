import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { EMAIL_NOT_VERIFIED_REASON, loginSchema } from '@app/shared/users';
import { Alert } from '../../../components/ui/alert';
import { useUserSession } from '../../../lib/session/session-provider';
import { AccountLayout } from '../components/account-layout';
import { FormField } from '../../../components/ui/form-field';
import { ResendVerification } from '../components/resend-verification';
import { loginUser } from '../api/account-api';
import { useSchemaForm } from '../../../lib/use-schema-form';

const PROFILE_PATH = '/perfil';

/** The location RequireUser sent the visitor from, as a path (never an outside URL). */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> | string } | null)?.from;
  const path = typeof from === 'string' ? from : from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '';
  return path.startsWith('/') && !path.startsWith('//') && !/^\/login\b/i.test(path) ? path : PROFILE_PATH;
}

const loginFormSchema = loginSchema.extend({ remember: z.boolean() });

export default function LoginPage() {
  const { login, isAuthenticated } = useUserSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();
  const sentEmail = useRef('');
  const mutation = useMutation({ mutationFn: loginUser });
  const {
    register,
    onSubmit,
    setError,
    formError: error,
    formState: { errors },
  } = useSchemaForm(
    loginFormSchema,
    async ({ email, password }) => {
      // The remember-me box is not part of the request (spec §2).
      setUnverifiedEmail(undefined);
      sentEmail.current = email;
      const data = await mutation.mutateAsync({ email, password });
      if (!data.token || !data.user) {
        setError('root', { message: 'Error inesperado al procesar el inicio de sesión.' });
        return;
      }
      login(data.token, data.user as unknown as Record<string, unknown>);
      navigate(returnPath(location.state), { replace: true });
    },
    {
      defaultValues: { email: '', password: '', remember: false },
      onFailure: ({ failure }) => {
        if (failure.kind === 'response') {
          if (failure.reason === EMAIL_NOT_VERIFIED_REASON) setUnverifiedEmail(sentEmail.current);
          return failure.message ?? 'Error al iniciar sesión.';
        }
        return failure.kind === 'network' ? 'No se pudo conectar al servidor. Inténtalo más tarde.' : 'Ocurrió un error inesperado.';
      },
    },
  );

  if (isAuthenticated && !mutation.isPending) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <AccountLayout title="Iniciar sesión" intro={<p>Ingresa a tu espacio personal con tu correo electrónico y tu contraseña.</p>}>
      {error && (
        <Alert variant="error" className="mb-2">
          <p>{error}</p>
        </Alert>
      )}
      {unverifiedEmail && (
        <div className="account-aside mb-2">
          <ResendVerification email={unverifiedEmail} />
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Iniciar sesión">
        <FormField id="email" label="Correo electrónico" required error={errors.email?.message}>
          <input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField id="password" label="Contraseña" required error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="login-row">
          <FormField id="remember" label="Recordarme" inline className="mb-0">
            <input type="checkbox" {...register('remember')} />
          </FormField>
          <Link to="/forgot-password">¿Olvidaste tu contraseña?</Link>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
            {mutation.isPending ? 'Ingresando...' : 'Iniciar sesión'}
          </button>
        </div>
        <p className="account-links">
          ¿No tienes una cuenta? <Link to="/registro-usuarios">Regístrate</Link>
        </p>
      </form>
    </AccountLayout>
  );
}
