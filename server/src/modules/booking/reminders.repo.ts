import { fromDbDateTime, toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/** The SQL of the booking reminders (reminders.service.ts holds the rules). */

/** A confirmed appointment a reminder may be due for: the reminder's fields only, never health data. */
export interface ReminderCandidate {
  bookingId: number;
  nombre: string;
  email: string;
  fechaAsesoria: Date;
  /**
   * The latest of creation, confirmation and last move: a reminder whose moment is earlier had
   * already passed when the booking came to stand at this time, and is skipped.
   */
  standingSince: Date;
  /** Offsets (minutes) already sent for this appointment time. */
  sentOffsets: number[];
}

/**
 * The confirmed bookings whose appointment is in (from, until], with the reminders already sent
 * for their current time. One query on registros_estado_fecha_idx; the join reads the unique key
 * of booking_reminders by its registro_id prefix.
 */
export async function confirmedBetween(db: Db, from: Date, until: Date): Promise<ReminderCandidate[]> {
  const rows = await db
    .selectFrom('registros as r')
    .leftJoin('booking_reminders as br', (join) =>
      join.onRef('br.registro_id', '=', 'r.id').onRef('br.fecha_asesoria', '=', 'r.fecha_asesoria'),
    )
    .select(['r.id', 'r.nombre', 'r.email', 'r.fecha_asesoria', 'r.created_at', 'r.verified_at', 'r.reprogramado_at', 'br.offset_minutes'])
    .where('r.estado', '=', 'confirmada')
    .where('r.fecha_asesoria', '>', toDbDateTime(from))
    .where('r.fecha_asesoria', '<=', toDbDateTime(until))
    .orderBy('r.fecha_asesoria')
    .orderBy('r.id')
    .execute();
  const byId = new Map<number, ReminderCandidate>();
  for (const r of rows) {
    let c = byId.get(r.id);
    if (!c) {
      const moments = [r.created_at, r.verified_at, r.reprogramado_at].map((v) => fromDbDateTime(v)?.getTime() ?? 0);
      c = {
        bookingId: r.id,
        nombre: r.nombre,
        email: r.email,
        fechaAsesoria: fromDbDateTime(r.fecha_asesoria)!,
        standingSince: new Date(Math.max(...moments)),
        sentOffsets: [],
      };
      byId.set(r.id, c);
    }
    if (r.offset_minutes !== null) c.sentOffsets.push(Number(r.offset_minutes));
  }
  return [...byId.values()];
}

/**
 * Records that the reminder `offsetMinutes` before the booking's appointment at `fechaAsesoria`
 * is sent, in one INSERT … SELECT: the row is written only while the booking is still confirmada
 * at that time (false otherwise: cancelled or moved since it was read). A second writer of the same
 * reminder, in this process or another, gets the unique violation of booking_reminders_once.
 * On InnoDB the SELECT keeps a shared lock on the booking's row until commit, so a cancel or a move
 * committed meanwhile waits for this reminder instead of slipping in before its e-mail is queued.
 */
export async function recordReminder(
  trx: Db,
  r: { bookingId: number; offsetMinutes: number; fechaAsesoria: Date; now: Date },
): Promise<boolean> {
  const res = await trx
    .insertInto('booking_reminders')
    .columns(['registro_id', 'offset_minutes', 'fecha_asesoria', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('registros')
        .select((s) => ['id', s.val(r.offsetMinutes).as('offset_minutes'), 'fecha_asesoria', s.val(toDbDateTime(r.now)).as('created_at')])
        .where('id', '=', r.bookingId)
        .where('estado', '=', 'confirmada')
        .where('fecha_asesoria', '=', toDbDateTime(r.fechaAsesoria)),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The reminder rows of these bookings (deletion, anonymisation). */
export async function deleteRemindersOf(db: Db, bookingIds: readonly number[]): Promise<void> {
  if (!bookingIds.length) return;
  await db.deleteFrom('booking_reminders').where('registro_id', 'in', bookingIds).execute();
}
