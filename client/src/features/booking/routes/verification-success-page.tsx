import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { CalendarCog, CircleCheck, MessageCircle } from 'lucide-react';
import { isHHmm } from '@app/shared/colombia-time';
import { usePageMeta } from '../../../lib/use-page-meta';
import { whatsappUrl } from '../../../lib/site-config';
import { useHydrated } from '../../../lib/hydration';
import { spanishLongDate } from '../lib/dates';
import type { VerificationSuccessState } from './confirm-booking-page';
import { useHashInView } from '../lib/use-hash-in-view';
import '../booking.css';

/** The verification-success screen (spec §2): greets the visitor and confirms the date and time. */
export default function VerificationSuccessPage() {
  usePageMeta('¡Asesoría confirmada!');
  useHashInView();
  const [params] = useSearchParams();
  const nombres = params.get('nombres')?.trim() || 'Usuario';
  const apellidos = params.get('apellidos')?.trim() ?? '';
  const fecha = spanishLongDate(params.get('fechaAsesoria')) ?? 'una fecha no especificada';
  const horaParam = params.get('horaAsesoria');
  const hora = horaParam && isHHmm(horaParam) ? `${horaParam} (hora de Colombia)` : 'una hora no especificada';
  const alreadyConfirmed = params.get('confirmada') === 'ya';
  // The "Mi asesoría" token travels in router state (not in the URL, which ends up in histories and logs).
  const state = useLocation().state as VerificationSuccessState | null;
  const hydrated = useHydrated();
  const gestionToken = hydrated && typeof state?.gestionToken === 'string' && state.gestionToken ? state.gestionToken : null;
  return (
    <section className="section">
      <div className="container booking-status card">
        <CircleCheck className="booking-status-icon" aria-hidden="true" size={56} />
        <h1>¡Hola, {`${nombres} ${apellidos}`.trim()}!</h1>
        <p className="lead">Tu correo fue verificado y tu asesoría quedó agendada.</p>
        <p className="booking-when">
          Te esperamos el <strong>{fecha}</strong> a las <strong>{hora}</strong>.
        </p>
        {alreadyConfirmed && <p>Esta asesoría ya estaba confirmada: no necesitas hacer nada más.</p>}
        <p>Te enviamos un correo electrónico de confirmación con los detalles de tu asesoría.</p>
        {gestionToken ? (
          <div className="booking-manage">
            <p>Si necesitas reprogramarla o cancelarla, o quieres añadirla a tu calendario:</p>
            <Link to={`/mi-asesoria/${encodeURIComponent(gestionToken)}#contenido`} className="btn btn-primary btn-lg">
              <CalendarCog aria-hidden="true" size={20} /> Gestionar mi asesoría
            </Link>
          </div>
        ) : (
          <p className="text-muted text-small">
            Para reprogramarla o cancelarla, usa el enlace «Gestionar mi asesoría» del correo de confirmación.
          </p>
        )}
        <div className="booking-gift">
          <h2>Un regalo para ti</h2>
          <p>Recibe gratis nuestra guía de alimentación saludable: escríbenos por chat y te la enviamos.</p>
          <a
            className="btn btn-primary"
            href={whatsappUrl('Hola, acabo de confirmar mi asesoría y quiero recibir la guía gratuita de alimentación saludable.')}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" size={18} /> Quiero mi guía gratuita
          </a>
        </div>
        <Link to="/" className="btn btn-outline">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
