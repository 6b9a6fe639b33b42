import type { Selectable } from 'kysely';
import type { UserProfile, UserSex } from '@app/shared/users';
import type { UsersTable } from '../../db/schema.js';
import { deleteTokensOf } from '../../db/auth-tokens.js';
import { dbDateTimeToIso, toDbDateTime } from '../../lib/time.js';
import { deleteAccountConsents } from '../consent/index.js';
import type { Db } from '../../db/database.js';

/** All SQL of the user accounts module (users + their e-mailed single-use tokens). */

export type UserRow = Selectable<UsersTable>;

export interface NewUserRow {
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  date_of_birth: string;
  country: string;
  phone: string;
  weight_kg: number | null;
  height_cm: number | null;
  sex: string;
  now: string;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The account as its owner sees it (MySQL returns DECIMAL as text; instants as ISO 8601). */
export async function findProfile(db: Db, id: number): Promise<UserProfile | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    date_of_birth: user.date_of_birth,
    sex: user.sex as UserSex,
    weight_kg: numOrNull(user.weight_kg),
    height_cm: numOrNull(user.height_cm),
    created_at: dbDateTimeToIso(user.created_at) ?? '',
    profile_image_url: user.profile_image_path ?? null,
  };
}

export async function insertUser(db: Db, u: NewUserRow): Promise<number> {
  const res = await db
    .insertInto('users')
    .values({
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email.toLowerCase(),
      password_hash: u.password_hash,
      date_of_birth: u.date_of_birth,
      country: u.country,
      phone: u.phone,
      weight_kg: u.weight_kg,
      height_cm: u.height_cm,
      sex: u.sex,
      accept_privacy_policy: 1,
      email_verified_at: null,
      profile_image_path: null,
      created_at: u.now,
      updated_at: u.now,
    })
    .executeTakeFirstOrThrow();
  return Number(res.insertId);
}

export async function markEmailVerified(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** The new password also ends every session opened with the old one (the session version moves on). */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, updated_at: now, session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function findUserSessionVersion(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('session_version').where('id', '=', id).executeTakeFirst();
  if (row) return Number(row.session_version);
  // A deleted account's tokens match no version (-1): logged out everywhere.
  const deleted = await db.selectFrom('cuentas_eliminadas').select('user_id').where('user_id', '=', id).executeTakeFirst();
  return deleted ? -1 : undefined;
}

/**
 * Deletes the account, its consent and its single-use tokens, and remembers its id so that the
 * tokens issued before get 401 (the ids are AUTOINCREMENT: never given again).
 */
export async function deleteAccount(db: Db, userId: number, at: Date): Promise<boolean> {
  await deleteAccountConsents(db, userId);
  await deleteTokensOf(db, ['user_verify', 'user_reset'], userId);
  const res = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) return false;
  await db
    .insertInto('cuentas_eliminadas')
    .values({ user_id: userId, eliminado_at: toDbDateTime(at) })
    .execute();
  return true;
}
