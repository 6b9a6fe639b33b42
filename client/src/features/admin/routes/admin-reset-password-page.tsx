import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { ADMIN_MESSAGES, adminResetPasswordSchema } from '@app/shared/admin';
import { Alert } from '../../../components/ui/alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ADMIN_LOGIN_PATH } from '../../../lib/storage-keys';
import { resetAdminPassword } from '../api/admin-auth';
import { AdminAuthCard } from '../components/admin-auth-card';
import '../admin.css';

/** Spec §4: after a successful admin reset, back to the admin login after 4 s. */
const REDIRECT_AFTER_RESET_MS = 4000;

interface ResetForm {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** /admin/reset-password?token=… (spec §2, §5). */
export default function AdminResetPasswordPage() {
  usePageMeta('Restablecer contraseña de administrador');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm, unknown, ResetForm>({
    resolver: zodResolver(adminResetPasswordSchema) as never,
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate(ADMIN_LOGIN_PATH, { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const onSubmit = async (values: ResetForm) => {
    setError(null);
    try {
      const data = await resetAdminPassword(values);
      setSuccess(data?.message || ADMIN_MESSAGES.resetSuccess);
    } catch (err) {
      setError(apiErrorMessage(err, ADMIN_MESSAGES.resetFailed));
    }
  };

  const formError = errors.token?.message ?? errors.newPassword?.message ?? errors.confirmPassword?.message;

  return (
    <AdminAuthCard title="Restablecer contraseña" footer={<Link to={ADMIN_LOGIN_PATH}>Volver al inicio de sesión</Link>}>
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
        <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
          {error && <Alert variant="error">{error}</Alert>}
          {formError && <Alert variant="error">{formError}</Alert>}
          <input type="hidden" {...register('token')} />
          <div className="field">
            <label className="label" htmlFor="admin-new-password">
              Nueva contraseña{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id="admin-new-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={errors.newPassword ? true : undefined}
              {...register('newPassword')}
            />
            <p className="field-hint">Mínimo 8 caracteres.</p>
          </div>
          <div className="field">
            <label className="label" htmlFor="admin-confirm-password">
              Confirmar nueva contraseña{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </label>
            <input
              id="admin-confirm-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={errors.confirmPassword ? true : undefined}
              {...register('confirmPassword')}
            />
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
            <KeyRound aria-hidden="true" size={18} />
            {isSubmitting ? 'Actualizando...' : 'Actualizar contraseña'}
          </button>
        </form>
      )}
    </AdminAuthCard>
  );
}
