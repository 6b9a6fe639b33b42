import { Link, useSearchParams } from 'react-router-dom';
import { CircleAlert, MessageCircle } from 'lucide-react';
import { usePageMeta } from '../../../lib/use-page-meta';
import { whatsappUrl } from '../../../lib/site-config';
import { useHashInView } from '../lib/use-hash-in-view';
import '../booking.css';

const REASONS: Record<string, string> = {
  invalid_token: 'El enlace de verificación es inválido o ya fue utilizado.',
  expired_token: 'El enlace de verificación ha expirado...',
  server_error: 'Ocurrió un error en el servidor. Por favor, inténtalo más tarde.',
};

/** The verification-error screen (spec §2): invalid or used link, a chat link and a way home. */
export default function VerificationErrorPage() {
  usePageMeta('No pudimos verificar tu asesoría');
  useHashInView();
  const [params] = useSearchParams();
  const reason = params.get('reason') ?? 'invalid_token';
  const detail = REASONS[reason] ?? 'Ocurrió un error durante la verificación.';
  return (
    <section className="section">
      <div className="container booking-status card">
        <CircleAlert className="booking-status-icon booking-status-icon-error" aria-hidden="true" size={56} />
        <h1>No pudimos verificar tu asesoría</h1>
        <p className="lead" role="alert">
          {detail}
        </p>
        <p>
          Si ya verificaste tu correo, no necesitas hacer nada más: tu asesoría está confirmada. Si no, vuelve a registrarte y elige un
          nuevo horario.
        </p>
        <div className="btn-row booking-status-actions">
          <a
            className="btn btn-primary"
            href={whatsappUrl('Hola, tuve un problema al verificar mi asesoría.')}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" size={18} /> Escríbenos por chat
          </a>
          <Link to="/registro" className="btn btn-outline">
            Registrarme de nuevo
          </Link>
          <Link to="/" className="btn btn-ghost">
            Volver al inicio
          </Link>
        </div>
      </div>
    </section>
  );
}
