import { sql } from 'kysely';
import type { OutboxHealth, UndeliveredEmail } from '@app/shared/outbox';
import type { DB } from '../db/database.js';
import { dbDateTimeToIso, fromDbDateTime, toDbDateTime } from '../lib/time.js';

/** An e-mail older than this still waiting to leave means mail is not flowing. */
export const STALE_PENDING_SECONDS = 15 * 60;

/**
 * What /api/health reports of the outbox: how many e-mails wait, how many were given up, and how
 * long the oldest waiting one has waited (as of `now`).
 */
export async function outboxHealth(db: DB, now: Date): Promise<OutboxHealth> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['status', sql<number>`count(*)`.as('n'), sql<string | Date | null>`min(created_at)`.as('oldest')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const pending = rows.find((r) => r.status === 'pending');
  const failed = Number(rows.find((r) => r.status === 'failed')?.n ?? 0);
  const oldest = fromDbDateTime(pending?.oldest ?? null);
  const oldestPendingSeconds = oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null;
  const stale = oldestPendingSeconds !== null && oldestPendingSeconds > STALE_PENDING_SECONDS;
  return { status: failed > 0 || stale ? 'degraded' : 'ok', pending: Number(pending?.n ?? 0), failed, oldestPendingSeconds };
}

/** E-mails given up, then those still retried after an error: newest first. */
export async function listUndelivered(db: DB, limit = 200): Promise<UndeliveredEmail[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'next_attempt_at'])
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('last_error', 'is not', null)])]))
    .orderBy(sql`case when status = 'failed' then 0 else 1 end`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    status: r.status === 'failed' ? 'failed' : 'pending',
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: dbDateTimeToIso(r.created_at),
    nextAttemptAt: r.status === 'failed' ? null : dbDateTimeToIso(r.next_attempt_at),
  }));
}

/**
 * Puts an undelivered e-mail back in the queue, due at once and with a full set of attempts
 * (the admin asked after fixing the cause). False when there is no such e-mail to retry (unknown,
 * already sent, or waiting without an error).
 */
export async function retryUndelivered(db: DB, id: number, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('email_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: toDbDateTime(now), locked_until: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('last_error', 'is not', null)])]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
