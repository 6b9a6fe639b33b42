import { sql } from 'kysely';
import type { Booking, BookingEstado } from '@app/shared/booking';
import { utcToColombia } from '@app/shared/colombia-time';
import { fromDbDateTime, toDbDateTime } from '../../lib/time.js';
import { dialectOf } from '../../db/database.js';
import {
  agendaSearchKey,
  agendaSearchKeyFloor,
  bookingIdOfSearchKey,
  estadoFlag,
  ftsPhrase,
  MIN_INDEXED_NEEDLE,
  VERIFIED_FLAG,
} from '../../db/agenda-search-index.js';

import type { FeedEntry } from './booking.ics.js';
import { slotKey, toBooking } from './booking.rows.js';
import type { Db } from '../../db/database.js';

/** The booking reads that return several rows: a day's held slots, the agenda, a person's pending bookings. */

/**
 * The Colombia hours (HH:mm) of a day that are currently held: bookings that hold their slot for
 * good (confirmada, asistio, no_asistio) and pending ones whose hold has not run out.
 */
export async function heldHoursOn(db: Db, fecha: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('registros')
    .select('slot_key')
    .where('slot_key', 'like', `${slotKey(fecha, '')}%`)
    .where((eb) => eb.or([eb('estado', '!=', 'pendiente'), eb('hold_expires_at', '>', toDbDateTime(now))]))
    .execute();
  return rows.flatMap((r) => (r.slot_key ? [r.slot_key.slice(fecha.length + 1)] : []));
}

/**
 * The agenda's filters: from `from` on (ascending) or before `before` (descending), everything
 * otherwise (ascending). Without `estado`, the verified bookings (the list as it always was); with
 * it, that state only. `needle`: folded text (foldForSearch) looked for in name + surnames, e-mail
 * or phone.
 */
export interface AgendaFilter {
  from?: Date;
  before?: Date;
  estado?: BookingEstado;
  needle?: string;
}

/** A position in the agenda's order: (fecha_asesoria, id), the keyset of its pages. */
export interface AgendaKey {
  fecha: Date;
  id: number;
}

function filtered(db: Db, f: AgendaFilter) {
  let q = db.selectFrom('registros');
  q = f.estado ? q.where('estado', '=', f.estado) : q.where('verified', '=', 1);
  if (f.from) q = q.where('fecha_asesoria', '>=', toDbDateTime(f.from));
  else if (f.before) q = q.where('fecha_asesoria', '<', toDbDateTime(f.before));
  if (f.needle) {
    // The fields are joined by a control character in busqueda: such a needle would match across them.
    // instr, not LIKE: a plain substring test (no wildcards to escape), and both sides are folded.
    if ([...f.needle].some((c) => c.charCodeAt(0) < 0x20)) q = q.where(sql<boolean>`1 = 0`);
    else q = q.where(sql<boolean>`instr(busqueda, ${f.needle}) > 0`);
  }
  return q;
}

/**
 * One page of the agenda: up to `limit` bookings after `after` in the list's order, (fecha, id)
 * ascending, or descending for the past. A keyset, not an offset: a booking added or removed
 * before the position neither repeats nor skips a row of the following pages.
 */
export async function listAgendaPage(db: Db, f: AgendaFilter, page: { after?: AgendaKey; limit?: number }): Promise<Booking[]> {
  const desc = !f.from && Boolean(f.before);
  let q = filtered(db, f).selectAll();
  if (page.after) {
    const fecha = toDbDateTime(page.after.fecha);
    const id = page.after.id;
    // Spelled out rather than a row comparison so both engines read it as a range on the index.
    q = desc
      ? q.where('fecha_asesoria', '<=', fecha).where((eb) => eb.or([eb('fecha_asesoria', '<', fecha), eb('id', '<', id)]))
      : q.where('fecha_asesoria', '>=', fecha).where((eb) => eb.or([eb('fecha_asesoria', '>', fecha), eb('id', '>', id)]));
  }
  q = q.orderBy('fecha_asesoria', desc ? 'desc' : 'asc').orderBy('id', desc ? 'desc' : 'asc');
  if (page.limit !== undefined) q = q.limit(page.limit);
  return (await q.execute()).map(toBooking);
}

/**
 * The position (fecha_asesoria as stored, id) of every booking the filters select, in the list's order: a
 * search reads only the (verified|estado, fecha_asesoria, busqueda) index once, for its total and
 * its page, instead of scanning the table for each.
 */
export async function listAgendaKeys(db: Db, f: AgendaFilter): Promise<{ fecha: string; id: number }[]> {
  const desc = !f.from && Boolean(f.before);
  // No ORDER BY: with one, SQLite walks the narrow (verified, fecha_asesoria, id) index in order
  // and reads every row for busqueda; without, it scans the covering busqueda index. Sorted here.
  const rows = await filtered(db, f).select(['id', 'fecha_asesoria']).execute();
  // The stored text as it is: 'YYYY-MM-DD HH:MM:SS' compares in time order.
  const keys = rows.map((r) => ({ fecha: String(r.fecha_asesoria), id: r.id }));
  const sign = desc ? -1 : 1;
  return keys.sort((a, b) => sign * (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : a.id - b.id));
}

