import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { ADMIN_MESSAGES, adminLoginSchema, type TwoFactorSetupResponse } from '@app/shared/admin';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAdminSession } from '../../../lib/session/session-provider';
import { loginAdmin, loginErrorMessage, showsRecoveryLink } from '../api/admin-auth';
import { activateAtLogin, setupAtLogin, verifyTwoFactor } from '../api/two-factor';
import { AdminAuthCard } from '../components/admin-auth-card';
import { RecoveryCodes } from '../components/recovery-codes';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';
import { TwoFactorEnrol } from '../components/two-factor-enrol';
import '../admin-auth.css';

/**
 * The second step, when the password was right (ADR 010): a code for the challenge, or (with
 * ADMIN_REQUIRE_2FA) setting two-factor login up, then the recovery codes before the dashboard.
 */
type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'setup'; challenge: string; setup: TwoFactorSetupResponse | null }
  | { kind: 'codes'; token: string; recoveryCodes: string[] };

/** /login-admin-r21 (spec §2): username + password; the recovery link only after 'credenciales inválidas'. */
export default function AdminLoginPage() {
  usePageMeta('Login de Administrador');
  const navigate = useNavigate();
  const { login } = useAdminSession();
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'password' });

  const enter = (token: string) => {
    login(token);
    navigate('/admin/dashboard', { replace: true });
  };
  /** Runs a second-step call; on failure shows the server's Spanish message and rejects (the form clears). */
  const attempt = async (call: () => Promise<void>) => {
    setError(null);
    try {
      await call();
    } catch (err) {
      setError(loginErrorMessage(err));
      throw err;
    }
  };
  const restart = () => {
    setError(null);
    setStep({ kind: 'password' });
  };
  const {
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    adminLoginSchema,
    async (values) => {
      setError(null);
      const data = await loginAdmin(values);
      if (data && 'requires2fa' in data && data.challenge) {
        setStep({ kind: 'code', challenge: data.challenge });
        return;
      }
      if (data && 'requires2faSetup' in data && data.challenge) {
        const { challenge } = data;
        setStep({ kind: 'setup', challenge, setup: null });
        setStep({ kind: 'setup', challenge, setup: await setupAtLogin(challenge) });
        return;
      }
      if (!data || !('token' in data) || !data.token) {
        setError(ADMIN_MESSAGES.loginUnexpected);
        return;
      }
      enter(data.token);
    },
    {
      defaultValues: { username: '', password: '' },
      // the steps share one alert (a second step's failure is said there too)
      onFailure: ({ error: err }) => {
        setError(loginErrorMessage(err));
        return null;
      },
    },
  );

  const errorAlert = error && (
    <Alert variant="error">
      <p>{error}</p>
    </Alert>
  );
  const back = (
    <button type="button" className="btn btn-ghost btn-block btn-wrap" onClick={restart}>
      Volver al inicio de sesión
    </button>
  );

  if (step.kind === 'code') {
    return (
      <AdminAuthCard title="Verificación en dos pasos">
        <div className="stack">
          <p>Ingresa el código de 6 dígitos de tu aplicación de autenticación, o uno de tus códigos de recuperación.</p>
          <div aria-live="assertive">{errorAlert}</div>
          <TwoFactorCodeForm
            id="admin-2fa-code"
            allowRecovery
            submitLabel="Verificar"
            busyLabel="Verificando..."
            onSubmit={(code) => attempt(async () => enter((await verifyTwoFactor(step.challenge, code)).token))}
          />
          {back}
        </div>
      </AdminAuthCard>
    );
  }

  if (step.kind === 'setup') {
    return (
      <AdminAuthCard title="Activa la verificación en dos pasos">
        <div className="stack">
          <p>Este sitio exige la verificación en dos pasos para entrar al panel. Actívala ahora con tu teléfono.</p>
          <div aria-live="assertive">{errorAlert}</div>
          {step.setup ? (
            <TwoFactorEnrol
              setup={step.setup}
              onConfirm={(code) =>
                attempt(async () => {
                  const res = await activateAtLogin(step.challenge, code);
                  if (res.token) setStep({ kind: 'codes', token: res.token, recoveryCodes: res.recoveryCodes });
                })
              }
            />
          ) : null}
          {back}
        </div>
      </AdminAuthCard>
    );
  }

  if (step.kind === 'codes') {
    return (
      <AdminAuthCard title="Códigos de recuperación">
        <div className="stack">
          <Alert variant="success">Verificación en dos pasos activada.</Alert>
          <RecoveryCodes codes={step.recoveryCodes} />
          <button type="button" className="btn btn-primary btn-block btn-wrap" onClick={() => enter(step.token)}>
            Ya los guardé: ir al panel
          </button>
        </div>
      </AdminAuthCard>
    );
  }

  return (
    <AdminAuthCard title="Login de Administrador">
      <form className="stack" onSubmit={onSubmit} noValidate>
        {error && (
          <Alert variant="error">
            <p>{error}</p>
            {showsRecoveryLink(error) && (
              <p>
                <Link to="/admin/recuperar-contrasena">¿Olvidaste tu contraseña? Recupérala aquí</Link>
              </p>
            )}
          </Alert>
        )}
        <FormField id="admin-username" label="Usuario" required error={errors.username?.message}>
          <input autoComplete="username" {...register('username')} />
        </FormField>
        <FormField id="admin-password" label="Contraseña" required error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          <LogIn aria-hidden="true" size={18} />
          {isSubmitting ? 'Ingresando...' : 'Ingresar'}
        </button>
      </form>
    </AdminAuthCard>
  );
}
