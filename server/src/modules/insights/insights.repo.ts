import { sql, type Kysely, type RawBuilder } from 'kysely';
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
type Col = 'created_at' | 'fecha_asesoria';

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
