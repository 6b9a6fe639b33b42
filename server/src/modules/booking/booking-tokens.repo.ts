import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { precompile } from '../../db/precompiled.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens.js';
import { toDbDateTime } from '../../lib/time.js';

/** The SQL of the bookings' e-mailed links: single-use verification tokens and "Mi asesoría" tokens, only their hash stored. */

type Executor = Kysely<Database> | Transaction<Database>;

export const BOOKING_TOKEN_PURPOSE = 'booking_verify';
/** The "Mi asesoría" links' tokens (below). */
export const MANAGE_TOKEN_PURPOSE = 'booking_manage';

type VerifyTokenRow = { hash: string; registroId: number; expiresAt: string; now: string };
const insertVerifyTokenQuery = precompile((db, t: VerifyTokenRow) =>
  db
    .insertInto('auth_tokens')
    .values({
      token_hash: t.hash,
      purpose: BOOKING_TOKEN_PURPOSE,
      subject_id: t.registroId,
      expires_at: t.expiresAt,
      used_at: null,
      created_at: t.now,
    })
    .compile(),
);

export async function insertVerifyToken(trx: Executor, t: { hash: string; bookingId: number; expiresAt: Date; now: Date }) {
  await insertVerifyTokenQuery(trx, {
    hash: t.hash,
    registroId: t.bookingId,
    expiresAt: toDbDateTime(t.expiresAt),
    now: toDbDateTime(t.now),
  });
}

export async function findVerifyToken(trx: Executor, hash: string): Promise<{ id: number; bookingId: number; used: boolean } | undefined> {
  const t = await trx
    .selectFrom('auth_tokens')
    .select(['id', 'subject_id', 'used_at'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', BOOKING_TOKEN_PURPOSE)
    .executeTakeFirst();
  return t && { id: t.id, bookingId: t.subject_id, used: !!t.used_at };
}

/** Marks a token used; false when another request used it first. */
export async function useToken(trx: Executor, id: number, at: Date): Promise<boolean> {
  const res = await trx
    .updateTable('auth_tokens')
    .set({ used_at: toDbDateTime(at) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Both kinds of the links of one booking or several (deletion, anonymisation). */
export async function deleteTokensOf(db: Executor, bookingIds: number | readonly number[]): Promise<void> {
  const ids = typeof bookingIds === 'number' ? [bookingIds] : bookingIds;
  if (!ids.length) return;
  await db
    .deleteFrom('auth_tokens')
    .where('purpose', 'in', [BOOKING_TOKEN_PURPOSE, MANAGE_TOKEN_PURPOSE])
    .where('subject_id', 'in', ids)
    .execute();
}

// ---- "Mi asesoría" links (issue #14): valid until the appointment has passed, several may exist
// (the confirmation e-mail's, each reminder's); never spent by use.

/** Stores a new manage token for the booking and returns the raw token for the link. */
export async function issueManageToken(trx: Executor, t: { bookingId: number; expiresAt: Date; now: Date }): Promise<string> {
  const { token, hash } = newSecretToken();
  await trx
    .insertInto('auth_tokens')
    .values({
      token_hash: hash,
      purpose: MANAGE_TOKEN_PURPOSE,
      subject_id: t.bookingId,
      expires_at: toDbDateTime(t.expiresAt),
      used_at: null,
      created_at: toDbDateTime(t.now),
    })
    .execute();
  return token;
}

/** The booking a manage token opens, while it is valid (unknown, other purpose or expired → undefined). */
export async function findManageToken(db: Executor, token: string, now: Date): Promise<{ bookingId: number } | undefined> {
  const t = await db
    .selectFrom('auth_tokens')
    .select('subject_id')
    .where('token_hash', '=', hashSecretToken(token))
    .where('purpose', '=', MANAGE_TOKEN_PURPOSE)
    .where('expires_at', '>', toDbDateTime(now))
    .executeTakeFirst();
  return t && { bookingId: t.subject_id };
}

/** A rescheduled booking's links stay valid until its new time. */
export async function moveManageTokens(trx: Executor, bookingId: number, expiresAt: Date): Promise<void> {
  await trx
    .updateTable('auth_tokens')
    .set({ expires_at: toDbDateTime(expiresAt) })
    .where('purpose', '=', MANAGE_TOKEN_PURPOSE)
    .where('subject_id', '=', bookingId)
    .execute();
}
