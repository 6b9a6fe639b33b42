import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { ADMIN_MESSAGES, adminResetPasswordSchema } from '@app/shared/admin';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { usePageMeta } from '../../../lib/use-page-meta';
import { LOGIN_PATH } from '../../../lib/session/session-storage';
import { resetAdminPassword } from '../api/admin-auth';
import { AdminAuthCard } from '../components/admin-auth-card';
import '../admin-auth.css';

/** Spec §4: after a successful admin reset, back to the admin login after 4 s. */
const REDIRECT_AFTER_RESET_MS = 4000;

/** /admin/reset-password?token=… (spec §2, §5). */
export default function AdminResetPasswordPage() {
  usePageMeta('Restablecer contraseña de administrador');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [success, setSuccess] = useState<string | null>(null);
  // Started with the success itself (not in an effect after it renders): the 4 s count from the answer.
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const {
    register,
    onSubmit,
    formError: error,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    adminResetPasswordSchema,
    async (values) => {
      const data = await resetAdminPassword(values);
      setSuccess(data?.message || ADMIN_MESSAGES.resetSuccess);
      redirect.current = setTimeout(() => navigate(LOGIN_PATH.admin, { replace: true }), REDIRECT_AFTER_RESET_MS);
    },
    {
      defaultValues: { token, newPassword: '', confirmPassword: '' },
      failureMessage: ADMIN_MESSAGES.resetFailed,
      // the rules' messages show once, in the alert: the server's are said there too
      fields: [],
    },
  );

  const formError = errors.token?.message ?? errors.newPassword?.message ?? errors.confirmPassword?.message;

  return (
    <AdminAuthCard title="Restablecer contraseña" footer={<Link to={LOGIN_PATH.admin}>Volver al inicio de sesión</Link>}>
      {!token && (
        <Alert variant="error">
          <p>{ADMIN_MESSAGES.tokenMissingInUrl}</p>
          <p>
            <Link to="/admin/recuperar-contrasena">Solicitar un nuevo enlace</Link>
          </p>
        </Alert>
      )}
      {success ? (
        <Alert variant="success">
          <p>{success}</p>
          <p>Te llevaremos al inicio de sesión en unos segundos…</p>
        </Alert>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate>
          {error && <Alert variant="error">{error}</Alert>}
          {formError && <Alert variant="error">{formError}</Alert>}
          <input type="hidden" {...register('token')} />
          {/* The rules' messages show once, in the alert above: the fields are only marked invalid. */}
          <FormField id="admin-new-password" label="Nueva contraseña" required hint="Mínimo 8 caracteres." invalid={!!errors.newPassword}>
            <input type="password" autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField id="admin-confirm-password" label="Confirmar nueva contraseña" required invalid={!!errors.confirmPassword}>
            <input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
            <KeyRound aria-hidden="true" size={18} />
            {isSubmitting ? 'Actualizando...' : 'Actualizar contraseña'}
          </button>
        </form>
      )}
    </AdminAuthCard>
  );
}
