import { CURRENT_POLICY, PRIVACY_MESSAGES, type PersonalDataExport } from '@app/shared/privacy';
import type { AppDeps } from '../../app-deps.js';
import { withDeadlockRetry } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { scrubEmailsTo } from '../../mail/outbox.js';
import { findConsents } from '../consent/index.js';
import { recordActivity, type Actor } from '../activity/index.js';
import type { PersonalDataOwner } from './personal-data-owner.js';
import * as repo from './personal-data.repo.js';

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;

/**
 * The person's rights under Ley 1581 (docs/architecture.md §15): know (export), and
 * suppress/revoke (delete the account, forget a person), self-service or by the team, over every
 * module's owner of personal data (its descriptor's `personalData`, in the order of server/src/modules.ts).
 */
export function createPersonalDataService(
  { config, db, outbox, clock }: Pick<AppDeps, 'config' | 'db' | 'outbox' | 'clock'>,
  owners: readonly PersonalDataOwner[],
) {
  /** The e-mails the owners scrub themselves, with their rows (PersonalDataOwner.emails). */
  const leftToOwners = owners.flatMap((o) => (o.emails ? [o.emails.column] : []));
  /** Everything stored under an e-mail: each owner's sections, their consents, the e-mails sent to it. */
  async function collect(email: string): Promise<{ data: PersonalDataExport; found: boolean; seen: Record<string, unknown> }> {
    const address = email.trim().toLowerCase();
    const parts = [];
    for (const owner of owners) parts.push(await owner.export(db, address));
    // the export's shape (shared/privacy.ts), in its order; the owners fill their sections
    const data: PersonalDataExport = {
      generado_at: clock().toISOString(),
      email: address,
      politica_vigente: { version: CURRENT_POLICY.id, fecha: CURRENT_POLICY.fecha },
      cuenta: null,
      consentimientos: [],
      registros: [],
      pedidos: [],
      retos: [],
      progreso: null,
      correos: [],
    };
    Object.assign(data, ...parts.map((p) => p.sections));
    data.consentimientos = await findConsents(db, Object.assign({}, ...parts.map((p) => p.consents)));
    data.correos = await repo.findEmailsTo(db, address);
    return { data, found: parts.some((p) => p.found) || data.correos.length > 0, seen: Object.assign({}, ...parts.map((p) => p.seen)) };
  }

  /**
   * Every owner erases what it stores under the e-mail (bookings ahead are cancelled, bookings
   * anonymised, the account deleted) and the e-mails sent to it are emptied, in one transaction.
   */
  async function forget(email: string, por: 'cliente' | 'admin', actor?: Actor) {
    const address = email.trim().toLowerCase();
    const now = clock();
    const erased = await withDeadlockRetry(() =>
      db.transaction().execute(async (trx) => {
        const parts = [];
        for (const owner of owners) parts.push(await owner.erase(trx, address, { db, config, now, por }));
        await scrubEmailsTo(trx, address, leftToOwners);
        if (actor) {
          // ids only: the append-only log must not keep what was just erased
          const detail = Object.assign({}, ...parts.map((p) => p.log)) as Record<string, unknown>;
          await recordActivity(trx, { ...actor, action: 'personal_data.anonymised', detail, at: now });
        }
        return parts;
      }),
    );
    for (const p of erased) p.afterCommit?.();
    outbox.kick();
    return Object.assign({}, ...erased.map((p) => p.summary)) as Record<string, number | boolean>;
  }

  return {
    /** The person's own export (the account's e-mail). */
    async exportFor(email: string): Promise<PersonalDataExport> {
      return (await collect(email)).data;
    },

    /** The person deletes their account (the caller checked the password). */
    async forgetSelf(email: string): Promise<void> {
      await forget(email, 'cliente');
    },

    /** The team's view of one person (404 when nothing is stored under the e-mail). */
    async lookup(email: string, actor: Actor): Promise<PersonalDataExport> {
      const { data, found, seen } = await collect(email);
      if (!found) throw notFound(PRIVACY_MESSAGES.nothingFound);
      // what the team saw (and can save as JSON), by ids only
      await recordActivity(db, { ...actor, action: 'personal_data.exported', detail: seen, at: clock() });
      return data;
    },

    /** The team answers a request received by e-mail or WhatsApp: everything under the e-mail goes. */
    async anonymise(email: string, actor: Actor) {
      if (!(await collect(email)).found) throw notFound(PRIVACY_MESSAGES.nothingFound);
      return forget(email, 'admin', actor);
    },
  };
}
