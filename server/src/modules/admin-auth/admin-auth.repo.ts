import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type DB, isUniqueViolation } from '../../db/database.js';
import { nowDb, toDbDateTime } from '../../lib/time.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface AdminRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  session_version: number;
}

const ADMIN_COLUMNS = ['id', 'username', 'email', 'password_hash', 'session_version'] as const;

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

export async function findAdminSessionVersion(db: Executor, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('admins').select('session_version').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.session_version) : undefined;
}

// ---- Per-username brute-force counters (rows of rate_limits, shared by every app instance) ----

export interface Counter {
  hits: number;
  resetAt: string;
}

export async function readCounter(db: DB, key: string): Promise<Counter | undefined> {
  const row = await db.selectFrom('rate_limits').select(['hits', 'reset_at']).where('limit_key', '=', key).executeTakeFirst();
  return row ? { hits: Number(row.hits), resetAt: String(row.reset_at) } : undefined;
}

/** Adds one hit to a counter whose window is still open, or starts a new window. Returns the hits. */
export async function incrementCounter(db: DB, key: string, windowMs: number): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = nowDb();
    const updated = await db
      .updateTable('rate_limits')
      .set((eb) => ({ hits: eb('hits', '+', 1) }))
      .where('limit_key', '=', key)
      .where('reset_at', '>', now)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) {
      const row = await readCounter(db, key);
      if (row) return row.hits;
      continue;
    }
    try {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('rate_limits').where('limit_key', '=', key).where('reset_at', '<=', now).execute();
        await trx
          .insertInto('rate_limits')
          .values({ limit_key: key, hits: 1, reset_at: toDbDateTime(new Date(Date.now() + windowMs)) })
          .execute();
      });
      return 1;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return Number.MAX_SAFE_INTEGER;
}

/** Creates or replaces a counter row with the given hits and end. */
export async function setCounter(db: DB, key: string, hits: number, resetAt: Date): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('rate_limits').where('limit_key', '=', key).execute();
      await trx
        .insertInto('rate_limits')
        .values({ limit_key: key, hits, reset_at: toDbDateTime(resetAt) })
        .execute();
    });
  } catch (err) {
    // a concurrent request wrote the same row first: its value is as good as ours
    if (!isUniqueViolation(err)) throw err;
  }
}

export async function deleteCounters(db: DB, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('rate_limits').where('limit_key', 'in', keys).execute();
}