/** Whether the search goes through the trigram index (SQLite, a needle of three characters or more). */
export function searchesByIndex(db: Db, f: AgendaFilter): boolean {
  return Boolean(f.needle) && [...f.needle!].length >= MIN_INDEXED_NEEDLE && dialectOf(db) === 'sqlite';
}

/** The trigram index's MATCH and scope range for a filter (agenda-search-index.ts). */
function indexQuery(f: AgendaFilter) {
  const match = `texto : ${ftsPhrase(f.needle!)} AND filtros : ${ftsPhrase(f.estado ? estadoFlag(f.estado) : VERIFIED_FLAG)}`;
  const scope = f.from
    ? sql`rowid >= ${agendaSearchKeyFloor(f.from)}`
    : f.before
      ? sql`rowid < ${agendaSearchKeyFloor(f.before)}`
      : sql`1 = 1`;
  // A needle with a control character would match across fields: nothing (as the scan).
  const none = [...f.needle!].some((c) => c.charCodeAt(0) < 0x20);
  return { match, scope, none };
}

/**
 * One page of a search through the trigram index, only when searchesByIndex: the ids in the
 * list's order, read from the index's rowid range without touching the bookings.
 */
export async function searchAgendaIndex(db: Db, f: AgendaFilter, page: { after?: AgendaKey; limit?: number }): Promise<number[]> {
  const { match, scope, none } = indexQuery(f);
  if (none) return [];
  const desc = !f.from && Boolean(f.before);
  const position = page.after
    ? desc
      ? sql`rowid < ${agendaSearchKey(page.after.fecha, page.after.id)}`
      : sql`rowid > ${agendaSearchKey(page.after.fecha, page.after.id)}`
    : sql`1 = 1`;
  const limit = page.limit === undefined ? sql`` : sql`limit ${page.limit}`;
  const { rows } = await sql<{ k: number }>`select rowid as k from registros_busqueda
    where registros_busqueda match ${match} and ${scope} and ${position}
    order by rowid ${sql.raw(desc ? 'desc' : 'asc')} ${limit}`.execute(db);
  return rows.map((r) => bookingIdOfSearchKey(Number(r.k)));
}

/** How many bookings a search through the trigram index finds (its X-Total-Count). */
export async function countAgendaIndex(db: Db, f: AgendaFilter): Promise<number> {
  const { match, scope, none } = indexQuery(f);
  if (none) return 0;
  const { rows } = await sql<{ n: number }>`select count(*) as n from registros_busqueda
    where registros_busqueda match ${match} and ${scope}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** These bookings, in the order of `ids`. */
export async function listBookingsByIds(db: Db, ids: readonly number[]): Promise<Booking[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('registros').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, toBooking(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many bookings the filters select (X-Total-Count). */
export async function countAgenda(db: Db, f: AgendaFilter): Promise<number> {
  const r = await filtered(db, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The pending bookings of an e-mail address whose hold is still in force (the resend's targets). */
export async function listPendingHeld(db: Db, email: string, now: Date): Promise<{ booking: Booking; holdExpiresAt: Date }[]> {
  const rows = await db
    .selectFrom('registros')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('estado', '=', 'pendiente')
    .where('slot_key', 'is not', null)
    .where('hold_expires_at', '>', toDbDateTime(now))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ booking: toBooking(r), holdExpiresAt: fromDbDateTime(r.hold_expires_at)! }));
}

/**
 * The coach's calendar feed: bookings that were confirmed at some point (verified_at set: a
 * pending booking never reached the coach) whose appointment is at or after `from`, cancelled ones
 * included, soonest first. Only the columns the feed shows are read: never a health field.
 */
export async function listFeedBookings(db: Db, from: Date): Promise<FeedEntry[]> {
  const rows = await db
    .selectFrom('registros')
    .select(['id', 'nombre', 'apellidos', 'telefono', 'fecha_asesoria', 'estado', 'revision', 'updated_at'])
    .where('verified_at', 'is not', null)
    .where('estado', '!=', 'pendiente')
    .where('fecha_asesoria', '>=', toDbDateTime(from))
    .orderBy('fecha_asesoria', 'asc')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const { fecha, hora } = utcToColombia(fromDbDateTime(r.fecha_asesoria)!);
    return {
      id: r.id,
      nombre: r.nombre,
      apellidos: r.apellidos,
      telefono: r.telefono,
      fecha,
      hora,
      cancelled: r.estado === 'cancelada',
      sequence: Number(r.revision),
      updatedAt: fromDbDateTime(r.updated_at)!,
    };
  });
}
