import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { ADMIN_MESSAGES, adminLoginSchema, type AdminLoginInput } from '@app/shared/admin';
import { Alert } from '../../../components/ui/alert';
import { usePageMeta } from '../../../lib/use-page-meta';
import { adminLogin } from '../../../lib/admin-session';
import { loginAdmin, loginErrorMessage, showsRecoveryLink } from '../api/admin-auth';
import { AdminAuthCard } from '../components/admin-auth-card';
import '../admin.css';

/** /login-admin-r21 (spec §2): username + password; the recovery link only after 'credenciales inválidas'. */
export default function AdminLoginPage() {
  usePageMeta('Login de Administrador');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema), defaultValues: { username: '', password: '' } });

  const onSubmit = async (values: AdminLoginInput) => {
    setError(null);
    try {
      const data = await loginAdmin(values);
      if (!data?.token) {
        setError(ADMIN_MESSAGES.loginUnexpected);
        return;
      }
      adminLogin(data.token);
      navigate('/admin/dashboard', { replace: true });
    } catch (err) {
      setError(loginErrorMessage(err));
    }
  };

  return (
    <AdminAuthCard title="Login de Administrador">
      <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
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
        <div className="field">
          <label className="label" htmlFor="admin-username">
            Usuario{' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id="admin-username"

            autoComplete="username"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'admin-username-error' : undefined}
            {...register('username')}
          />
          {errors.username && (
            <p className="field-error" id="admin-username-error">
              {errors.username.message}
            </p>
          )}
        </div>
        <div className="field">
          <label className="label" htmlFor="admin-password">
            Contraseña{' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id="admin-password"

            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'admin-password-error' : undefined}
            {...register('password')}
          />
          {errors.password && (
            <p className="field-error" id="admin-password-error">
              {errors.password.message}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          <LogIn aria-hidden="true" size={18} />
          {isSubmitting ? 'Ingresando...' : 'Ingresar'}
        </button>
      </form>
    </AdminAuthCard>
  );
}
