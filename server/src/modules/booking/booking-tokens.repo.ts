import {
  consumeToken,
  deleteTokensOf as deleteTokens,
  findToken,
  insertToken,
  setTokensExpiry,
  type TokenPurpose,
} from '../../db/auth-tokens.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens.js';
import type { Db } from '../../db/database.js';

/** The bookings' e-mailed links, written through db/auth-tokens.ts: single-use verification tokens and "Mi asesoría" tokens, only their hash stored. */

export const BOOKING_TOKEN_PURPOSE = 'booking_verify' satisfies TokenPurpose;
/** The "Mi asesoría" links' tokens (below). */
export const MANAGE_TOKEN_PURPOSE = 'booking_manage' satisfies TokenPurpose;

export async function insertVerifyToken(trx: Db, t: { hash: string; bookingId: number; expiresAt: Date; now: Date }) {
  await insertToken(trx, { hash: t.hash, purpose: BOOKING_TOKEN_PURPOSE, subjectId: t.bookingId, expiresAt: t.expiresAt, now: t.now });
}

export async function findVerifyToken(trx: Db, hash: string): Promise<{ id: number; bookingId: number; used: boolean } | undefined> {
  const t = await findToken(trx, hash, BOOKING_TOKEN_PURPOSE);
  return t && { id: t.id, bookingId: t.subjectId, used: t.used };
}

/** Marks a token used; false when another request used it first. */
export const useToken = (trx: Db, id: number, at: Date): Promise<boolean> => consumeToken(trx, id, at);

/** Both kinds of the links of one booking or several (deletion, anonymisation). */
export async function deleteTokensOf(db: Db, bookingIds: number | readonly number[]): Promise<void> {
  await deleteTokens(db, [BOOKING_TOKEN_PURPOSE, MANAGE_TOKEN_PURPOSE], bookingIds);
}

// ---- "Mi asesoría" links: valid until the appointment has passed, several may exist
// (the confirmation e-mail's, each reminder's); never spent by use.

/** Stores a new manage token for the booking and returns the raw token for the link. */
export async function issueManageToken(trx: Db, t: { bookingId: number; expiresAt: Date; now: Date }): Promise<string> {
  const { token, hash } = newSecretToken();
  await insertToken(trx, { hash, purpose: MANAGE_TOKEN_PURPOSE, subjectId: t.bookingId, expiresAt: t.expiresAt, now: t.now });
  return token;
}

/** The booking a manage token opens, while it is valid (unknown, other purpose or expired → undefined). */
export async function findManageToken(db: Db, token: string, now: Date): Promise<{ bookingId: number } | undefined> {
  const t = await findToken(db, hashSecretToken(token), MANAGE_TOKEN_PURPOSE);
  return t && t.expiresAt > now ? { bookingId: t.subjectId } : undefined;
}

/** A rescheduled booking's links stay valid until its new time. */
export async function moveManageTokens(trx: Db, bookingId: number, expiresAt: Date): Promise<void> {
  await setTokensExpiry(trx, MANAGE_TOKEN_PURPOSE, bookingId, expiresAt);
}
