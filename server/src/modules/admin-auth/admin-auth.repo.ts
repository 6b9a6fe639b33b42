import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

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

export async function findAdminById(db: Db, id: number): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').select(ADMIN_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The new password also ends every session opened with the old one (the session version moves on). */
export async function updateAdminPassword(trx: Db, adminId: number, passwordHash: string, at: Date): Promise<void> {
  await trx
    .updateTable('admins')
    .set((eb) => ({ password_hash: passwordHash, updated_at: toDbDateTime(at), session_version: eb('session_version', '+', 1) }))
    .where('id', '=', adminId)
    .execute();
}

// ---- two-factor login (ADR 010) ---------------------------------------------------------------

/** The guard's view of an admin: its session version and whether two-factor login is on. */
export async function findAdminSession(db: Db, id: number): Promise<{ version: number; twoFactor: boolean } | undefined> {
  const row = await db.selectFrom('admins').select(['session_version', 'totp_secret']).where('id', '=', id).executeTakeFirst();
  return row ? { version: Number(row.session_version), twoFactor: row.totp_secret !== null } : undefined;
}

export async function setPendingTotp(db: Db, adminId: number, sealed: string, now: Date): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totp_pending_secret: sealed, updated_at: toDbDateTime(now) })
    .where('id', '=', adminId)
    .execute();
}

/** The pending secret becomes the admin's; false when 2FA was turned on meanwhile or nothing was pending. */
export async function enableTotp(trx: Db, adminId: number, step: number, now: Date): Promise<boolean> {
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
export async function disableTotp(trx: Db, adminId: number, now: Date): Promise<void> {
  await trx
    .updateTable('admins')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: toDbDateTime(now) })
    .where('id', '=', adminId)
    .execute();
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
}

/** Records `step` as the last used one; false when it (or a newer one) was already used: a replay. */
export async function advanceTotpStep(trx: Db, adminId: number, step: number): Promise<boolean> {
  const res = await trx
    .updateTable('admins')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(trx: Db, adminId: number, hashes: string[], now: Date): Promise<void> {
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await trx
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, used_at: null, created_at: toDbDateTime(now) })))
    .execute();
}

/** Marks an unused recovery code used; false when unknown or used (a concurrent second use loses). */
export async function consumeRecoveryCode(trx: Db, adminId: number, hash: string, now: Date): Promise<boolean> {
  const res = await trx
    .updateTable('admin_recovery_codes')
    .set({ used_at: toDbDateTime(now) })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Db, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
