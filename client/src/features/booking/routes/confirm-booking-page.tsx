import { useParams } from 'react-router-dom';
import { VERIFY_FAILURE_REASONS } from '@app/shared/booking-lifecycle';
import { PageSpinner } from '../../../components/ui/spinner';
import { apiFailure } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useRedirectOnce, type RedirectTarget } from '../../../lib/use-redirect-once';
import { verifyBooking } from '../api/booking-lifecycle';

/** What the success page receives in router state (kept out of the URL: it is a credential). */
export interface VerificationSuccessState {
  gestionToken?: string;
}

interface Target extends RedirectTarget {
  state?: VerificationSuccessState;
}

/**
 * `#contenido` (the layout's main, the skip link's target) opens the outcome in view, whatever the
 * layout puts above the page (the task pages' layout puts nothing: docs/decisions/014).
 */
const IN_VIEW = '#contenido';

const errorTarget = (reason: string): Target => ({ to: `/verification-error?reason=${encodeURIComponent(reason)}${IN_VIEW}` });
const knownReason = (reason: string | undefined) =>
  reason && (VERIFY_FAILURE_REASONS as readonly string[]).includes(reason) ? reason : 'invalid_token';

/** Where the confirmation call leads: the success page, or the error page with its reason (never raw JSON). */
export async function confirmationTarget(token: string | undefined): Promise<Target> {
  if (!token?.trim()) return errorTarget('invalid_token');
  try {
    const res = await verifyBooking(token);
    const params = new URLSearchParams({
      nombres: res.nombres,
      apellidos: res.apellidos,
      fechaAsesoria: res.fechaAsesoria,
      horaAsesoria: res.horaAsesoria,
    });
    if (res.alreadyConfirmed) params.set('confirmada', 'ya');
    return { to: `/verification-success?${params}${IN_VIEW}`, state: res.gestionToken ? { gestionToken: res.gestionToken } : undefined };
  } catch (err) {
    const failure = apiFailure(err);
    if (failure.kind === 'response' && failure.status === 400) return errorTarget(knownReason(failure.reason));
    return errorTarget('server_error');
  }
}

/**
 * /confirmar-asesoria/:token, the e-mailed link: confirms with a POST, so that a mail
 * scanner fetching the link confirms nothing, then replaces itself with the outcome's page.
 */
export default function ConfirmBookingPage() {
  usePageMeta('Confirmando tu asesoría');
  const { token } = useParams();
  // one POST per visit, whatever the server would make of a second
  useRedirectOnce(() => confirmationTarget(token));

  return <PageSpinner label="Confirmando tu asesoría..." />;
}
