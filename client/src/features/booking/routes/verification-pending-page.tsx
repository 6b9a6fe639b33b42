import { Link } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { usePageMeta } from '../../../lib/use-page-meta';
import '../booking.css';

/** /verification-pending (spec §2): check the e-mail (and spam) for the verification link. */
export default function VerificationPendingPage() {
  usePageMeta('Verifica tu correo electrónico');
  return (
    <section className="section">
      <div className="container booking-status card">
        <MailCheck className="booking-status-icon" aria-hidden="true" size={56} />
        <h1>Verifica tu correo electrónico</h1>
        <p className="lead">Te enviamos un enlace de verificación a tu correo electrónico. Ábrelo para confirmar tu asesoría.</p>
        <p>
          Si no lo ves en tu bandeja de entrada, revisa también la carpeta de spam o correo no deseado. Una vez verifiques tu correo,
          recibirás la confirmación de tu asesoría.
        </p>
        <p className="text-muted text-small">El enlace vence en 24 horas; si no lo usas, el horario quedará libre.</p>
        <Link to="/" className="btn btn-outline">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
