import { sql, type Insertable } from 'kysely';
import { SLOT_HOLDING_ESTADOS, type Booking, type BookingDetails, type BookingEstado, type CanceladoPor } from '@app/shared/booking';
import { colombiaToUtc } from '@app/shared/colombia-time';
import type { RegistrosTable } from '../../db/schema.js';
import { precompile, row } from '../../db/precompiled.js';
import { dbDateTimeToIso, fromDbDateTime, toDbDateTime } from '../../lib/time.js';
import { deleteBookingConsents } from '../consent/index.js';
import { detailColumns, slotKey, toBooking } from './booking.rows.js';
import type { Db } from '../../db/database.js';

/**
 * The writes of registros (and the single-booking reads). The one place that writes a booking's
 * state: estado, slot_key, hold_expires_at, verified and the cancellation fields always change
 * together here (stateColumns), so slot and record cannot disagree. Lists: booking-lists.repo.ts.
 */

type NewRegistro = Insertable<RegistrosTable>;

// ---- slots ------------------------------------------------------------------------------------

/**
 * Frees the slot of a pending booking whose hold ran out. A plain read first, then an update by
 * primary key: on InnoDB this avoids gap locks on the unique index that would make concurrent
 * bookings of one slot deadlock instead of one of them getting the duplicate-key error.
 */
const expiredHoldQuery = precompile((db, p: { slotKey: string; now: string }) =>
  db
    .selectFrom('registros')
    .select('id')
    .where('slot_key', '=', p.slotKey)
    .where('estado', '=', 'pendiente')
    // NULL: an older admin un-verify left a pending booking without a hold end; it holds nothing
    .where((eb) => eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '<', p.now)]))
    .compile(),
);

export async function releaseExpiredHold(trx: Db, fecha: string, hora: string, at: Date): Promise<void> {
  const key = slotKey(fecha, hora);
  const now = toDbDateTime(at);
  // Every booking runs this read (precompiled); the update below only when a hold ran out.
  const [expired] = (await expiredHoldQuery(trx, { slotKey: key, now })).rows;
  if (!expired) return;
  await trx
    .updateTable('registros')
    .set({ slot_key: null })
    .where('id', '=', expired.id)
    .where('slot_key', '=', key)
    .where('estado', '=', 'pendiente')
    .where((eb) => eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '<', now)]))
    .execute();
}

/**
 * Where a booking stands. `holdsSlot` and `holdExpiresAt` matter for pendiente only (the other
 * states hold their slot, or free it when cancelada); `cancelled` for cancelada only.
 */
export interface BookingState {
  estado: BookingEstado;
  holdsSlot: boolean;
  holdExpiresAt: Date | null;
  verifiedAt: Date | null;
  cancelled: { por: CanceladoPor; motivo: string | null; at: Date } | null;
}
export interface StoredBooking {
  booking: Booking;
  state: BookingState;
  /** The calendar invitation's SEQUENCE as last sent. */
  icsSequence: number;
  reprogramadoAt: Date | null;
}

const holdsForGood = (estado: BookingEstado) => (SLOT_HOLDING_ESTADOS as readonly string[]).includes(estado);

/** The state's columns, consistent by construction (docs/api.md, slot rule). */
function stateColumns(s: BookingState, fecha: string, hora: string) {
  const pending = s.estado === 'pendiente';
  const cancelled = s.estado === 'cancelada' ? s.cancelled : null;
  return {
    estado: s.estado,
    slot_key: holdsForGood(s.estado) || (pending && s.holdsSlot) ? slotKey(fecha, hora) : null,
    hold_expires_at: pending && s.holdExpiresAt ? toDbDateTime(s.holdExpiresAt) : null,
    verified: holdsForGood(s.estado) ? 1 : 0,
    verified_at: s.verifiedAt && toDbDateTime(s.verifiedAt),
    cancelado_por: cancelled?.por ?? null,
    motivo_cancelacion: cancelled?.motivo ?? null,
    cancelado_at: cancelled ? toDbDateTime(cancelled.at) : null,
  };
}

const REGISTRO_COLUMNS = [
  'nombre',
  'apellidos',
  'email',
  'telefono',
  'sexo',
  'ocupacion',
  'pais',
  'edad',
  'peso_actual',
  'estatura',
  'sufre_de',
  'sufre_de_otros',
  'objetivos',
  'objetivo_otros',
  'recomendado_por',
  'id_patrocinador',
  'busqueda',
  'fecha_asesoria',
  'slot_key',
  'hold_expires_at',
  'politica_privacidad',
  'verified',
  'verified_at',
  'created_at',
  'updated_at',
] as const;
/** Every column but the id: a new booking states each one. */
type NewRegistroRow = Required<Pick<NewRegistro, (typeof REGISTRO_COLUMNS)[number]>>;

