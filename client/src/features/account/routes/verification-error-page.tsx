import { Link, useSearchParams } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import { AccountLayout } from '../components/account-layout';
import { ResendVerification } from '../components/resend-verification';
import { RESENDABLE_REASONS, verificationErrorText } from '../lib/verification-reasons';

export default function VerificationErrorPage() {
  const [params] = useSearchParams();
  const reason = params.get('reason');
  return (
    <AccountLayout title="No pudimos verificar tu correo">
      <div className="account-status account-status-error">
        <CircleAlert className="account-status-icon" size={56} aria-hidden="true" />
        <p role="alert">{verificationErrorText(reason)}</p>
      </div>
      {reason && RESENDABLE_REASONS.has(reason) && (
        <div className="account-aside">
          <p>Si tu cuenta aún no está activa, escribe tu correo y te enviaremos un nuevo enlace de verificación.</p>
          <ResendVerification label="Enviar un nuevo enlace" />
        </div>
      )}
      <p className="account-links">
        <Link to="/login">Ir a iniciar sesión</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/registro-usuarios">Crear una cuenta</Link>
      </p>
    </AccountLayout>
  );
}
