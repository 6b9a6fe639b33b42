import type { ActivityAction, ActivityEntry } from '@app/shared/activity';
import { dbDateTimeToIso, toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/** Who did an admin action and from where (middleware/auth.ts actorOf): routes hand it to services. */
export interface Actor {
  adminId: number;
  ip: string | null;
}

/**
 * One admin action. `detail` is a small JSON object: never health data and never the values of a
 * client's personal fields (names of changed fields only), because an append-only log cannot be
 * reached by an anonymisation.
 */
export interface ActivityRecord {
  /** null for a failed login of an unknown username. */
  adminId: number | null;
  /** Taken from the admins table when omitted; given for failed logins (what was typed). */
  username?: string | null;
  action: ActivityAction;
  /** What was acted on, e.g. 'registro:42', 'bloqueo:7', 'contenido:perfil'. */
  target?: string | null;
  detail?: Record<string, unknown> | null;
  ip?: string | null;
  /** The action's time (the app's Clock). */
  at: Date;
}

/**
 * Appends one row to the activity log. Pass the transaction of the action itself where there is
 * one, so the action and its record commit (or roll back) together.
 */
export async function recordActivity(trx: Db, r: ActivityRecord): Promise<void> {
  let username = r.username ?? null;
  if (username === null && r.adminId !== null) {
    const row = await trx.selectFrom('admins').select('username').where('id', '=', r.adminId).executeTakeFirst();
    username = row?.username ?? null;
  }
  await trx
    .insertInto('admin_activity')
    .values({
      created_at: toDbDateTime(r.at),
      admin_id: r.adminId,
      admin_username: username ? username.slice(0, 100) : null,
      action: r.action,
      target: r.target ? r.target.slice(0, 255) : null,
      detail: r.detail ? JSON.stringify(r.detail) : null,
      ip: r.ip ? r.ip.slice(0, 64) : null,
    })
    .execute();
}

export interface ActivityFilter {
  action?: string;
  adminId?: number;
  from?: Date;
  before?: Date;
  /** Rows with an id below this one (the previous page's last id). */
  beforeId?: number;
  limit: number;
}

/** Newest first, keyset-paged on the id (ids grow with time: rows are only ever appended). */
export async function listActivity(db: Db, f: ActivityFilter): Promise<ActivityEntry[]> {
  let q = db.selectFrom('admin_activity').selectAll();
  if (f.action) q = q.where('action', '=', f.action);
  if (f.adminId) q = q.where('admin_id', '=', f.adminId);
  if (f.from) q = q.where('created_at', '>=', toDbDateTime(f.from));
  if (f.before) q = q.where('created_at', '<', toDbDateTime(f.before));
  if (f.beforeId) q = q.where('id', '<', f.beforeId);
  const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: dbDateTimeToIso(r.created_at)!,
    adminId: r.admin_id === null ? null : Number(r.admin_id),
    adminUsername: r.admin_username,
    action: r.action,
    target: r.target,
    detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null,
    ip: r.ip,
  }));
}

export async function listAdminNames(db: Db): Promise<{ id: number; username: string }[]> {
  const rows = await db.selectFrom('admins').select(['id', 'username']).orderBy('username').execute();
  return rows.map((r) => ({ id: Number(r.id), username: r.username }));
}
