import { HEALTH_CONSENT_REQUIRED_REASON, PROGRESO_MESSAGES } from '@app/shared/progreso';
import type { Transaction } from 'kysely';
import { withDeadlockRetry, type DB } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { consentOf, findPurposeConsent, insertConsent, revokePurposeConsent } from '../consent/index.js';
import { deleteCheckinsOf } from './mi-reto.repo.js';
import { deleteHealthData } from './progreso.repo.js';
import type { Db } from '../../db/database.js';

/**
 * The tools' consent (Ley 1581: health data is sensitive, its purpose needs its own explicit
 * authorisation): every read of the CSV passes `requireHealthConsent` first, and every write of Mi
 * progreso and Mi reto runs inside `withHealthConsent`, so no health data is stored without it,
 * whatever the client does (docs/architecture.md §23).
 */
export async function requireHealthConsent(db: Db, userId: number, lock = false, refusal = consentRequired): Promise<void> {
  if (!(await findPurposeConsent(db, userId, 'herramientas', { lock }))) throw refusal();
}

/** The person's own write without the consent: 403, with the reason the client shows the consent for. */
const consentRequired = () => new AppError(403, PROGRESO_MESSAGES.consentRequired, undefined, { reason: HEALTH_CONSENT_REQUIRED_REASON });

/**
 * A write of health data in one transaction that first reads the standing consent with a lock: a
 * withdrawal at the same moment either comes after the write (and deletes what it wrote) or before
 * it (and the write is refused: 403, or the caller's `refusal`, the coach's 404) — never a row left
 * behind a withdrawn consent.
 */
export async function withHealthConsent<T>(
  db: DB,
  userId: number,
  write: (trx: Transaction<Database>) => Promise<T>,
  refusal = consentRequired,
): Promise<T> {
  return withDeadlockRetry(() =>
    db.transaction().execute(async (trx) => {
      await requireHealthConsent(trx, userId, true, refusal);
      return write(trx);
    }),
  );
}

export const healthConsentOf = (db: DB, userId: number) => findPurposeConsent(db, userId, 'herramientas');

/**
 * Records the consent with the server's own text of the version the screen showed, the time and the
 * IP (as the booking's and the sign-up's). Given twice, the first record stands; given again after a
 * withdrawal, it is a new record.
 */
export async function giveHealthConsent(db: DB, userId: number, version: string | undefined, ip: string | null, at: Date) {
  const { version: id, texto } = consentOf(version, 'health');
  const existing = await healthConsentOf(db, userId);
  if (existing) return { created: false, consentimiento: existing };
  await insertConsent(db, { userId, finalidad: 'herramientas', version: id, texto, ip, at });
  return { created: true, consentimiento: (await healthConsentOf(db, userId))! };
}

/**
 * Everything the tools stored about the person under that purpose: the weight and measurement log,
 * the check-ins (with their weights), the goal, the daily e-mail's choice and the coach's note.
 * Shared by the account's erasure and the consent's withdrawal.
 */
export async function deleteHealthLogs(db: Db, userId: number): Promise<{ mediciones: number; checkins: number }> {
  const checkins = await deleteCheckinsOf(db, userId);
  const { mediciones } = await deleteHealthData(db, userId);
  return { mediciones, checkins };
}

/**
 * The person withdraws the tools' consent without deleting the account (Ley 1581 art. 8 e, ADR 021):
 * the consent is marked withdrawn (its record stays) and the data it covered is suppressed, in one
 * transaction. From then on every write is refused as before a consent, the coach no longer finds
 * the person (Participantes, the person's page) and the daily e-mail stops (its choice is deleted).
 * The enrolments stay: they are purchases, not health data.
 */
export async function withdrawHealthConsent(db: DB, userId: number, at: Date): Promise<{ mediciones: number; checkins: number }> {
  return db.transaction().execute(async (trx) => {
    if (!(await revokePurposeConsent(trx, userId, 'herramientas', at))) throw notFound(PROGRESO_MESSAGES.consentNotGiven);
    return deleteHealthLogs(trx, userId);
  });
}
