import { sql } from 'kysely';
import { toDbDateTime } from '../../lib/time.js';
import { scrubEmailsAbout } from '../../mail/outbox.js';
import { deleteBookingConsents } from '../consent/index.js';
import { bookingEmails } from './booking-anonymise.repo.js';

import type { RegistroRow } from './booking.rows.js';
import { deleteTokensOf } from './booking-tokens.repo.js';
import { deleteRemindersOf } from './reminders.repo.js';
import type { Db } from '../../db/database.js';

/** The SQL of bookings as personal data (booking-personal-data.ts): found by e-mail, and the retention pass. */

/** Booking e-mails keep the case typed; people are found case-insensitively. */
export async function findBookingRowsByEmail(db: Db, email: string): Promise<RegistroRow[]> {
  return db
    .selectFrom('registros')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('fecha_asesoria')
    .orderBy('id')
    .execute();
}

// ---- unconfirmed bookings --------------------------------------------------------------------

/** Unconfirmed bookings whose hold ended before `before` (at most `limit`). */
export async function unconfirmedExpiredBefore(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('registros')
    .select('id')
    .where('estado', '=', 'pendiente')
    .where('hold_expires_at', '<', toDbDateTime(before))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Deletes those of `ids` still unconfirmed with their hold ended before `before` (a booking
 * confirmed since it was read stays), then the links, reminder rows and e-mails of the ones that
 * are gone. Run it in a transaction. Returns how many bookings it deleted.
 */
export async function deleteUnconfirmed(trx: Db, ids: readonly number[], before: Date): Promise<number> {
  if (!ids.length) return 0;
  const res = await trx
    .deleteFrom('registros')
    .where('id', 'in', ids)
    .where('estado', '=', 'pendiente')
    .where('hold_expires_at', '<', toDbDateTime(before))
    .executeTakeFirst();
  const left = new Set((await trx.selectFrom('registros').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  const gone = ids.filter((id) => !left.has(id));
  await deleteTokensOf(trx, gone);
  await deleteRemindersOf(trx, gone);
  await deleteBookingConsents(trx, gone);
  // The verification e-mail greeted the person by name: it goes with the booking.
  await scrubEmailsAbout(trx, bookingEmails, gone);
  return Number(res.numDeletedRows);
}

// ---- past bookings ---------------------------------------------------------------------------

/** Bookings not yet anonymised whose appointment was before `before` (at most `limit`). */
export async function personalBookingsBefore(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('registros')
    .select('id')
    .where('fecha_asesoria', '<', toDbDateTime(before))
    .where('anonimizado_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
