import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fromDbDateTime, toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/** The SQL of the admins' private calendar addresses (calendar_feeds, migration 006). */

export interface FeedRow {
  adminId: number;
  tokenHash: string;
  nonce: string;
  bodyEtag: string | null;
  bodyChangedAt: Date | null;
}

const toFeed = (r: {
  admin_id: number;
  token_hash: string;
  nonce: string;
  body_etag: string | null;
  body_changed_at: string | Date | null;
}): FeedRow => ({
  adminId: Number(r.admin_id),
  tokenHash: r.token_hash,
  nonce: r.nonce,
  bodyEtag: r.body_etag,
  bodyChangedAt: fromDbDateTime(r.body_changed_at),
});

export async function findFeedOfAdmin(db: Db, adminId: number): Promise<FeedRow | undefined> {
  const r = await db.selectFrom('calendar_feeds').selectAll().where('admin_id', '=', adminId).executeTakeFirst();
  return r && toFeed(r);
}

export async function findFeedByHash(db: Db, tokenHash: string): Promise<FeedRow | undefined> {
  const r = await db.selectFrom('calendar_feeds').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  return r && toFeed(r);
}

/**
 * Creates or replaces the admin's address: the old token's hash is gone, so the old address answers
 * 404. Takes the caller's transaction, which keeps the delete, the insert and their activity row together.
 */
export async function saveFeed(
  trx: Transaction<Database>,
  f: { adminId: number; tokenHash: string; nonce: string; now: Date },
): Promise<void> {
  await trx.deleteFrom('calendar_feeds').where('admin_id', '=', f.adminId).execute();
  await trx
    .insertInto('calendar_feeds')
    .values({
      admin_id: f.adminId,
      token_hash: f.tokenHash,
      nonce: f.nonce,
      created_at: toDbDateTime(f.now),
      body_etag: null,
      body_changed_at: null,
    })
    .execute();
}

/** A new JWT secret gives the same nonce another token: its hash follows. */
export async function updateFeedHash(db: Db, adminId: number, tokenHash: string): Promise<void> {
  await db.updateTable('calendar_feeds').set({ token_hash: tokenHash }).where('admin_id', '=', adminId).execute();
}

/** Remembers the body now served and since when (Last-Modified). */
export async function recordFeedBody(db: Db, adminId: number, etag: string, at: Date): Promise<void> {
  await db
    .updateTable('calendar_feeds')
    .set({ body_etag: etag, body_changed_at: toDbDateTime(at) })
    .where('admin_id', '=', adminId)
    .execute();
}
