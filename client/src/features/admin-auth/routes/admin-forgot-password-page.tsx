import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Mail } from 'lucide-react';
import { ADMIN_MESSAGES, adminResetRequestSchema } from '@app/shared/admin';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { usePageMeta } from '../../../lib/use-page-meta';
import { LOGIN_PATH } from '../../../lib/session/session-storage';
import { requestAdminPasswordReset } from '../api/admin-auth';
import { AdminAuthCard } from '../components/admin-auth-card';
import '../admin-auth.css';

/** /admin/recuperar-contrasena (spec §2): asks for a reset link by e-mail; the answer is always neutral. */
export default function AdminForgotPasswordPage() {
  usePageMeta('Recuperar contraseña de administrador');
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    onSubmit,
    formError: error,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    adminResetRequestSchema,
    async ({ email }) => {
      setSent(null);
      const data = await requestAdminPasswordReset(email);
      setSent(data?.message || ADMIN_MESSAGES.resetRequested);
    },
    { defaultValues: { email: '' }, failureMessage: ADMIN_MESSAGES.requestFailed },
  );

  return (
    <AdminAuthCard title="Recuperar contraseña" footer={<Link to={LOGIN_PATH.admin}>Volver al inicio de sesión</Link>}>
      <p className="text-muted">
        Escribe el correo electrónico de tu cuenta de administrador y te enviaremos un enlace para restablecer la contraseña.
      </p>
      <form className="stack" onSubmit={onSubmit} noValidate>
        {sent && <Alert variant="success">{sent}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
        <FormField id="admin-reset-email" label="Correo electrónico" required error={errors.email?.message}>
          <input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          <Mail aria-hidden="true" size={18} />
          {isSubmitting ? 'Enviando...' : 'Enviar enlace'}
        </button>
      </form>
    </AdminAuthCard>
  );
}
