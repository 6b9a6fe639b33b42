import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { precompile } from '../db/precompiled.js';
import { writeTransaction } from '../db/write-batch.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { MailTransport } from '../lib/mail-transport.js';
import { toDbDateTime } from '../lib/time.js';
import type { Db } from '../db/database.js';

export interface QueuedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** The booking the e-mail is about: anonymising the booking reaches the e-mail too. */
  registroId?: number;
  /** The order the e-mail is about: erasing the buyer reaches the e-mail too. */
  pedidoId?: number;
  /** Emptied and readdressed as soon as it is sent or given up: the last notice to a person who asked to be forgotten. */
  anonymiseAfterSend?: boolean;
}

/** The outbox's generic columns that tie an e-mail to a module's row (QueuedEmail's registroId, pedidoId). */
export type OutboxSubjectColumn = 'registro_id' | 'pedido_id';

/**
 * A module's e-mails about its rows (its descriptor's `emails`, server/src/modules/server-module.ts):
 * the address one is readdressed to when it is scrubbed. The outbox knows no module: the runtime
 * hands it every module's subjects.
 */
export interface OutboxSubject {
  column: OutboxSubjectColumn;
  anonymisedAddress(id: number): string;
}

// The outbox's statements run for every e-mail, in requests and in the worker: precompiled
// (db/precompiled.ts).
const insertQuery = precompile(
  (
    db,
    p: {
      to: string;
      subject: string;
      html: string;
      text: string;
      attachments: string | null;
      registroId: number | null;
      pedidoId: number | null;
      anonymiseAfterSend: number;
      now: string;
    },
  ) =>
    db
      .insertInto('email_outbox')
      .values({
        to_address: p.to,
        subject: p.subject,
        html: p.html,
        text_body: p.text,
        attachments: p.attachments,
        status: 'pending',
        attempts: 0,
        next_attempt_at: p.now,
        locked_until: null,
        last_error: null,
        sent_at: null,
        created_at: p.now,
        registro_id: p.registroId,
        pedido_id: p.pedidoId,
        anonimizar_tras_envio: p.anonymiseAfterSend,
      })
      .compile(),
);

