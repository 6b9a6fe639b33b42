import { precompile } from './precompiled.js';
import { fromDbDateTime, toDbDateTime } from '../lib/time.js';
import type { Db } from './database.js';

/**
 * The tokens of e-mailed links and login challenges (`auth_tokens`): one table and one set of
 * statements for every purpose. Only a token's SHA-256 is stored (`lib/secret-tokens.ts`); the
 * raw token lives in the link or the client. The modules name their purposes and decide what an
 * expired or used token means for them. Every write of the table is here.
 */
export type TokenPurpose =
  | 'user_verify'
  | 'user_reset'
  | 'booking_verify'
  /** "Mi asesoría" links: valid until the appointment, never spent by use. */
  | 'booking_manage'
  /** "Mi pedido" links: read-only access to one order, removed with the buyer's data. */
  | 'order_tracking'
  | 'admin_reset'
  | 'admin_2fa'
  | 'admin_2fa_setup';

export interface StoredToken {
  id: number;
  subjectId: number;
  expiresAt: Date;
  used: boolean;
}

// Issued with every booking: precompiled (db/precompiled.ts).
const insertQuery = precompile((db, t: { hash: string; purpose: string; subjectId: number; expiresAt: string; now: string }) =>
  db
    .insertInto('auth_tokens')
    .values({ token_hash: t.hash, purpose: t.purpose, subject_id: t.subjectId, expires_at: t.expiresAt, used_at: null, created_at: t.now })
    .compile(),
);

export async function insertToken(
  db: Db,
  t: { hash: string; purpose: TokenPurpose; subjectId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await insertQuery(db, { ...t, expiresAt: toDbDateTime(t.expiresAt), now: toDbDateTime(t.now) });
}

/** The token with this hash and purpose, used or expired included (the caller tells them apart). */
export async function findToken(db: Db, hash: string, purpose: TokenPurpose): Promise<StoredToken | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select(['id', 'subject_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row && { id: row.id, subjectId: row.subject_id, expiresAt: fromDbDateTime(row.expires_at)!, used: !!row.used_at };
}

/**
 * Marks a token used if it still is unused (and, with `unexpired`, not expired at `now`); false
 * when another request used it first: the UPDATE's condition decides, so two concurrent uses
 * cannot both win.
 */
export async function consumeToken(db: Db, id: number, now: Date, opts: { unexpired?: boolean } = {}): Promise<boolean> {
  let query = db
    .updateTable('auth_tokens')
    .set({ used_at: toDbDateTime(now) })
    .where('id', '=', id)
    .where('used_at', 'is', null);
  if (opts.unexpired) query = query.where('expires_at', '>', toDbDateTime(now));
  const res = await query.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Every still-unused token of that purpose for that subject stops working. */
export async function invalidateTokens(db: Db, purpose: TokenPurpose, subjectId: number, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: toDbDateTime(now) })
    .where('purpose', '=', purpose)
    .where('subject_id', '=', subjectId)
    .where('used_at', 'is', null)
    .execute();
}

/** A new token that replaces the subject's unused ones of the same purpose (a new link or challenge). */
export async function replaceToken(
  db: Db,
  t: { hash: string; purpose: TokenPurpose; subjectId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await invalidateTokens(db, t.purpose, t.subjectId, t.now);
  await insertToken(db, t);
}

/** The subject of an unused, unexpired token (read only). */
export async function findUsableToken(db: Db, hash: string, purpose: TokenPurpose, now: Date): Promise<number | undefined> {
  const t = await findToken(db, hash, purpose);
  return t && !t.used && t.expiresAt > now ? t.subjectId : undefined;
}

/** Spends an unused, unexpired token; its subject, or undefined when it is unknown, used, expired or was spent meanwhile. */
export async function spendToken(db: Db, hash: string, purpose: TokenPurpose, now: Date): Promise<number | undefined> {
  const t = await findToken(db, hash, purpose);
  return t && (await consumeToken(db, t.id, now, { unexpired: true })) ? t.subjectId : undefined;
}

/** Every token of these purposes for these subjects (a deleted booking or account takes its links along). */
export async function deleteTokensOf(db: Db, purposes: readonly TokenPurpose[], subjectIds: number | readonly number[]): Promise<void> {
  const ids = typeof subjectIds === 'number' ? [subjectIds] : subjectIds;
  if (!ids.length) return;
  await db.deleteFrom('auth_tokens').where('purpose', 'in', purposes).where('subject_id', 'in', ids).execute();
}

/** Moves the expiry of every token of that purpose for that subject (a rescheduled booking's links). */
export async function setTokensExpiry(db: Db, purpose: TokenPurpose, subjectId: number, expiresAt: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ expires_at: toDbDateTime(expiresAt) })
    .where('purpose', '=', purpose)
    .where('subject_id', '=', subjectId)
    .execute();
}

/**
 * Ids of up to `limit` links that can no longer be used: expired before `now`, or spent before
 * `spentBefore`. Every purpose (accounts, admins, bookings), except that a booking's verification
 * link outlives its expires_at (the hold's end): it confirms until the appointment if the slot is
 * still free, so it goes with its booking (deleted unconfirmed, or anonymised) or once spent.
 */
export async function deadTokenIds(db: Db, now: Date, spentBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('auth_tokens')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('expires_at', '<', toDbDateTime(now)), eb('purpose', '<>', 'booking_verify' satisfies TokenPurpose)]),
        eb('used_at', '<', toDbDateTime(spentBefore)),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function deleteTokensById(db: Db, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const res = await db.deleteFrom('auth_tokens').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}
