import { sql } from 'kysely';
import { countWhere, weekStart } from '../../db/colombia-sql.js';
import { dialectOf, type Db } from '../../db/database.js';
import { toDbDateTime } from '../../lib/time.js';

// The enrolments as the dashboard counts them (insights, §17): GROUP BY in the database.

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
    .select(['i.reto_id', 'r.nombre', sql<number>`count(*)`.as('finalizadas'), countWhere(everyDay).as('completadas')])
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
