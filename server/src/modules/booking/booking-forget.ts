import type { Config } from '../../config.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { forgetConsentIps } from '../consent/index.js';
import { anonymiseBookings } from './booking-anonymise.repo.js';
import { cancellationEmail, coachCancelledEmail } from './booking-lifecycle.emails.js';
import { findBooking, writeBooking, type StoredBooking } from './booking.repo.js';
import type { Db } from '../../db/database.js';

/**
 * The one rule of "forget these bookings" (Eliminar mis datos, Eliminar mi cuenta, the team's
 * anonimizar): a booking still ahead is cancelled first — a confirmed one with the usual
 * cancellation e-mails to the person and the coach, enqueued before the anonymisation and flagged
 * to be emptied once sent (the anonymisation gives up every other pending e-mail of the booking);
 * a pending one silently, which frees its slot — then every booking is anonymised and its
 * consent forgets the IP. Run inside the caller's transaction. Returns how many were cancelled.
 */
export async function cancelAndAnonymise(
  trx: Db,
  config: Config,
  stored: readonly StoredBooking[],
  por: 'cliente' | 'admin',
  now: Date,
): Promise<number> {
  let cancelled = 0;
  for (const s of stored) {
    const b = s.booking;
    const ahead = new Date(b.fecha_asesoria) > now;
    if (!ahead || b.anonimizado_at || (b.estado !== 'confirmada' && b.estado !== 'pendiente')) continue;
    const written = await writeBooking(trx, b.id, {
      fecha: b.fecha,
      hora: b.hora,
      state: { ...s.state, estado: 'cancelada', cancelled: { por, motivo: null, at: now } },
      bumpSequence: b.estado === 'confirmada',
      ifEstado: b.estado,
      now,
    });
    if (!written) continue;
    cancelled++;
    if (b.estado !== 'confirmada') continue;
    const after = (await findBooking(trx, b.id))!;
    await enqueueEmail(trx, { ...cancellationEmail(config, after.booking, now, after.icsSequence, por), anonymiseAfterSend: true }, now);
    await enqueueEmail(trx, { ...coachCancelledEmail(config, after.booking), anonymiseAfterSend: true }, now);
  }
  const ids = stored.map((s) => s.booking.id);
  await anonymiseBookings(trx, ids, now);
  await forgetConsentIps(trx, ids);
  return cancelled;
}
