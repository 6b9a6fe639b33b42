import { CURRENT_POLICY, PRIVACY_MESSAGES, policyVersion } from '@app/shared/privacy';
import { badRequest } from '../../lib/errors.js';

/** The consent to record: the server's own text of the version the form showed (400 for an unknown one). */
export function consentOf(version: string | undefined, kind: 'booking' | 'signup' | 'purchase' | 'health') {
  const v = policyVersion(version ?? CURRENT_POLICY.id);
  const texts = v && { booking: v.bookingConsent, signup: v.signupConsent, purchase: v.purchaseConsent, health: v.healthToolsConsent };
  const texto = texts?.[kind];
  // A version from before the shop (or the tools) has no such text: nobody was shown one to accept.
  if (!v || !texto)
    throw badRequest(PRIVACY_MESSAGES.unknownPolicyVersion, [{ path: 'politica_version', msg: PRIVACY_MESSAGES.unknownPolicyVersion }]);
  return { version: v.id, texto };
}
