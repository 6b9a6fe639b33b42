import { BOOKING_MESSAGES, SLOTS, SLOT_HOLDING_ESTADOS, type Booking, type BookingEstado, type RegistroUpdate } from '@app/shared/booking';
import { PRIVACY_MESSAGES } from '@app/shared/privacy';
import { LIFECYCLE_MESSAGES } from '@app/shared/booking-lifecycle';
import { colombiaToUtc, utcToColombia } from '@app/shared/colombia-time';
import type { AppDeps } from '../../app-deps.js';
import { withDeadlockRetry } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { enqueueEmail } from '../../mail/outbox.js';
import * as repo from './booking.repo.js';
import * as tokens from './booking-tokens.repo.js';
import { gestionLink } from './booking-links.js';
import { cancellationEmail, rescheduledEmail } from './booking-lifecycle.emails.js';
import { confirmationEmail } from './booking.emails.js';
import { isPast } from './slot-rules.js';
import { takingSlot } from './slot-write.js';
import { recordActivity, type Actor } from '../activity/index.js';

/**
 * What the activity log keeps of an edit: before and after of the scheduling fields only, and the
 * NAMES of the other changed fields (health and personal values never go into the log).
 */
function editDetail(was: Booking, after: Booking, details: Record<string, unknown>): Record<string, unknown> {
  const pick = (b: Booking) => ({ fecha: b.fecha, hora: b.hora, estado: b.estado });
  const campos = Object.keys(details)
    .filter((k) => JSON.stringify((was as unknown as Record<string, unknown>)[k] ?? null) !== JSON.stringify(details[k] ?? null))
    .sort();
  return { antes: pick(was), despues: pick(after), campos };
}

const holdsForGood = (e: BookingEstado) => (SLOT_HOLDING_ESTADOS as readonly string[]).includes(e);

/** The state an edit asks for: `estado` wins; the older `verified` flag maps onto the states. */
function targetEstado(current: BookingEstado, u: Pick<RegistroUpdate, 'estado' | 'verified'>): BookingEstado {
  if (u.estado) return u.estado;
  if (u.verified === undefined || u.verified === holdsForGood(current)) return current;
  if (u.verified) return 'confirmada';
  return current === 'cancelada' ? current : 'pendiente';
}

export type RegistroAdminService = ReturnType<typeof createRegistroAdminService>;

/**
 * The team's changes to a booking from the agenda: edit (details, slot, state), delete, attendance.
 * Every change keeps slot and state consistent (booking.repo writeBooking); a change of date, time
 * or state is e-mailed to the client with the updated or cancelled .ics unless told not to.
 */
