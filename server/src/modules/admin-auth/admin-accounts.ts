import bcrypt from 'bcrypt';
import type { DB } from '../../db/database.js';
import { nowDb } from '../../lib/time.js';
import { recordActivity } from '../activity/index.js';
import { disableTotp } from './admin-auth.repo.js';

export interface NewAdmin {
  username: string;
  email: string;
  password: string;
}

/** Creates the admin, or resets the e-mail and password of an existing one with that username. */
export async function upsertAdmin(db: DB, admin: NewAdmin, bcryptCost: number): Promise<'created' | 'updated'> {
  const passwordHash = await bcrypt.hash(admin.password, bcryptCost);
  const now = nowDb();
  const email = admin.email.trim().toLowerCase();
  const existing = await db.selectFrom('admins').select('id').where('username', '=', admin.username).executeTakeFirst();
  if (existing) {
    // A password set again ends the sessions opened with the old one.
    await db
      .updateTable('admins')
      .set((eb) => ({ email, password_hash: passwordHash, updated_at: now, session_version: eb('session_version', '+', 1) }))
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  }
  await db
    .insertInto('admins')
    .values({ username: admin.username, email, password_hash: passwordHash, created_at: now, updated_at: now })
    .execute();
  return 'created';
}

/** On an empty admins table, creates the first admin from ADMIN_USERNAME/EMAIL/PASSWORD. */
export async function ensureInitialAdmin(db: DB, admin: NewAdmin | undefined, bcryptCost: number): Promise<boolean> {
  if (!admin) return false;
  const any = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await upsertAdmin(db, admin, bcryptCost);
  return true;
}

/**
 * `admin:create --reset-2fa` (a lost phone): turns the admin's two-factor login off, forgets its
 * recovery codes and ends its open sessions. False when there is no such admin.
 */
export async function resetAdminTwoFactor(db: DB, username: string): Promise<boolean> {
  const admin = await db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst();
  if (!admin) return false;
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await disableTotp(trx, admin.id, now);
    await trx
      .updateTable('admins')
      .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
      .where('id', '=', admin.id)
      .execute();
    await recordActivity(trx, { adminId: admin.id, action: '2fa.reset', detail: { via: 'admin:create' }, at: now });
  });
  return true;
}
