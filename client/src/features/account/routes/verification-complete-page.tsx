import { Link, useSearchParams } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { AccountLayout } from '../components/account-layout';

export default function VerificationCompletePage() {
  const [params] = useSearchParams();
  const already = params.get('already_verified') === 'true';
  return (
    <AccountLayout title="Cuenta Activada">
      <div className="account-status">
        <CircleCheck className="account-status-icon" size={56} aria-hidden="true" />
        <p>
          {already
            ? 'Tu correo electrónico ya estaba verificado. Tu cuenta está activa: inicia sesión para continuar.'
            : '¡Tu correo electrónico fue verificado con éxito! Tu cuenta ya está activa y puedes iniciar sesión.'}
        </p>
      </div>
      <div className="form-actions">
        <Link to="/login" className="btn btn-primary btn-block">
          Iniciar sesión
        </Link>
      </div>
    </AccountLayout>
  );
}