const dueQuery = precompile((db, p: { now: string; limit: number }) =>
  db
    .selectFrom('email_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', p.now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', p.now)]))
    .orderBy('id')
    .limit(p.limit)
    .compile(),
);

// A row is claimed by setting its lock: several app instances may share one outbox.
const claimQuery = precompile((db, p: { id: number; now: string; lockedUntil: string }) =>
  db
    .updateTable('email_outbox')
    .set({ locked_until: p.lockedUntil })
    .where('id', '=', p.id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', p.now)]))
    .compile(),
);

const markSentQuery = precompile((db, p: { id: number; now: string; attempts: number }) =>
  db
    .updateTable('email_outbox')
    .set({ status: 'sent', sent_at: p.now, attempts: p.attempts, locked_until: null, last_error: null })
    .where('id', '=', p.id)
    .compile(),
);

/**
 * Writes an e-mail to the outbox, due at `now` (the caller's clock, AppDeps.clock). Call it with the
 * transaction of the change that caused the e-mail, so both commit or neither does.
 */
export async function enqueueEmail(db: Db, mail: QueuedEmail, now: Date): Promise<void> {
  await insertQuery(db, {
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    registroId: mail.registroId ?? null,
    pedidoId: mail.pedidoId ?? null,
    anonymiseAfterSend: mail.anonymiseAfterSend ? 1 : 0,
    now: toDbDateTime(now),
  });
}

/** Back-off after the n-th failure: 5 s, 10 s, 20 s … capped at 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

export interface OutboxWorker {
  /** Sends every due message once (in batches, until none is due); returns how many were sent. */
  processDue(): Promise<number>;
  /** Asks the worker to run soon (after a request enqueued something). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

const LOCK_MS = 60_000;
const KICK_DELAY_MS = 50;
const BATCH = 20;
/** At most this many batches per run; a run that stops there is followed by another. */
const MAX_BATCHES_PER_RUN = 50;
/** Event-loop utilisation above which a kick waits: requests are being answered back to back. */
const BUSY_UTILIZATION = 0.9;
const BUSY_RECHECK_MS = 100;

export function createOutboxWorker(opts: {
  db: DB;
  transport: MailTransport;
  from: string;
  intervalMs: number;
  maxAttempts: number;
  logger: Logger;
  /** Due times, locks and back-off read it, so tests move time instead of rewriting rows. */
  clock: Clock;
  /** Every module's e-mail subjects: where a last notice flagged anonimizar_tras_envio is readdressed once sent. */
  subjects: readonly OutboxSubject[];
}): OutboxWorker {
  const { db, transport, logger, clock } = opts;
  /** The address a scrubbed row goes to: its subject's anonymised address, or the one for e-mails about nothing. */
  const scrubbedAddress = (row: Record<OutboxSubjectColumn, number | null>): string => {
    for (const s of opts.subjects) {
      const id = row[s.column];
      if (id !== null) return s.anonymisedAddress(id);
    }
    return ANONYMISED_ADDRESS;
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  /** A run was asked for while one was running: run again after it (forced wins over yielding). */
  let again: 'no' | 'yielding' | 'forced' = 'no';
  let stopped = true;
  let closing = false;
  let kickTimer: NodeJS.Timeout | undefined;
  let loopSample = performance.eventLoopUtilization();

  /**
   * Claims a row by setting its lock (several app instances may share one outbox), just before
   * its send, so a lock never runs out while the row waits behind others. On SQLite the write joins
   * the requests' group commit (db/write-batch.ts) instead of committing once per e-mail.
   */
  function claim(id: number): Promise<boolean> {
    const now = clock();
    const p = { id, now: toDbDateTime(now), lockedUntil: toDbDateTime(new Date(now.getTime() + LOCK_MS)) };
    return writeTransaction(db, async (trx) => Number((await claimQuery(trx, p)).numAffectedRows) === 1);
  }

  async function sendBatch(): Promise<{ seen: number; sent: number }> {
    const due = (await dueQuery(db, { now: toDbDateTime(clock()), limit: BATCH })).rows;
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
        // Like the claim, it joins the group commit on SQLite.
        await writeTransaction(db, async (trx) => {
          await markSentQuery(trx, { id: row.id, now: toDbDateTime(clock()), attempts: row.attempts + 1 });
          if (Number(row.anonimizar_tras_envio)) await scrubOneEmail(trx, row.id, scrubbedAddress(row));
        });
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
            next_attempt_at: toDbDateTime(new Date(clock().getTime() + retryDelayMs(attempts))),
          })
          .where('id', '=', row.id)
          .execute();
        if (failed && Number(row.anonimizar_tras_envio)) await scrubOneEmail(db, row.id, scrubbedAddress(row));
      }
    }
    return { seen: due.length, sent };
  }

  /**
   * Sends batch after batch until nothing is due (or the run's bound, or stop()). A run started by
   * a kick (`yieldToRequests`) also stops between batches while requests saturate the event loop,
   * and tries again once they do not: during a burst of bookings their e-mails leave when it is
   * over, or at the latest on the interval run, which never yields (a sustained load still gets
   * its e-mails out).
   */
  async function runOnce(yieldToRequests: boolean): Promise<number> {
    let sent = 0;
    for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
      const batch = await sendBatch();
      sent += batch.sent;
      if (batch.seen < BATCH || closing) return sent;
      if (yieldToRequests && loopIsBusy()) {
        retryWhenLoopHasRoom(BUSY_RECHECK_MS);
        return sent;
      }
    }
    requestAgain(yieldToRequests);
    return sent;
  }

  function requestAgain(yieldToRequests: boolean) {
    if (!yieldToRequests) again = 'forced';
    else if (again === 'no') again = 'yielding';
  }

  /** Whether requests kept the event loop busy since the last look (utilisation > 90 %). */
  function loopIsBusy(): boolean {
    const window = performance.eventLoopUtilization(loopSample);
    loopSample = performance.eventLoopUtilization();
    return window.utilization > BUSY_UTILIZATION;
  }

  function retryWhenLoopHasRoom(delayMs: number) {
    if (stopped || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      if (stopped) return;
      if (loopIsBusy()) retryWhenLoopHasRoom(BUSY_RECHECK_MS);
      else void run(true);
    }, delayMs);
    kickTimer.unref();
  }

  function run(yieldToRequests: boolean): Promise<number> {
    if (running) {
      requestAgain(yieldToRequests);
      return running;
    }
    running = runOnce(yieldToRequests)
      .catch((err) => {
        logger.error({ err }, 'outbox run failed');
        return 0;
      })
      .finally(() => {
        running = null;
        const next = again;
        again = 'no';
        if (next !== 'no' && !stopped) void run(next === 'yielding');
      });
    return running;
  }

  const processDue = () => run(false);

  return {
    processDue,
    kick() {
      // Coalesced: a burst of requests leads to one run shortly after, not one run each.
      retryWhenLoopHasRoom(KICK_DELAY_MS);
    },
    start() {
      stopped = false;
      timer = setInterval(() => void processDue(), opts.intervalMs);
      timer.unref();
      void processDue();
    },
    async stop() {
      stopped = true;
      closing = true; // a run in progress ends after its current batch
      clearTimeout(kickTimer);
      if (timer) clearInterval(timer);
      if (running) await running;
    },
  };
}

