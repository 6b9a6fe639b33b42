import { SLOTS, visitorDetails, type Booking, type BookingPayload } from '@app/shared/booking';
import { LIFECYCLE_MESSAGES, type BookingVerifiedResponse } from '@app/shared/booking-lifecycle';
import { colombiaToday } from '@app/shared/colombia-time';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation, withDeadlockRetry } from '../../db/database.js';
import { writeTransaction } from '../../db/write-batch.js';
import { AppError } from '../../lib/errors.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens.js';
import { enqueueEmail } from '../../mail/outbox.js';
import * as blocksRepo from './blocks.repo.js';
import * as repo from './booking.repo.js';
import { consentOf, insertConsent } from '../consent/index.js';
import * as lists from './booking-lists.repo.js';
import * as tokens from './booking-tokens.repo.js';
import { confirmLink, gestionLink } from './booking-links.js';
import { coachNotificationEmail, confirmationEmail, verificationEmail } from './booking.emails.js';
import { isBlocked, isPast } from './slot-rules.js';
import { assertBookable, takingSlot } from './slot-write.js';

type VerifyFailure = 'invalid_token' | 'expired_token';

/** The 400 of a failed confirmation: the error shape plus `reason`, which the error page reads. */
const verifyFailure = (reason: VerifyFailure) =>
  new AppError(400, reason === 'invalid_token' ? LIFECYCLE_MESSAGES.verifyInvalid : LIFECYCLE_MESSAGES.verifyExpired, undefined, {
    reason,
  });

/** Only tokens of the shape newSecretToken() makes reach the database. */
export const TOKEN_SHAPE = /^[\w-]{20,100}$/;

export type BookingService = ReturnType<typeof createBookingService>;