const insertRegistroQuery = precompile((db, p: NewRegistroRow) => db.insertInto('registros').values(row(p, REGISTRO_COLUMNS)).compile());

/** A visitor's new booking: pending, consent given, holding its Colombia slot until `holdExpiresAt`. */
export interface NewBooking {
  details: BookingDetails;
  fecha: string;
  hora: string;
  holdExpiresAt: Date;
  now: Date;
}

/** Inserts the booking and returns it as stored (no read back: the row is what we wrote). */
export async function insertBooking(trx: Db, b: NewBooking): Promise<Booking> {
  const instant = colombiaToUtc(b.fecha, b.hora);
  const now = toDbDateTime(b.now);
  const res = await insertRegistroQuery(trx, {
    ...detailColumns(b.details),
    fecha_asesoria: toDbDateTime(instant),
    slot_key: slotKey(b.fecha, b.hora),
    hold_expires_at: toDbDateTime(b.holdExpiresAt),
    politica_privacidad: 1,
    verified: 0,
    verified_at: null,
    created_at: now,
    updated_at: now,
  });
  const nowIso = dbDateTimeToIso(now)!;
  return {
    ...b.details,
    id: Number(res.insertId),
    fecha_asesoria: instant.toISOString(),
    fecha: b.fecha,
    hora: b.hora,
    politica_privacidad: true,
    verified: false,
    estado: 'pendiente',
    cancelado_por: null,
    motivo_cancelacion: null,
    cancelado_at: null,
    anonimizado_at: null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

export async function findBooking(db: Db, id: number): Promise<StoredBooking | undefined> {
  const r = await db.selectFrom('registros').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const booking = toBooking(r);
  return {
    booking,
    state: {
      estado: booking.estado,
      holdsSlot: r.slot_key !== null,
      holdExpiresAt: fromDbDateTime(r.hold_expires_at),
      verifiedAt: fromDbDateTime(r.verified_at),
      cancelled:
        booking.estado === 'cancelada'
          ? { por: booking.cancelado_por ?? 'admin', motivo: booking.motivo_cancelacion, at: fromDbDateTime(r.cancelado_at) ?? new Date(0) }
          : null,
    },
    icsSequence: Number(r.secuencia_ics),
    reprogramadoAt: fromDbDateTime(r.reprogramado_at),
  };
}

/** One write of a booking: its slot and state, and optionally its details (the admin's edit). */
export interface BookingWrite {
  fecha: string;
  hora: string;
  state: BookingState;
  details?: BookingDetails;
  politica_privacidad?: boolean;
  /** The appointment moved to another time (reminders read reprogramado_at). */
  moved?: boolean;
  /** The client is sent a new invitation: SEQUENCE + 1. */
  bumpSequence?: boolean;
  /** Write only if the booking is still in this state (a concurrent change wins otherwise). */
  ifEstado?: BookingEstado;
  now: Date;
}

/**
 * Writes the booking; false when `ifEstado` no longer matched. A slot taken by another booking
 * throws the UNIQUE violation of slot_key (the caller answers 409).
 */
export async function writeBooking(trx: Db, id: number, w: BookingWrite): Promise<boolean> {
  const now = toDbDateTime(w.now);
  let q = trx
    .updateTable('registros')
    .set({
      ...(w.details ? detailColumns(w.details) : {}),
      ...(w.politica_privacidad === undefined ? {} : { politica_privacidad: w.politica_privacidad ? 1 : 0 }),
      fecha_asesoria: toDbDateTime(colombiaToUtc(w.fecha, w.hora)),
      ...stateColumns(w.state, w.fecha, w.hora),
      ...(w.moved ? { reprogramado_at: now } : {}),
      updated_at: now,
      // every write is a change the coach's calendar feed must pass on (its SEQUENCE)
      revision: sql<number>`revision + 1`,
    })
    .where('id', '=', id);
  if (w.bumpSequence) q = q.set((eb) => ({ secuencia_ics: eb('secuencia_ics', '+', 1) }));
  if (w.ifEstado) q = q.where('estado', '=', w.ifEstado);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteBooking(db: Db, id: number): Promise<boolean> {
  // its consent goes with it (the consent module writes consentimientos)
  await deleteBookingConsents(db, [id]);
  const res = await db.deleteFrom('registros').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
