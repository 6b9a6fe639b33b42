import { sql } from 'kysely';
import { dialectOf, isUniqueViolation } from '../../db/database.js';
import { toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/**
 * The SQL of the retention pass's job lease (retention.service.ts holds the rules; each owner's
 * SQL lives in its module, the expired rate limits' deletion in db/rate-limit-store.ts).
 */

// ---- leases ----------------------------------------------------------------------------------

/**
 * Takes the lease `name` for `holder` until `until`, if nobody holds it or its holder's time ran
 * out, in one statement; then reads who holds it. On MySQL `ON DUPLICATE KEY UPDATE` reports
 * "unchanged" and "updated" rows alike, so the holder read back is what decides, on both databases.
 * `holder` must be unique per attempt.
 */
export async function takeLease(db: Db, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const n = toDbDateTime(now);
  const u = toDbDateTime(until);
  try {
    if (dialectOf(db) === 'mysql') {
      // holder first: MySQL assigns left to right, so expires_at is still the old one when holder's condition reads it
      await sql`insert into job_leases (name, holder, expires_at) values (${name}, ${holder}, ${u})
        on duplicate key update
          holder = if(expires_at < ${n}, ${holder}, holder),
          expires_at = if(expires_at < ${n}, ${u}, expires_at)`.execute(db);
    } else {
      await sql`insert into job_leases (name, holder, expires_at) values (${name}, ${holder}, ${u})
        on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where job_leases.expires_at < ${n}`.execute(db);
    }
  } catch (err) {
    // two first-ever takers: the other inserted first and holds it
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  const row = await db.selectFrom('job_leases').select('holder').where('name', '=', name).executeTakeFirst();
  return row?.holder === holder;
}

/** Extends a lease still held by `holder`; false when it was lost (expired and taken over). */
export async function renewLease(db: Db, name: string, holder: string, until: Date): Promise<boolean> {
  const res = await db
    .updateTable('job_leases')
    .set({ expires_at: toDbDateTime(until) })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Ends a lease held by `holder`: the next pass, in any instance, may take it at once. The row goes
 * (rather than an end in the past), so instances whose clocks differ a little agree it is free.
 */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}