// ---- personal data (docs/architecture.md §14) ------------------------------------------------

/** What an anonymised booking's e-mails keep: status, dates, attempts; nothing about the person. */
export const ANONYMISED_SUBJECT = '(anonimizado)';

/** Where a scrubbed e-mail not about a booking points (RFC 2606: .invalid never delivers). */
export const ANONYMISED_ADDRESS = 'anonimo@anonimizado.invalid';

const scrubbed = (to: string) => ({
  to_address: to,
  subject: ANONYMISED_SUBJECT,
  html: '',
  text_body: '',
  attachments: null,
  last_error: null,
});

/** One e-mail flagged anonimizar_tras_envio, once it left (or was given up). */
async function scrubOneEmail(db: Db, id: number, to: string): Promise<void> {
  await db.updateTable('email_outbox').set(scrubbed(to)).where('id', '=', id).execute();
}

/**
 * Empties the e-mails sent to `address` and readdresses them; pending ones are given up. Those about
 * a row of the `leave` columns are left to their module, which scrubs them with the row
 * (`scrubEmailsAbout`, to the row's own address).
 */
export async function scrubEmailsTo(db: Db, address: string, leave: readonly OutboxSubjectColumn[]): Promise<void> {
  let query = db
    .updateTable('email_outbox')
    .set({ ...scrubbed(ANONYMISED_ADDRESS), status: sql<string>`case when status = 'pending' then 'failed' else status end` })
    .where('to_address', '=', address);
  for (const column of leave) query = query.where(column, 'is', null);
  await query.where((eb) => eb.or([eb('anonimizar_tras_envio', '=', 0), eb('status', '<>', 'pending')])).execute();
}

/**
 * Empties the e-mails about these rows of a module and readdresses them (the team's copies too: they
 * carry the person's name): each to its row's own anonymised address when the subject gives one
 * (`anonymisedAddress`, a booking's), else all to the one anonymised address. Pending ones go nowhere
 * after this, except the last notices flagged anonimizar_tras_envio, which are emptied once sent.
 */
export async function scrubEmailsAbout(
  db: Db,
  subject: { column: OutboxSubjectColumn; anonymisedAddress?: (id: number) => string },
  ids: readonly number[],
): Promise<void> {
  if (!ids.length) return;
  const scrub = (to: string) =>
    db
      .updateTable('email_outbox')
      .set({ ...scrubbed(to), status: sql<string>`case when status = 'pending' then 'failed' else status end` })
      .where((eb) => eb.or([eb('anonimizar_tras_envio', '=', 0), eb('status', '<>', 'pending')]));
  const { column, anonymisedAddress } = subject;
  if (!anonymisedAddress) {
    await scrub(ANONYMISED_ADDRESS)
      .where(column, 'in', [...ids])
      .execute();
    return;
  }
  // Each row's e-mails get its own address: one short UPDATE per row, by the column's index.
  for (const id of ids) await scrub(anonymisedAddress(id)).where(column, '=', id).execute();
}

/** Deletes the e-mails about these rows of a module (with the rows themselves, at the end of their retention). */
export async function deleteEmailsAbout(db: Db, column: OutboxSubjectColumn, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .deleteFrom('email_outbox')
    .where(column, 'in', [...ids])
    .execute();
}

/** Ids of sent e-mails older than `before` that still have a body (at most `limit`). */
export async function sentWithBodyBefore(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('status', '=', 'sent')
    .where('sent_at', '<', toDbDateTime(before))
    .where((eb) => eb.or([eb('html', '<>', ''), eb('text_body', '<>', ''), eb('attachments', 'is not', null)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Empties the bodies of these sent e-mails; recipient, subject and delivery status stay. */
export async function emptyBodies(db: Db, ids: readonly number[]): Promise<number> {
  if (!ids.length) return 0;
  const res = await db
    .updateTable('email_outbox')
    .set({ html: '', text_body: '', attachments: null })
    .where('id', 'in', ids)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
