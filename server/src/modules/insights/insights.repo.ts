import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SALE_STATES } from '@app/shared/insights';
import { dialectOf } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { toDbDateTime } from '../../lib/time.js';

/**
 * The dashboard's statistics in SQL (GROUP BY in the database, not rows in memory). Instants are
 * stored in UTC; Colombia is UTC−5 all year, so its wall clock is the stored value minus five
 * hours on both databases (the same arithmetic as shared/colombia-time.ts). Only the date helpers
 * differ between SQLite and MariaDB.
 */

type Db = Kysely<Database>;
type Col = 'created_at' | 'fecha_asesoria' | 'i.created_at';

/** Colombia weekday 0 = lunes … 6 = domingo. */
function weekday(db: Db, col: Col): RawBuilder<number> {
  return dialectOf(db) === 'mysql'
    ? sql<number>`weekday(date_sub(${sql.ref(col)}, interval 5 hour))`
    : sql<number>`((cast(strftime('%w', ${sql.ref(col)}, '-5 hours') as integer) + 6) % 7)`;
}

function hourOf(db: Db, col: Col): RawBuilder<number> {
  return dialectOf(db) === 'mysql'
    ? sql<number>`hour(date_sub(${sql.ref(col)}, interval 5 hour))`
    : sql<number>`cast(strftime('%H', ${sql.ref(col)}, '-5 hours') as integer)`;
}

/** The Monday ('yyyy-MM-dd') of the Colombia week. */
function weekStart(db: Db, col: Col): RawBuilder<string> {
  return dialectOf(db) === 'mysql'
    ? sql<string>`date_format(date_sub(date_sub(${sql.ref(col)}, interval 5 hour), interval weekday(date_sub(${sql.ref(col)}, interval 5 hour)) day), '%Y-%m-%d')`
    : sql<string>`date(${sql.ref(col)}, '-5 hours', '-6 days', 'weekday 1')`;
}

const count = (cond: RawBuilder<unknown>) => sql<number>`sum(case when ${cond} then 1 else 0 end)`;
const confirmed = sql`verified_at is not null`;

/** Bookings created in [from, to). */
function created(db: Db, range: { from: Date; to: Date }) {
  return db.selectFrom('registros').where('created_at', '>=', toDbDateTime(range.from)).where('created_at', '<', toDbDateTime(range.to));
}

export interface Totals {
  creadas: number;
  confirmadas: number;
  canceladas: number;
  asistio: number;
  noAsistio: number;
}

export async function totals(db: Db, range: { from: Date; to: Date }): Promise<Totals> {
  const r = await created(db, range)
    .select([
      sql<number>`count(*)`.as('creadas'),
      count(confirmed).as('confirmadas'),
      count(sql`estado = 'cancelada'`).as('canceladas'),
      count(sql`estado = 'asistio'`).as('asistio'),
      count(sql`estado = 'no_asistio'`).as('no_asistio'),
    ])
    .executeTakeFirstOrThrow();
  // MariaDB answers SUM as DECIMAL text, and SUM over no rows is NULL
  return {
    creadas: Number(r.creadas ?? 0),
    confirmadas: Number(r.confirmadas ?? 0),
    canceladas: Number(r.canceladas ?? 0),
    asistio: Number(r.asistio ?? 0),
    noAsistio: Number(r.no_asistio ?? 0),
  };
}

export async function perWeek(
  db: Db,
  range: { from: Date; to: Date },
): Promise<{ semana: string; creadas: number; confirmadas: number }[]> {
  const semana = weekStart(db, 'created_at');
  const rows = await created(db, range)
    .select([semana.as('semana'), sql<number>`count(*)`.as('creadas'), count(confirmed).as('confirmadas')])
    .groupBy(semana)
    .orderBy(semana)
    .execute();
  return rows.map((r) => ({ semana: String(r.semana), creadas: Number(r.creadas), confirmadas: Number(r.confirmadas) }));
}

/** Confirmed bookings by the appointment's Colombia weekday and hour. */
export async function dayHour(db: Db, range: { from: Date; to: Date }): Promise<{ dia: number; hora: number; total: number }[]> {
  const dia = weekday(db, 'fecha_asesoria');
  const hora = hourOf(db, 'fecha_asesoria');
  const rows = await created(db, range)
    .where('verified_at', 'is not', null)
    .select([dia.as('dia'), hora.as('hora'), sql<number>`count(*)`.as('total')])
    .groupBy([dia, hora])
    .orderBy(dia)
    .orderBy(hora)
    .execute();
  return rows.map((r) => ({ dia: Number(r.dia), hora: Number(r.hora), total: Number(r.total) }));
}

/** "¿Quién te recomendó?": trimmed and lower-cased so "Ana" and " ana" count together; '' is no answer. */
export async function origins(
  db: Db,
  range: { from: Date; to: Date },
  limit: number,
): Promise<{ recomendadoPor: string | null; total: number }[]> {
  const key = sql<string | null>`nullif(lower(trim(recomendado_por)), '')`;
  const rows = await created(db, range)
    .select([key.as('origen'), sql<number>`count(*)`.as('total')])
    .groupBy(key)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(key)
    .limit(limit)
    .execute();
  return rows.map((r) => ({ recomendadoPor: r.origen ?? null, total: Number(r.total) }));
}

// ── the shop's sales ─────────────────────────────────────────────────────────────

/** Orders placed in [from, to). */
function placed(db: Db, range: { from: Date; to: Date }) {
  return db.selectFrom('pedidos').where('created_at', '>=', toDbDateTime(range.from)).where('created_at', '<', toDbDateTime(range.to));
}

