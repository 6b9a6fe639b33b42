import { Link, useLocation } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { AccountLayout } from '../components/account-layout';
import { ResendVerification } from '../components/resend-verification';

export default function VerificationPendingPage() {
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  const address = typeof email === 'string' && email ? email : undefined;
  return (
    <AccountLayout title="Verifica tu correo electrónico">
      <div className="account-status">
        <MailCheck className="account-status-icon" size={56} aria-hidden="true" />
        <p>
          Te enviamos un enlace de verificación{address ? ' a ' : ''}
          {address && <strong>{address}</strong>}. Ábrelo para activar tu cuenta.
        </p>
        <p className="text-muted">
          Revisa tu bandeja de entrada y también la carpeta de spam o correo no deseado. El enlace vence en 24 horas.
        </p>
      </div>
      <div className="account-aside">
        <p className="text-small text-muted">¿No te llegó el correo?</p>
        <ResendVerification email={address} />
      </div>
      <p className="account-links">
        <Link to="/login">Ir a iniciar sesión</Link>
      </p>
    </AccountLayout>
  );
}
