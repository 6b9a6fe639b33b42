import type { Checkin, CheckinPayload } from '@app/shared/mi-reto';
import type { ProgresoExportCheckin } from '@app/shared/progreso';
import { isUniqueViolation } from '../../db/database.js';
import { toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';

/**
 * The SQL of "Mi reto": the check-ins and the daily e-mail's claims (migration 017), always filtered
 * by the person's account id. The enrolments and plans are the retos module's, read through its index.ts.
 */

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export async function checkinsOf(db: Db, userId: number, inscripcionId: number): Promise<Checkin[]> {
  const rows = await db
    .selectFrom('reto_checkins as c')
    .leftJoin('progreso_mediciones as m', (j) => j.onRef('m.user_id', '=', 'c.user_id').onRef('m.fecha', '=', 'c.fecha'))
    .select([
      'c.dia',
      'c.fecha',
      'm.peso_kg',
      'c.vasos_agua',
      'c.comidas_plan',
      'c.minutos_ejercicio',
      'c.horas_sueno',
      'c.animo',
      'c.nota',
    ])
    .where('c.user_id', '=', userId)
    .where('c.inscripcion_id', '=', inscripcionId)
    .orderBy('c.dia')
    .execute();
  return rows.map((r) => ({ ...r, peso_kg: num(r.peso_kg), horas_sueno: num(r.horas_sueno) }));
}

/** The day's check-in, replaced whole by a second one (insert; the unique key turns a concurrent one into the update). */
export async function saveCheckin(
  db: Db,
  row: { inscripcionId: number; userId: number; dia: number; fecha: string },
  c: Omit<CheckinPayload, 'peso_kg'>,
  at: Date,
): Promise<void> {
  const now = toDbDateTime(at);
  const answers = {
    vasos_agua: c.vasos_agua ?? null,
    comidas_plan: c.comidas_plan ?? null,
    minutos_ejercicio: c.minutos_ejercicio ?? null,
    horas_sueno: c.horas_sueno ?? null,
    animo: c.animo ?? null,
    nota: c.nota ?? null,
  };
  const update = () =>
    db
      .updateTable('reto_checkins')
      .set({ ...answers, updated_at: now })
      .where('inscripcion_id', '=', row.inscripcionId)
      .where('dia', '=', row.dia)
      .executeTakeFirst();
  if (Number((await update()).numUpdatedRows) > 0) return;
  try {
    await db
      .insertInto('reto_checkins')
      .values({
        inscripcion_id: row.inscripcionId,
        user_id: row.userId,
        dia: row.dia,
        fecha: row.fecha,
        ...answers,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await update();
  }
}

/** Every check-in of the person with its enrolment, oldest first (the export, the coach's page). */
export async function allCheckinsOf(db: Db, userId: number): Promise<(Omit<ProgresoExportCheckin, 'reto'> & { inscripcion_id: number })[]> {
  const rows = await db
    .selectFrom('reto_checkins')
    .select(['inscripcion_id', 'dia', 'fecha', 'vasos_agua', 'comidas_plan', 'minutos_ejercicio', 'horas_sueno', 'animo', 'nota'])
    .where('user_id', '=', userId)
    .orderBy('fecha')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, inscripcion_id: Number(r.inscripcion_id), horas_sueno: num(r.horas_sueno) }));
}

export async function deleteCheckinsOf(db: Db, userId: number): Promise<number> {
  const res = await db.deleteFrom('reto_checkins').where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

// ---------------------------------------------------------------------------------------------
// The daily plan e-mail

/** The people who asked for the daily plan e-mail. */
export async function dailyMailUsers(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('herramientas_ajustes').select('user_id').where('correo_diario', '=', 1).orderBy('user_id').execute();
  return rows.map((r) => Number(r.user_id));
}

export async function dailyMailSent(db: Db, inscripcionId: number, dia: number): Promise<boolean> {
  const row = await db
    .selectFrom('reto_correos_diarios')
    .select('dia')
    .where('inscripcion_id', '=', inscripcionId)
    .where('dia', '=', dia)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims the day's e-mail of an enrolment: the primary key (enrolment, day) lets exactly one insert
 * succeed, whatever the number of processes; the loser gets false (and sends nothing).
 */
export async function claimDailyMail(db: Db, inscripcionId: number, dia: number, at: Date): Promise<boolean> {
  try {
    await db
      .insertInto('reto_correos_diarios')
      .values({ inscripcion_id: inscripcionId, dia, created_at: toDbDateTime(at) })
      .execute();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// The coach's Participantes columns

export async function checkinDaysOf(db: Db, inscripcionIds: readonly number[]): Promise<{ inscripcion_id: number; fecha: string }[]> {
  if (!inscripcionIds.length) return [];
  return db.selectFrom('reto_checkins').select(['inscripcion_id', 'fecha']).where('inscripcion_id', 'in', inscripcionIds).execute();
}

export async function weightsOf(db: Db, userIds: readonly number[]) {
  if (!userIds.length) return [];
  const rows = await db
    .selectFrom('progreso_mediciones')
    .select(['user_id', 'fecha', 'peso_kg'])
    .where('user_id', 'in', userIds)
    .where('peso_kg', 'is not', null)
    .orderBy('fecha')
    .execute();
  return rows.map((r) => ({ user_id: Number(r.user_id), fecha: r.fecha, peso_kg: num(r.peso_kg) }));
}
