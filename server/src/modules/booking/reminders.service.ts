import type { Config } from '../../config.js';
import { isDeadlock, isUniqueViolation, type DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import { createPeriodicWorker, type PeriodicWorker } from '../../lib/periodic-worker.js';
import { enqueueEmail, type OutboxWorker } from '../../mail/outbox.js';
import { gestionLink } from './booking-links.js';
import { issueManageToken } from './booking-tokens.repo.js';
import { confirmedBetween, recordReminder, type ReminderCandidate } from './reminders.repo.js';
import { reminderEmail } from './reminders.emails.js';

/**
 * Reminder e-mails before each confirmed appointment, at the offsets of BOOKING_REMINDERS.
 *
 * A reminder is due when fechaAsesoria - offset <= now < fechaAsesoria, and skipped when that
 * moment was already past when the booking came to stand at its time (confirmed or last moved).
 * It goes out once, also with several app instances on one MySQL: the row in booking_reminders
 * (unique per booking, offset and appointment time) and the outbox e-mail are written in one
 * transaction, and the instance that loses the unique key rolls back and sends nothing. A moved
 * booking has a new appointment time, hence new keys: its reminders go out again for the new time.
 */

const MINUTE_MS = 60_000;

export interface ReminderPass {
  /** Reminder e-mails this pass queued. */
  queued: number;
  /** Reminders another instance (or an earlier, concurrent pass) had just sent. */
  sentElsewhere: number;
}

/**
 * The offsets due now for one booking, largest first. The query only returns appointments in the
 * future, so only the lower bound of each reminder's window is checked here.
 */
export function dueOffsets(c: ReminderCandidate, offsetsMin: readonly number[], now: Date): number[] {
  return offsetsMin.filter((offset) => {
    const moment = c.fechaAsesoria.getTime() - offset * MINUTE_MS;
    return moment <= now.getTime() && moment >= c.standingSince.getTime() && !c.sentOffsets.includes(offset);
  });
}

/** Thrown inside the transaction to roll it back when the booking changed since it was read. */
class NoLongerDue extends Error {}

/**
 * Queues the reminder of one booking. When several of its reminders are due at once (the server was
 * down at the earlier one's moment) they are all recorded and one e-mail goes out: two reminders
 * of the same appointment in one minute help nobody. Returns false when the booking was cancelled
 * or moved since it was read; a unique violation (another instance sent it) propagates.
 */
async function sendReminder(deps: ReminderDeps, c: ReminderCandidate, offsets: number[], now: Date): Promise<boolean> {
  try {
    await deps.db.transaction().execute(async (trx) => {
      // Largest first, as every instance does: two of them never wait on each other in a cycle.
      for (const offsetMinutes of offsets) {
        if (!(await recordReminder(trx, { bookingId: c.bookingId, offsetMinutes, fechaAsesoria: c.fechaAsesoria, now }))) {
          throw new NoLongerDue();
        }
      }
      // Like every "Mi asesoría" link: valid until the appointment's time (a move moves it too).
      const token = await issueManageToken(trx, { bookingId: c.bookingId, expiresAt: c.fechaAsesoria, now });
      await enqueueEmail(
        trx,
        reminderEmail(deps.config, {
          bookingId: c.bookingId,
          nombre: c.nombre,
          email: c.email,
          fechaAsesoria: c.fechaAsesoria,
          gestionUrl: gestionLink(deps.config.publicUrl, token),
        }),
        now,
      );
    });
    return true;
  } catch (err) {
    if (err instanceof NoLongerDue) return false;
    throw err;
  }
}

export interface ReminderDeps {
  db: DB;
  config: Config;
  clock: Clock;
  logger: Logger;
  outbox: Pick<OutboxWorker, 'kick'>;
}

/** One pass: queues every reminder due at deps.clock(). */
export async function sendDueReminders(deps: ReminderDeps): Promise<ReminderPass> {
  const pass: ReminderPass = { queued: 0, sentElsewhere: 0 };
  const offsets = deps.config.bookingReminderOffsetsMin;
  if (!offsets.length) return pass;
  const now = deps.clock();
  // Offsets are largest first: only appointments within the largest one can have a reminder due.
  const candidates = await confirmedBetween(deps.db, now, new Date(now.getTime() + offsets[0] * MINUTE_MS));
  for (const c of candidates) {
    const due = dueOffsets(c, offsets, now);
    if (!due.length) continue;
    try {
      if (await sendReminder(deps, c, due, now)) pass.queued++;
    } catch (err) {
      if (isUniqueViolation(err)) pass.sentElsewhere++;
      // Rolled back, so the next pass tries it again; one failing booking does not hold up the others.
      else if (isDeadlock(err)) deps.logger.warn({ bookingId: c.bookingId }, 'reminder deadlocked; retried on the next pass');
      else deps.logger.error({ err, bookingId: c.bookingId }, 'reminder failed; retried on the next pass');
    }
  }
  if (pass.queued) {
    deps.logger.info({ ...pass }, 'booking reminders queued');
    deps.outbox.kick();
  }
  return pass;
}

/** One pass now, then every REMINDER_WORKER_INTERVAL_MS after the previous one ended (lib/periodic-worker.ts). */
export type ReminderWorker = PeriodicWorker<ReminderPass>;

export function createReminderWorker(deps: ReminderDeps): ReminderWorker {
  return createPeriodicWorker({
    pass: () => sendDueReminders(deps),
    intervalMs: deps.config.reminderWorkerIntervalMs,
    logger: deps.logger,
    failure: 'reminder pass failed',
  });
}
