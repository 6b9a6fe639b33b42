import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { apiErrorMessage, apiFailure } from '../../../lib/api-error';
import { useHydrated } from '../../../lib/hydration';
import { usePageMeta } from '../../../lib/use-page-meta';
import { resendBookingVerification } from '../api/booking-lifecycle';
import '../booking.css';

/** What the booking form passes in router state (the page opened directly has none). */
export interface VerificationPendingState {
  email?: string;
  holdHours?: number;
}

/** After a resend (or a refusal), the button rests this long: one click, one e-mail. */
export const RESEND_COOLDOWN_MS = 30_000;

const RESEND_FAILED = 'No pudimos reenviar el correo. Por favor, inténtalo de nuevo en unos minutos.';

const hoursText = (h: number) => (h === 1 ? '1 hora' : `${h} horas`);

function readState(state: unknown): { email: string; holdHours: number | null } | null {
  const s = state as VerificationPendingState | null;
  if (typeof s?.email !== 'string' || !s.email) return null;
  const holdHours = typeof s.holdHours === 'number' && Number.isFinite(s.holdHours) && s.holdHours > 0 ? s.holdHours : null;
  return { email: s.email, holdHours };
}

function ResendButton({ email }: { email: string }) {
  const mutation = useMutation({ mutationFn: resendBookingVerification });
  const [coolingDown, setCoolingDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = () => {
    mutation.mutate(email, {
      onSettled: (_data, error) => {
        // a network failure may be retried at once; an answer (sent, or 429) rests the button
        if (error && apiFailure(error).kind !== 'response') return;
        setCoolingDown(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
      },
    });
  };

  return (
    <div className="booking-resend">
      <p className="text-small text-muted">¿No te llegó el correo?</p>
      <button type="button" className="btn btn-outline" onClick={send} disabled={mutation.isPending || coolingDown}>
        {mutation.isPending ? 'Enviando...' : 'Reenviar correo'}
      </button>
      {mutation.isSuccess && <Alert variant="success">{mutation.data.message}</Alert>}
      {mutation.isError && <Alert variant="error">{apiErrorMessage(mutation.error, RESEND_FAILED)}</Alert>}
    </div>
  );
}

/**
 * /verification-pending (spec §2): check the e-mail (and spam) for the verification
 * link. Coming from the booking form it names the address and how long the link holds the slot,
 * and offers to send the link again.
 */
export default function VerificationPendingPage() {
  usePageMeta('Verifica tu correo electrónico');
  const location = useLocation();
  // Router state is the visitor's own: never part of a render that must match pre-rendered HTML.
  const hydrated = useHydrated();
  const sent = hydrated ? readState(location.state) : null;
  return (
    <section className="section">
      <div className="container booking-status card">
        <MailCheck className="booking-status-icon" aria-hidden="true" size={56} />
        <h1>Verifica tu correo electrónico</h1>
        {sent ? (
          <p className="lead">
            Te enviamos un enlace de verificación a <strong className="booking-email">{sent.email}</strong>. Ábrelo para confirmar tu
            asesoría.
          </p>
        ) : (
          <p className="lead">Te enviamos un enlace de verificación a tu correo electrónico. Ábrelo para confirmar tu asesoría.</p>
        )}
        <p>
          Si no lo ves en tu bandeja de entrada, revisa también la carpeta de spam o correo no deseado. Una vez verifiques tu correo,
          recibirás la confirmación de tu asesoría.
        </p>
        <p className="text-muted text-small">
          {sent?.holdHours
            ? `El enlace vence en ${hoursText(sent.holdHours)}; si no lo usas, el horario quedará libre.`
            : 'El enlace vence pronto; si no lo usas a tiempo, el horario quedará libre.'}
        </p>
        {sent && <ResendButton email={sent.email} />}
        <Link to="/" className="btn btn-outline">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
