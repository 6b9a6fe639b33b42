import { HEALTH_CONSENT_REQUIRED_REASON, PROGRESO_MESSAGES } from '@app/shared/progreso';
import type { DB } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { consentOf, findPurposeConsent, insertConsent } from '../consent/index.js';

/**
 * The tools' consent (Ley 1581: health data is sensitive, its purpose needs its own explicit
 * authorisation): every write of Mi progreso and Mi reto passes `requireHealthConsent` first, so no
 * health data is stored without it, whatever the client does (docs/architecture.md §23).
 */
export async function requireHealthConsent(db: DB, userId: number): Promise<void> {
  if (!(await findPurposeConsent(db, userId, 'herramientas'))) {
    throw new AppError(403, PROGRESO_MESSAGES.consentRequired, undefined, { reason: HEALTH_CONSENT_REQUIRED_REASON });
  }
}

export const healthConsentOf = (db: DB, userId: number) => findPurposeConsent(db, userId, 'herramientas');

/**
 * Records the consent with the server's own text of the version the screen showed, the time and the
 * IP (as the booking's and the sign-up's). Given twice, the first record stands.
 */
export async function giveHealthConsent(db: DB, userId: number, version: string | undefined, ip: string | null, at: Date) {
  const { version: id, texto } = consentOf(version, 'health');
  const existing = await healthConsentOf(db, userId);
  if (existing) return { created: false, consentimiento: existing };
  await insertConsent(db, { userId, finalidad: 'herramientas', version: id, texto, ip, at });
  return { created: true, consentimiento: (await healthConsentOf(db, userId))! };
}
