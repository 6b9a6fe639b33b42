import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { EMAIL_NOT_VERIFIED_REASON, loginSchema } from '@app/shared/users';
import { Alert } from '../../../components/ui/alert';
import { useUserSession } from '../../../lib/session/session-provider';
import { AccountLayout } from '../components/account-layout';
import { FormField } from '../../../components/ui/form-field';
import { ResendVerification } from '../components/resend-verification';
import { loginUser } from '../api/account-api';
import { apiFailure } from '../../../lib/api-error';

const PROFILE_PATH = '/perfil';

/** The location RequireUser sent the visitor from, as a path (never an outside URL). */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> | string } | null)?.from;
  const path = typeof from === 'string' ? from : from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '';
  return path.startsWith('/') && !path.startsWith('//') && !/^\/login\b/i.test(path) ? path : PROFILE_PATH;
}

const loginFormSchema = loginSchema.extend({ remember: z.boolean() });
type LoginFormValues = z.input<typeof loginFormSchema>;

export default function LoginPage() {
  const { login, isAuthenticated } = useUserSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string>();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues, unknown, z.output<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const mutation = useMutation({ mutationFn: loginUser });

  if (isAuthenticated && !mutation.isPending) return <Navigate to={returnPath(location.state)} replace />;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    // The remember-me box is not part of the request (spec §2).
    setError(undefined);
    setUnverifiedEmail(undefined);
    try {
      const data = await mutation.mutateAsync({ email, password });
      if (!data.token || !data.user) {
        setError('Error inesperado al procesar el inicio de sesión.');
        return;
      }
      login(data.token, data.user as unknown as Record<string, unknown>);
      navigate(returnPath(location.state), { replace: true });
    } catch (err) {
      const failure = apiFailure(err);
      if (failure.kind === 'response') {
        setError(failure.message ?? 'Error al iniciar sesión.');
        if (failure.reason === EMAIL_NOT_VERIFIED_REASON) setUnverifiedEmail(email);
      } else if (failure.kind === 'network') setError('No se pudo conectar al servidor. Inténtalo más tarde.');
      else setError('Ocurrió un error inesperado.');
    }
  });

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