const isSale = sql<boolean>`estado in (${sql.join(SALE_STATES.map((s) => sql.lit(s)))})`;

export interface SalesTotals {
  pedidos: number;
  ingresos: number;
  pendientes: number;
  cancelados: number;
}

export async function salesTotals(db: Db, range: { from: Date; to: Date }): Promise<SalesTotals> {
  const r = await placed(db, range)
    .select([
      count(isSale).as('pedidos'),
      sql<number>`sum(case when ${isSale} then total else 0 end)`.as('ingresos'),
      count(sql`estado = 'pendiente_pago'`).as('pendientes'),
      count(sql`estado in ('cancelado', 'expirado')`).as('cancelados'),
    ])
    .executeTakeFirstOrThrow();
  return {
    pedidos: Number(r.pedidos ?? 0),
    ingresos: Number(r.ingresos ?? 0),
    pendientes: Number(r.pendientes ?? 0),
    cancelados: Number(r.cancelados ?? 0),
  };
}

export async function salesPerWeek(
  db: Db,
  range: { from: Date; to: Date },
): Promise<{ semana: string; pedidos: number; ingresos: number }[]> {
  const semana = weekStart(db, 'created_at');
  const rows = await placed(db, range)
    .where(isSale)
    .select([semana.as('semana'), sql<number>`count(*)`.as('pedidos'), sql<number>`sum(total)`.as('ingresos')])
    .groupBy(semana)
    .orderBy(semana)
    .execute();
  return rows.map((r) => ({ semana: String(r.semana), pedidos: Number(r.pedidos), ingresos: Number(r.ingresos) }));
}

/** Units and line subtotals per product over the sales placed in the period, most units first. */
export async function bestSellers(
  db: Db,
  range: { from: Date; to: Date },
  limit: number,
): Promise<{ productoId: number | null; nombre: string; unidades: number; ingresos: number }[]> {
  const sales = placed(db, range).where(isSale).select('id');
  const rows = await db
    .selectFrom('pedido_lineas')
    // the name the product was sold under (the latest, when it was renamed between sales)
    .select([
      'producto_id',
      sql<string>`max(nombre)`.as('nombre'),
      sql<number>`sum(cantidad)`.as('unidades'),
      sql<number>`sum(subtotal)`.as('ingresos'),
    ])
    .where('pedido_id', 'in', sales)
    .groupBy('producto_id')
    .orderBy(sql`sum(cantidad)`, 'desc')
    .orderBy(sql`sum(subtotal)`, 'desc')
    .orderBy('producto_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    productoId: r.producto_id === null ? null : Number(r.producto_id),
    nombre: r.nombre,
    unidades: Number(r.unidades),
    ingresos: Number(r.ingresos),
  }));
}

/** Enrolments in retos made in [from, to), per reto and Colombia week of the enrolment. */
export async function enrolmentsPerWeek(
  db: Db,
  range: { from: Date; to: Date },
): Promise<{ retoId: number; nombre: string; semana: string; inscripciones: number }[]> {
  const semana = weekStart(db, 'i.created_at');
  const rows = await db
    .selectFrom('reto_inscripciones as i')
    .innerJoin('retos as r', 'r.id', 'i.reto_id')
    .where('i.created_at', '>=', toDbDateTime(range.from))
    .where('i.created_at', '<', toDbDateTime(range.to))
    .select(['i.reto_id', 'r.nombre', semana.as('semana'), sql<number>`count(*)`.as('inscripciones')])
    .groupBy(['i.reto_id', 'r.nombre', semana])
    .orderBy('i.reto_id')
    .orderBy(semana)
    .execute();
  return rows.map((r) => ({
    retoId: Number(r.reto_id),
    nombre: r.nombre,
    semana: String(r.semana),
    inscripciones: Number(r.inscripciones),
  }));
}

/**
 * Per reto, the enrolments (not cancelled) whose programme's last day falls in [desde, hasta], dates
 * 'YYYY-MM-DD' (the caller keeps `hasta` before any check-in window still open), and of them those
 * with a check-in for every day (reto_checkins is unique per enrolment and day, so N rows are days 1..N).
 */
export async function finishedEnrolments(
  db: Db,
  { desde, hasta }: { desde: string; hasta: string },
): Promise<{ retoId: number; nombre: string; finalizadas: number; completadas: number }[]> {
  if (desde > hasta) return [];
  const lastDay =
    dialectOf(db) === 'mysql'
      ? sql<string>`date_format(date_add(i.inicio, interval r.dias - 1 day), '%Y-%m-%d')`
      : sql<string>`date(i.inicio, '+' || (r.dias - 1) || ' days')`;
  const everyDay = sql`(select count(*) from reto_checkins c where c.inscripcion_id = i.id) >= r.dias`;
  const rows = await db
    .selectFrom('reto_inscripciones as i')
    .innerJoin('retos as r', 'r.id', 'i.reto_id')
    .where('i.estado', '=', 'activa')
    .where(lastDay, '>=', desde)
    .where(lastDay, '<=', hasta)
    .select(['i.reto_id', 'r.nombre', sql<number>`count(*)`.as('finalizadas'), count(everyDay).as('completadas')])
    .groupBy(['i.reto_id', 'r.nombre'])
    .orderBy('i.reto_id')
    .execute();
  return rows.map((r) => ({
    retoId: Number(r.reto_id),
    nombre: r.nombre,
    finalizadas: Number(r.finalizadas),
    completadas: Number(r.completadas),
  }));
}
