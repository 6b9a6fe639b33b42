import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DB } from '../../db/database.js';
import { nowDb, toDbDateTime } from '../../lib/time.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface AdminRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  session_version: number;
  /** Sealed (lib/secret-box.ts); null while two-factor login is off. */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
}

const ADMIN_COLUMNS = [
  'id',
  'username',
  'email',
  'password_hash',
  'session_version',
  'totp_secret',
  'totp_pending_secret',
  'totp_last_step',
] as const;

/** Usernames match case-insensitively on both databases (MySQL's collation already does). */
export async function findAdminByUsername(db: DB, username: string): Promise<AdminRow | undefined> {
  const rows = await db
    .selectFrom('admins')
    .select(ADMIN_COLUMNS)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .limit(5)
    .execute();
  return rows.find((r) => r.username === username) ?? rows[0];
}

export async function findAdminByEmail(db: DB, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').select(ADMIN_COLUMNS).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export async function findAdminById(db: Executor, id: number): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').select(ADMIN_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Stores a new reset token and invalidates the admin's older unused ones. */
export async function replaceResetToken(trx: Executor, adminId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  const now = nowDb();
  await trx
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('purpose', '=', 'admin_reset')
    .where('subject_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('auth_tokens')
    .values({
      token_hash: tokenHash,
      purpose: 'admin_reset',
      subject_id: adminId,
      expires_at: toDbDateTime(expiresAt),
      used_at: null,
      created_at: now,
    })
    .execute();
}

/** The admin id of an unused, unexpired reset token (read only). */
export async function findUsableResetToken(db: Executor, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('subject_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', 'admin_reset')
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowDb())
    .executeTakeFirst();
  return row?.subject_id;
}

/**
 * Marks a valid reset token used and returns the admin it belongs to; undefined when the token is
 * unknown, expired or already used. The conditional update makes a concurrent second use lose.
 */
export async function consumeResetToken(trx: Executor, tokenHash: string): Promise<number | undefined> {
  const now = nowDb();
  const row = await trx
    .selectFrom('auth_tokens')
    .select(['id', 'subject_id'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', 'admin_reset')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const res = await trx
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? row.subject_id : undefined;
}

/** The new password also ends every session opened with the old one (the session version moves on). */
export async function updateAdminPassword(trx: Executor, adminId: number, passwordHash: string): Promise<void> {
  await trx
    .updateTable('admins')
    .set((eb) => ({ password_hash: passwordHash, updated_at: nowDb(), session_version: eb('session_version', '+', 1) }))
    .where('id', '=', adminId)
    .execute();
}

// ---- two-factor login (ADR 010) ---------------------------------------------------------------

/** The guard's view of an admin: its session version and whether two-factor login is on. */
export async function findAdminSession(db: Executor, id: number): Promise<{ version: number; twoFactor: boolean } | undefined> {
  const row = await db.selectFrom('admins').select(['session_version', 'totp_secret']).where('id', '=', id).executeTakeFirst();
  return row ? { version: Number(row.session_version), twoFactor: row.totp_secret !== null } : undefined;
}

export async function setPendingTotp(db: Executor, adminId: number, sealed: string, now: Date): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totp_pending_secret: sealed, updated_at: toDbDateTime(now) })
    .where('id', '=', adminId)
    .execute();
}

/** The pending secret becomes the admin's; false when 2FA was turned on meanwhile or nothing was pending. */
export async function enableTotp(trx: Executor, adminId: number, step: number, now: Date): Promise<boolean> {
  const res = await trx
    .updateTable('admins')
    .set((eb) => ({
      totp_secret: eb.ref('totp_pending_secret'),
      totp_pending_secret: null,
      totp_enabled_at: toDbDateTime(now),
      totp_last_step: step,
      updated_at: toDbDateTime(now),
    }))
    .where('id', '=', adminId)
    .where('totp_secret', 'is', null)
    .where('totp_pending_secret', 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Turns two-factor login off and forgets the secrets and recovery codes (also admin:create --reset-2fa). */
export async function disableTotp(trx: Executor, adminId: number, now: Date): Promise<void> {
  await trx
    .updateTable('admins')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: toDbDateTime(now) })
    .where('id', '=', adminId)
    .execute();
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
}

/** Records `step` as the last used one; false when it (or a newer one) was already used: a replay. */
export async function advanceTotpStep(trx: Executor, adminId: number, step: number): Promise<boolean> {
  const res = await trx
    .updateTable('admins')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(trx: Executor, adminId: number, hashes: string[], now: Date): Promise<void> {
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await trx
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, used_at: null, created_at: toDbDateTime(now) })))
    .execute();
}

/** Marks an unused recovery code used; false when unknown or used (a concurrent second use loses). */
export async function consumeRecoveryCode(trx: Executor, adminId: number, hash: string, now: Date): Promise<boolean> {
  const res = await trx
    .updateTable('admin_recovery_codes')
    .set({ used_at: toDbDateTime(now) })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Executor, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type ChallengePurpose = 'admin_2fa' | 'admin_2fa_setup';

/** A login challenge: a row of auth_tokens (only its SHA-256), replacing the admin's older ones. */
export async function issueChallenge(
  trx: Executor,
  adminId: number,
  purpose: ChallengePurpose,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('auth_tokens')
    .set({ used_at: toDbDateTime(now) })
    .where('purpose', '=', purpose)
    .where('subject_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('auth_tokens')
    .values({
      token_hash: tokenHash,
      purpose,
      subject_id: adminId,
      expires_at: toDbDateTime(expiresAt),
      used_at: null,
      created_at: toDbDateTime(now),
    })
    .execute();
}

/** The admin of an unused, unexpired challenge (read only). */
export async function findChallenge(db: Executor, purpose: ChallengePurpose, tokenHash: string, now: Date): Promise<number | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('subject_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', toDbDateTime(now))
    .executeTakeFirst();
  return row?.subject_id;
}

/** Marks a challenge used; false when it was used or expired meanwhile. */
export async function consumeChallenge(trx: Executor, purpose: ChallengePurpose, tokenHash: string, now: Date): Promise<boolean> {
  const res = await trx
    .updateTable('auth_tokens')
    .set({ used_at: toDbDateTime(now) })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', toDbDateTime(now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
