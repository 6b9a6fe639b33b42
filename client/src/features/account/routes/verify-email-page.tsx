import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/use-page-meta';
import { verifyEmail } from '../api/account-api';
import { apiFailure } from '../../../lib/api-error';
import { useRedirectOnce } from '../../../lib/use-redirect-once';

const errorPath = (reason: string) => `/verificacion-error?reason=${encodeURIComponent(reason)}`;

/** Where the outcome of the verification call leads (spec §2, §8). */
export async function verificationTarget(token: string | undefined): Promise<string> {
  if (!token) return errorPath('no_token_in_url');
  try {
    const res = await verifyEmail(token);
    if (res.status !== 200) return errorPath(`unexpected_status_${res.status}`);
    const reason = res.data?.reason;
    if (reason === 'success') return '/verificacion-completa';
    if (reason === 'already_verified') return '/verificacion-completa?already_verified=true';
    if (typeof reason === 'string' && reason) return errorPath(reason);
    return errorPath('unknown_success_reason');
  } catch (err) {
    const failure = apiFailure(err);
    if (failure.kind === 'response') return errorPath(failure.reason ?? `api_error_${failure.status}`);
    if (failure.kind === 'network') return errorPath('network_error_to_api');
    return errorPath('api_call_failed');
  }
}

/** /verify-email/:token: one attempt only, then a redirect. */
export default function VerifyEmailPage() {
  usePageMeta('Verificando tu correo');
  const { token } = useParams();
  useRedirectOnce(() => verificationTarget(token));

  return <PageSpinner label="Verificando tu correo electrónico..." />;
}
