import bcrypt from 'bcrypt';
import { CURRENT_POLICY, PRIVACY_MESSAGES, policyVersion, type PersonalDataExport } from '@app/shared/privacy';
import type { AppDeps } from '../../app-deps.js';
import { withDeadlockRetry } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { scrubEmailsTo } from '../../mail/outbox.js';
import { invalidateAvailability } from '../booking/index.js';
import * as bookings from '../booking/index.js';
import * as users from '../users/index.js';
import { cancelAndAnonymise } from './forget.js';
import * as repo from './personal-data.repo.js';
import { recordActivity, type Actor } from '../activity/index.js';

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;

/** The consent to record: the server's own text of the version the form showed (400 for an unknown one). */
export function consentOf(version: string | undefined, kind: 'booking' | 'signup') {
  const v = policyVersion(version ?? CURRENT_POLICY.id);
  if (!v) throw badRequest(PRIVACY_MESSAGES.unknownPolicyVersion, [{ path: 'politica_version', msg: PRIVACY_MESSAGES.unknownPolicyVersion }]);
  return { version: v.id, texto: kind === 'booking' ? v.bookingConsent : v.signupConsent };
}

/**
 * The person's rights under Ley 1581 (issue #15, docs/architecture.md §15): know (export), and
 * suppress/revoke (delete the account, forget a person), self-service or by the team.
 */
export function createPersonalDataService({ config, db, outbox, clock }: Pick<AppDeps, 'config' | 'db' | 'outbox' | 'clock'>) {
  /** Everything stored under an e-mail: the account, its consents, its bookings, the e-mails sent to it. */
  async function collect(email: string): Promise<PersonalDataExport> {
    const address = email.trim().toLowerCase();
    const account = await users.findUserByEmail(db, address);
    const rows = await repo.findBookingRowsByEmail(db, address);
    const profile = account ? await users.findProfile(db, account.id) : undefined;
    const { profile_image_url: _img, ...cuenta } = profile ?? { profile_image_url: null };
    return {
      generado_at: clock().toISOString(),
      email: address,
      politica_vigente: { version: CURRENT_POLICY.id, fecha: CURRENT_POLICY.fecha },
      cuenta: profile ? (cuenta as PersonalDataExport['cuenta']) : null,
      consentimientos: await repo.findConsents(
        db,
        account?.id ?? null,
        rows.map((r) => r.id),
      ),
      registros: repo.bookingsOf(rows),
      correos: await repo.findEmailsTo(db, address),
    };
  }

  /**
   * Cancels what is ahead, anonymises every booking under the e-mail, deletes the account (if
   * any) and empties the account e-mails sent to it, in one transaction.
   */
  async function forget(email: string, userId: number | null, por: 'cliente' | 'admin', actor?: Actor) {
    const address = email.trim().toLowerCase();
    const now = clock();
    const result = await withDeadlockRetry(() =>
      db.transaction().execute(async (trx) => {
        const rows = await repo.findBookingRowsByEmail(trx, address);
        const stored = (await Promise.all(rows.map((r) => bookings.findBooking(trx, r.id)))).filter((s) => s !== undefined);
        const cancelled = await cancelAndAnonymise(trx, config, stored, por, now);
        const deleted = userId !== null && (await repo.deleteAccount(trx, userId, now));
        await scrubEmailsTo(trx, address);
        if (actor) {
          // ids only: the append-only log must not keep what was just erased
          const detail = { registros: stored.map((s) => s.booking.id), cuenta: deleted, cancelados: cancelled };
          await recordActivity(trx, { ...actor, action: 'personal_data.anonymised', detail, at: now });
        }
        return { bookings: stored.length, cancelled, accountDeleted: deleted };
      }),
    );
    if (result.cancelled) invalidateAvailability(db);
    outbox.kick();
    return result;
  }

  return {
    async exportForUser(userId: number): Promise<PersonalDataExport> {
      const user = await users.findUserById(db, userId);
      if (!user) throw notFound();
      return collect(user.email);
    },

    /** The password confirms it; a wrong one changes nothing (400 on the field). */
    async deleteAccount(userId: number, password: string): Promise<void> {
      const user = await users.findUserById(db, userId);
      if (!user) throw notFound();
      if (!(await bcrypt.compare(password, user.password_hash))) {
        throw badRequest(PRIVACY_MESSAGES.wrongPassword, [{ path: 'password', msg: PRIVACY_MESSAGES.wrongPassword }]);
      }
      await forget(user.email, user.id, 'cliente');
    },

    /** The team's view of one person (404 when nothing is stored under the e-mail). */
    async lookup(email: string, actor: Actor): Promise<PersonalDataExport> {
      const data = await collect(email);
      if (!data.cuenta && !data.registros.length && !data.correos.length) throw notFound(PRIVACY_MESSAGES.nothingFound);
      // what the team saw (and can save as JSON), by ids only
      const detail = { registros: data.registros.map((r) => r.id), cuenta: data.cuenta !== null };
      await recordActivity(db, { ...actor, action: 'personal_data.exported', detail, at: clock() });
      return data;
    },

    /** The team answers a request received by e-mail or WhatsApp: everything under the e-mail goes. */
    async anonymise(email: string, actor: Actor) {
      const account = await users.findUserByEmail(db, email);
      const data = await collect(email);
      if (!data.cuenta && !data.registros.length && !data.correos.length) throw notFound(PRIVACY_MESSAGES.nothingFound);
      return forget(email, account?.id ?? null, 'admin', actor);
    },
  };
}
