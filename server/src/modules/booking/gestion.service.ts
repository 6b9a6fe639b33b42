import type { Booking } from '@app/shared/booking';
import { LIFECYCLE_MESSAGES, cutoffMessage, type GestionChangedResponse, type GestionView } from '@app/shared/booking-lifecycle';
import type { AppDeps } from '../../app-deps.js';
import { withDeadlockRetry } from '../../db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { enqueueEmail } from '../../mail/outbox.js';
import * as repo from './booking.repo.js';
import * as tokens from './booking-tokens.repo.js';
import { gestionLink } from './booking-links.js';
import { bookingIcs } from './booking.ics.js';
import { cancellationEmail, coachCancelledEmail, coachRescheduledEmail, rescheduledEmail } from './booking-lifecycle.emails.js';
import { TOKEN_SHAPE } from './booking.service.js';
import { assertBookable, takingSlot } from './slot-write.js';
import { cancelAndAnonymise } from './booking-forget.js';
import { PRIVACY_MESSAGES } from '@app/shared/privacy';

export type GestionService = ReturnType<typeof createGestionService>;

/**
 * "Mi asesoría": the booker's own page, opened by the manage token of the confirmation e-mail.
 * Cancel and reschedule only a confirmada booking, and not closer than
 * BOOKING_CHANGE_CUTOFF_HOURS to it (deps.clock).
 */
export function createGestionService({ config, db, outbox, clock }: Pick<AppDeps, 'config' | 'db' | 'outbox' | 'clock'>) {
  const cutoffMs = config.bookingChangeCutoffHours * 3600_000;
  const limitOf = (b: Booking) => new Date(new Date(b.fecha_asesoria).getTime() - cutoffMs);

  function view(b: Booking, now: Date): GestionView {
    return {
      nombre: b.nombre,
      apellidos: b.apellidos,
      fechaAsesoria: b.fecha,
      horaAsesoria: b.hora,
      fecha_asesoria: b.fecha_asesoria,
      estado: b.estado,
      motivo_cancelacion: b.motivo_cancelacion,
      puedeModificar: b.estado === 'confirmada' && now < limitOf(b),
      cutoffHours: config.bookingChangeCutoffHours,
      limiteCambios: limitOf(b).toISOString(),
    };
  }

  async function open(token: string, now: Date): Promise<repo.StoredBooking> {
    const t = TOKEN_SHAPE.test(token) ? await tokens.findManageToken(db, token, now) : undefined;
    const stored = t && (await repo.findBooking(db, t.bookingId));
    if (!stored) throw notFound(LIFECYCLE_MESSAGES.gestionNotFound);
    return stored;
  }

  /** Why the booker may not change it now (409), if so. */
  function refusal(b: Booking, now: Date): AppError | null {
    if (b.estado === 'cancelada') return conflict(LIFECYCLE_MESSAGES.alreadyCancelled);
    if (b.estado === 'pendiente') return conflict(LIFECYCLE_MESSAGES.notConfirmed);
    if (b.estado !== 'confirmada') return conflict(LIFECYCLE_MESSAGES.notChangeable);
    if (now >= limitOf(b)) return conflict(cutoffMessage(config.bookingChangeCutoffHours));
    return null;
  }

  return {
    async get(token: string): Promise<GestionView> {
      const now = clock();
      return view((await open(token, now)).booking, now);
    },

    /** The invitation as it stands (a cancelled booking's cancels it). */
    async calendar(token: string): Promise<string> {
      const now = clock();
      const stored = await open(token, now);
      const b = stored.booking;
      return bookingIcs(config, b, now, { method: b.estado === 'cancelada' ? 'CANCEL' : 'PUBLISH', sequence: stored.icsSequence });
    },

    /** Frees the slot at once; the booker gets the cancelling .ics, the coach a notice. */
    async cancel(token: string, motivo: string | null): Promise<GestionChangedResponse> {
      const now = clock();
      const stored = await open(token, now);
      const refused = refusal(stored.booking, now);
      if (refused) throw refused;
      const b = stored.booking;
      const cancelled = await withDeadlockRetry(() =>
        db.transaction().execute(async (trx) => {
          const state = { ...stored.state, estado: 'cancelada' as const, cancelled: { por: 'cliente' as const, motivo, at: now } };
          const written = await repo.writeBooking(trx, b.id, {
            fecha: b.fecha,
            hora: b.hora,
            state,
            bumpSequence: true,
            ifEstado: 'confirmada',
            now,
          });
          if (!written) throw conflict(LIFECYCLE_MESSAGES.notChangeable);
          const after = (await repo.findBooking(trx, b.id))!;
          await enqueueEmail(trx, cancellationEmail(config, after.booking, now, after.icsSequence, 'cliente'), now);
          await enqueueEmail(trx, coachCancelledEmail(config, after.booking), now);
          return after.booking;
        }),
      );
      outbox.kick();
      return { message: LIFECYCLE_MESSAGES.cancelled, gestion: view(cancelled, now) };
    },

    /**
     * "Eliminar mis datos": cancels the booking if it is still ahead (the usual e-mails) and
     * anonymises it; its links stop working (booking-forget.ts).
     */
    async forgetData(token: string): Promise<{ message: string }> {
      const now = clock();
      const stored = await open(token, now);
      await withDeadlockRetry(() =>
        db.transaction().execute(async (trx) => {
          const fresh = await repo.findBooking(trx, stored.booking.id);
          return fresh ? cancelAndAnonymise(trx, config, [fresh], 'cliente', now) : 0;
        }),
      );
      outbox.kick();
      return { message: PRIVACY_MESSAGES.bookingDataDeleted };
    },

    /**
     * Moves the booking to another free slot, atomically: the UNIQUE slot_key refuses a slot
     * taken meanwhile (409). The manage links follow the new time; the booker gets the updated
     * .ics, the coach a notice.
     */
    async reschedule(token: string, fecha: string, hora: string): Promise<GestionChangedResponse> {
      const now = clock();
      const stored = await open(token, now);
      const refused = refusal(stored.booking, now);
      if (refused) throw refused;
      const b = stored.booking;
      if (b.fecha === fecha && b.hora === hora)
        throw badRequest(LIFECYCLE_MESSAGES.sameSlot, [{ path: 'horaAsesoria', msg: LIFECYCLE_MESSAGES.sameSlot }]);
      await assertBookable(db, fecha, hora, now);
      const moved = await takingSlot(db, 'horaAsesoria', () =>
        withDeadlockRetry(() =>
          db.transaction().execute(async (trx) => {
            await repo.releaseExpiredHold(trx, fecha, hora, now);
            const written = await repo.writeBooking(trx, b.id, {
              fecha,
              hora,
              state: stored.state,
              moved: true,
              bumpSequence: true,
              ifEstado: 'confirmada',
              now,
            });
            if (!written) throw conflict(LIFECYCLE_MESSAGES.notChangeable);
            const after = (await repo.findBooking(trx, b.id))!;
            await tokens.moveManageTokens(trx, b.id, new Date(after.booking.fecha_asesoria));
            await enqueueEmail(
              trx,
              rescheduledEmail(config, after.booking, now, after.icsSequence, gestionLink(config.publicUrl, token)),
              now,
            );
            await enqueueEmail(trx, coachRescheduledEmail(config, after.booking, b), now);
            return after.booking;
          }),
        ),
      );
      outbox.kick();
      return { message: LIFECYCLE_MESSAGES.rescheduled, gestion: view(moved, now) };
    },
  };
}