/** The visitor's path: availability, booking a slot, and the e-mailed confirmation link. */
export function createBookingService({ config, db, outbox, clock }: Pick<AppDeps, 'config' | 'db' | 'outbox' | 'clock'>) {
  return {
    /** Whole-day blocked dates from Colombia today on. */
    async blockedDates(): Promise<string[]> {
      return blocksRepo.listWholeDayBlockDates(db, colombiaToday(clock()));
    },

    /** The §9 slots of a day that cannot be booked: held, blocked, or already started. */
    async occupiedSlots(fecha: string): Promise<string[]> {
      const now = clock();
      const [held, blocks] = await Promise.all([lists.heldHoursOn(db, fecha, now), blocksRepo.listBlocksOn(db, fecha)]);
      const heldSet = new Set(held);
      return SLOTS.filter((hora) => heldSet.has(hora) || isBlocked(blocks, hora) || isPast(fecha, hora, now));
    },

    /**
     * Books a slot for a visitor. The slot is held by the UNIQUE slot_key: of two concurrent
     * requests only one insert succeeds, the other gets 409. The verification e-mail is written to
     * the outbox in the same transaction.
     */
    /** `ip`: where the consent came from (recorded with the policy version and its text). */
    async create(p: BookingPayload, ip: string | null = null): Promise<{ id: number }> {
      const consent = consentOf(p.politica_version, 'booking');
      const now = clock();
      const fecha = p.fechaAsesoria;
      const hora = p.horaAsesoria;
      await assertBookable(db, fecha, hora, now);

      const holdExpiresAt = new Date(now.getTime() + config.bookingHoldHours * 3600_000);
      const details = visitorDetails(p);
      const { token, hash } = newSecretToken();
      // writeTransaction: concurrent bookings share one SQLite commit, each in its own savepoint.
      const id = await takingSlot(db, 'horaAsesoria', () =>
        withDeadlockRetry(() =>
          writeTransaction(db, async (trx) => {
            await repo.releaseExpiredHold(trx, fecha, hora, now);
            const booking = await repo.insertBooking(trx, { details, fecha, hora, holdExpiresAt, now });
            await insertConsent(trx, { registroId: booking.id, ...consent, ip, at: now });
            await tokens.insertVerifyToken(trx, { hash, bookingId: booking.id, expiresAt: holdExpiresAt, now });
            await enqueueEmail(trx, verificationEmail(config, booking, confirmLink(config.publicUrl, token), config.bookingHoldHours), now);
            return booking.id;
          }),
        ),
      );
      outbox.kick();
      return { id };
    },

    /**
     * Confirms a booking (POST: a mail scanner's GET of the link changes nothing). In one
     * transaction: the token spent, the booking confirmada, its "Mi asesoría" token and both
     * e-mails. A second confirmation answers alreadyConfirmed. A link whose hold ran out still
     * works if nobody took the slot meanwhile.
     */
    async verify(token: string): Promise<BookingVerifiedResponse> {
      const now = clock();
      if (!TOKEN_SHAPE.test(token)) throw verifyFailure('invalid_token');
      const hash = hashSecretToken(token);
      let outcome: { booking: Booking; alreadyConfirmed: boolean; gestionToken: string | null };
      try {
        outcome = await withDeadlockRetry(() =>
          db.transaction().execute(async (trx) => {
            const t = await tokens.findVerifyToken(trx, hash);
            if (!t) throw verifyFailure('invalid_token');
            const stored = await repo.findBooking(trx, t.bookingId);
            if (!stored) throw verifyFailure('invalid_token');
            const b = stored.booking;
            if (b.verified) {
              // a second click, another of its links, or a scanner that POSTed first
              await tokens.useToken(trx, t.id, now);
              return { booking: b, alreadyConfirmed: true, gestionToken: null };
            }
            if (t.used || b.estado !== 'pendiente') throw verifyFailure('invalid_token');
            if (isPast(b.fecha, b.hora, now)) throw verifyFailure('expired_token');
            // the hold was released: take the slot again only if it is still free (else UNIQUE fails)
            if (!stored.state.holdsSlot) await repo.releaseExpiredHold(trx, b.fecha, b.hora, now);
            if (!(await tokens.useToken(trx, t.id, now))) throw verifyFailure('invalid_token');
            const state = { ...stored.state, estado: 'confirmada' as const, verifiedAt: now, holdExpiresAt: null, cancelled: null };
            if (!(await repo.writeBooking(trx, b.id, { fecha: b.fecha, hora: b.hora, state, ifEstado: 'pendiente', now })))
              throw verifyFailure('invalid_token');
            const gestionToken = await tokens.issueManageToken(trx, { bookingId: b.id, expiresAt: new Date(b.fecha_asesoria), now });
            const confirmed: Booking = { ...b, estado: 'confirmada', verified: true };
            await enqueueEmail(
              trx,
              confirmationEmail(config, confirmed, now, gestionLink(config.publicUrl, gestionToken), stored.icsSequence),
              now,
            );
            await enqueueEmail(trx, coachNotificationEmail(config, confirmed), now);
            return { booking: confirmed, alreadyConfirmed: false, gestionToken };
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw verifyFailure('expired_token');
        throw err;
      }
      if (!outcome.alreadyConfirmed) {
        outbox.kick();
      }
      const b = outcome.booking;
      return {
        alreadyConfirmed: outcome.alreadyConfirmed,
        nombres: b.nombre,
        apellidos: b.apellidos,
        fechaAsesoria: b.fecha,
        horaAsesoria: b.hora,
        gestionToken: outcome.gestionToken,
      };
    },

    /**
     * A new confirmation link for each pending booking of `email` whose hold is in force (the old
     * links keep working). The caller answers the same whatever happened here.
     */
    async resendVerification(email: string): Promise<void> {
      const now = clock();
      const pending = await lists.listPendingHeld(db, email, now);
      for (const { booking, holdExpiresAt } of pending) {
        const { token, hash } = newSecretToken();
        const hoursLeft = Math.max(1, Math.ceil((holdExpiresAt.getTime() - now.getTime()) / 3600_000));
        await db.transaction().execute(async (trx) => {
          await tokens.insertVerifyToken(trx, { hash, bookingId: booking.id, expiresAt: holdExpiresAt, now });
          await enqueueEmail(trx, verificationEmail(config, booking, confirmLink(config.publicUrl, token), hoursLeft), now);
        });
      }
      if (pending.length) outbox.kick();
    },
  };
}