export function createRegistroAdminService({ config, db, outbox, clock }: Pick<AppDeps, 'config' | 'db' | 'outbox' | 'clock'>) {
  async function find(id: number): Promise<repo.StoredBooking> {
    const stored = await repo.findBooking(db, id);
    if (!stored) throw notFound(BOOKING_MESSAGES.registroNotFound);
    return stored;
  }

  /** Attendance is marked for a booking that took place (asistio / no_asistio); 409 otherwise. */
  function attendanceRefusal(b: Booking, now: Date) {
    if (!holdsForGood(b.estado)) return conflict(LIFECYCLE_MESSAGES.asistenciaNotConfirmed);
    if (!isPast(b.fecha, b.hora, now)) return conflict(LIFECYCLE_MESSAGES.asistenciaFuture);
    return null;
  }

  return {
    async updateRegistro(id: number, u: RegistroUpdate, actor?: Actor): Promise<Booking> {
      const now = clock();
      const current = await find(id);
      // Nothing personal may come back into an anonymised booking.
      if (current.booking.anonimizado_at) throw conflict(PRIVACY_MESSAGES.anonymisedNoEdit);
      const instant = new Date(u.fecha_asesoria);
      const { fecha, hora } = utcToColombia(instant);
      if (!(SLOTS as readonly string[]).includes(hora) || colombiaToUtc(fecha, hora).getTime() !== instant.getTime()) {
        throw badRequest(BOOKING_MESSAGES.registroSlotInvalid, [{ path: 'fecha_asesoria', msg: BOOKING_MESSAGES.registroSlotInvalid }]);
      }
      const { fecha_asesoria: _i, politica_privacidad, verified: _v, estado: _e, notificarCliente, ...details } = u;
      const was = current.booking;
      const estado = targetEstado(was.estado, u);
      const changedEstado = estado !== was.estado;
      const moved = was.fecha !== fecha || was.hora !== hora;
      if ((estado === 'asistio' || estado === 'no_asistio') && changedEstado) {
        const refused = attendanceRefusal({ ...was, fecha, hora }, now);
        if (refused) throw refused;
      }
      const state: repo.BookingState = { ...current.state, estado };
      if (estado === 'pendiente' && (changedEstado || moved)) {
        // back to pending, or moved while pending: a fresh hold of BOOKING_HOLD_HOURS
        Object.assign(state, { holdsSlot: true, holdExpiresAt: new Date(now.getTime() + config.bookingHoldHours * 3600_000) });
      }
      if (holdsForGood(estado)) Object.assign(state, { holdExpiresAt: null, verifiedAt: current.state.verifiedAt ?? now });
      if (estado === 'cancelada' && changedEstado) state.cancelled = { por: 'admin', motivo: null, at: now };
      if (estado !== 'cancelada') state.cancelled = null;
      const takesSlot = estado !== 'cancelada' && (holdsForGood(estado) || state.holdsSlot) && (moved || !current.state.holdsSlot);

      // What the client is told (docs/api.md): cancelled, or the invitation changed.
      const notify = notificarCliente ?? true;
      const tellCancel = notify && estado === 'cancelada' && changedEstado;
      // confirmed by the team: the booker gets the confirmation (with "Mi asesoría") they never got
      const tellConfirmed = notify && estado === 'confirmada' && changedEstado && !holdsForGood(was.estado);
      const tellUpdate = notify && estado !== 'cancelada' && (moved || tellConfirmed);
      const slotTaken = moved ? BOOKING_MESSAGES.slotTaken : LIFECYCLE_MESSAGES.slotTakenForEstado;
      await takingSlot(
        db,
        'fecha_asesoria',
        () =>
          withDeadlockRetry(() =>
            db.transaction().execute(async (trx) => {
              if (takesSlot) await repo.releaseExpiredHold(trx, fecha, hora, now);
              await repo.writeBooking(trx, id, {
                fecha,
                hora,
                state,
                details,
                politica_privacidad,
                moved,
                bumpSequence: tellCancel || tellUpdate,
                now,
              });
              const after = (await repo.findBooking(trx, id))!;
              if (actor) {
                const detail = { ...editDetail(was, after.booking, details), notificarCliente: notify };
                await recordActivity(trx, { ...actor, action: 'booking.updated', target: `registro:${id}`, detail, at: now });
              }
              if (moved) await tokens.moveManageTokens(trx, id, new Date(after.booking.fecha_asesoria));
              if (tellCancel) await enqueueEmail(trx, cancellationEmail(config, after.booking, now, after.icsSequence, 'admin'), now);
              if (tellUpdate) {
                const link = holdsForGood(estado)
                  ? gestionLink(
                      config.publicUrl,
                      await tokens.issueManageToken(trx, { bookingId: id, expiresAt: new Date(after.booking.fecha_asesoria), now }),
                    )
                  : null;
                await enqueueEmail(
                  trx,
                  tellConfirmed && !moved
                    ? confirmationEmail(config, after.booking, now, link!, after.icsSequence)
                    : rescheduledEmail(config, after.booking, now, after.icsSequence, link),
                  now,
                );
              }
            }),
          ),
        slotTaken,
      );
      if (tellCancel || tellUpdate) outbox.kick();
      return (await find(id)).booking;
    },

    /** Deleting the row frees its slot; a client with an upcoming booking is sent the cancelled .ics first. */
    async removeRegistro(id: number, notificarCliente: boolean, actor?: Actor): Promise<void> {
      const now = clock();
      const stored = await find(id);
      const b = stored.booking;
      const tell = notificarCliente && b.estado !== 'cancelada' && !isPast(b.fecha, b.hora, now);
      const deleted = await db.transaction().execute(async (trx) => {
        if (tell) await enqueueEmail(trx, cancellationEmail(config, b, now, stored.icsSequence + 1, 'admin'), now);
        await tokens.deleteTokensOf(trx, id);
        const gone = await repo.deleteBooking(trx, id);
        if (gone && actor) {
          const detail = { fecha: b.fecha, hora: b.hora, estado: b.estado, notificarCliente: tell };
          await recordActivity(trx, { ...actor, action: 'booking.deleted', target: `registro:${id}`, detail, at: now });
        }
        return gone;
      });
      if (!deleted) throw notFound(BOOKING_MESSAGES.registroNotFound);
      if (tell) outbox.kick();
    },

    async markAttendance(id: number, asistio: boolean, actor?: Actor): Promise<Booking> {
      const now = clock();
      const stored = await find(id);
      const b = stored.booking;
      const refused = attendanceRefusal(b, now);
      if (refused) throw refused;
      const state = { ...stored.state, estado: asistio ? ('asistio' as const) : ('no_asistio' as const) };
      await db.transaction().execute(async (trx) => {
        await repo.writeBooking(trx, id, { fecha: b.fecha, hora: b.hora, state, now });
        if (actor) {
          const detail = { antes: { estado: b.estado }, despues: { estado: state.estado } };
          await recordActivity(trx, { ...actor, action: 'booking.attendance', target: `registro:${id}`, detail, at: now });
        }
      });
      return (await find(id)).booking;
    },
  };
}
