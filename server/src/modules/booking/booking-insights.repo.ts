import { sql } from 'kysely';
import { countWhere, hourOf, weekday, weekStart } from '../../db/colombia-sql.js';
import type { Db } from '../../db/database.js';
import { toDbDateTime } from '../../lib/time.js';

// The bookings as the dashboard counts them (insights, §17): GROUP BY in the database.

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
      countWhere(confirmed).as('confirmadas'),
      countWhere(sql`estado = 'cancelada'`).as('canceladas'),
      countWhere(sql`estado = 'asistio'`).as('asistio'),
      countWhere(sql`estado = 'no_asistio'`).as('no_asistio'),
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
    .select([semana.as('semana'), sql<number>`count(*)`.as('creadas'), countWhere(confirmed).as('confirmadas')])
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
