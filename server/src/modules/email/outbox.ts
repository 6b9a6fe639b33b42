import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DB } from '../../db/database.js';
import type { Logger } from '../../lib/logger.js';
import type { MailTransport } from '../../lib/mail-transport.js';
import { toDbDateTime } from '../../lib/time.js';

export interface QueuedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Writes an e-mail to the outbox. Call it with the transaction of the change that caused the
 * e-mail, so both commit or neither does.
 */
export async function enqueueEmail(db: Executor, mail: QueuedEmail): Promise<void> {
  const now = toDbDateTime(new Date());
  await db
    .insertInto('email_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      text_body: mail.text,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      sent_at: null,
      created_at: now,
    })
    .execute();
}

/** Back-off after the n-th failure: 5 s, 10 s, 20 s … capped at 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

export interface OutboxWorker {
  /** Sends every due message once; returns how many were sent. */
  processDue(): Promise<number>;
  /** Asks the worker to run soon (after a request enqueued something). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

const LOCK_MS = 60_000;
const KICK_DELAY_MS = 50;

export function createOutboxWorker(opts: {
  db: DB;
  transport: MailTransport;
  from: string;
  intervalMs: number;
  maxAttempts: number;
  logger: Logger;
}): OutboxWorker {
  const { db, transport, logger } = opts;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = true;
  let kickTimer: NodeJS.Timeout | undefined;

  async function claim(id: number): Promise<boolean> {
    // A row is claimed by setting its lock: several app instances may share one outbox.
    const now = new Date();
    const res = await db
      .updateTable('email_outbox')
      .set({ locked_until: toDbDateTime(new Date(now.getTime() + LOCK_MS)) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', toDbDateTime(now))]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async function runOnce(): Promise<number> {
    const now = toDbDateTime(new Date());
    const due = await db
      .selectFrom('email_outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('id')
      .limit(20)
      .execute();
    let sent = 0;
    for (const row of due) {
      if (!(await claim(row.id))) continue;
      try {
        await transport.send({
          from: opts.from,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text_body,
          attachments: row.attachments
            ? (JSON.parse(row.attachments) as QueuedEmail['attachments'])!.map((a) => ({ ...a, encoding: 'base64' as const }))
            : undefined,
        });
        await db
          .updateTable('email_outbox')
          .set({ status: 'sent', sent_at: toDbDateTime(new Date()), attempts: row.attempts + 1, locked_until: null, last_error: null })
          .where('id', '=', row.id)
          .execute();
        sent++;
      } catch (err) {
        const attempts = row.attempts + 1;
        const failed = attempts >= opts.maxAttempts;
        logger.warn({ err, outboxId: row.id, attempts }, failed ? 'e-mail abandoned after retries' : 'e-mail send failed; will retry');
        await db
          .updateTable('email_outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            locked_until: null,
            last_error: String((err as Error)?.message ?? err).slice(0, 1000),
            next_attempt_at: toDbDateTime(new Date(Date.now() + retryDelayMs(attempts))),
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return sent;
  }

  function processDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((err) => {
        logger.error({ err }, 'outbox run failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void processDue();
        }
      });
    return running;
  }

  return {
    processDue,
    kick() {
      // Coalesced: a burst of requests leads to one batch run shortly after, not one run each.
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = undefined;
        void processDue();
      }, KICK_DELAY_MS);
      kickTimer.unref();
    },
    start() {
      stopped = false;
      timer = setInterval(() => void processDue(), opts.intervalMs);
      timer.unref();
      void processDue();
    },
    async stop() {
      stopped = true;
      clearTimeout(kickTimer);
      if (timer) clearInterval(timer);
      if (running) await running;
    },
  };
}
