import type { Kysely, Transaction } from 'kysely';
import type { Checkin, CheckinPayload, RetoDiaPlan } from '@app/shared/mi-reto';
import type { ProgresoExportCheckin } from '@app/shared/progreso';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database.js';
import { toDbDateTime } from '../../lib/time.js';

/**
 * The SQL of "Mi reto": the check-ins and the daily e-mail's claims (migration 017), and reads of the
 * retos module's enrolments and plans (migration 014), always filtered by the person's account id.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export interface EnrolmentRow {
  id: number;
  user_id: number;
  inicio: string;
  estado: string;
  reto_id: number;
  nombre: string;
  slug: string;
  dias: number;
}

const enrolments = (db: Executor) =>
  db
    .selectFrom('reto_inscripciones as i')
    .innerJoin('retos as r', 'r.id', 'i.reto_id')
    .select(['i.id', 'i.user_id', 'i.inicio', 'i.estado', 'i.reto_id', 'r.nombre', 'r.slug', 'r.dias']);

/** The person's enrolments, newest start first. */
export async function enrolmentsOf(db: Executor, userId: number): Promise<EnrolmentRow[]> {
  return enrolments(db).where('i.user_id', '=', userId).orderBy('i.inicio', 'desc').orderBy('i.id', 'desc').execute();
}

/** One enrolment of the person: another person's id finds nothing (the caller answers 404). */
export async function enrolmentOf(db: Executor, userId: number, id: number): Promise<EnrolmentRow | undefined> {
  return enrolments(db).where('i.user_id', '=', userId).where('i.id', '=', id).executeTakeFirst();
}

export async function planOfDay(db: Executor, retoId: number, dia: number): Promise<RetoDiaPlan | undefined> {
  return db
    .selectFrom('reto_dias')
    .select(['dia', 'titulo', 'texto', 'enlace_url', 'video_url'])
    .where('reto_id', '=', retoId)
    .where('dia', '=', dia)
    .executeTakeFirst();
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export async function checkinsOf(db: Executor, userId: number, inscripcionId: number): Promise<Checkin[]> {
  const rows = await db
    .selectFrom('reto_checkins as c')
    .leftJoin('progreso_mediciones as m', (j) => j.onRef('m.user_id', '=', 'c.user_id').onRef('m.fecha', '=', 'c.fecha'))
    .select(['c.dia', 'c.fecha', 'm.peso_kg', 'c.vasos_agua', 'c.comidas_plan', 'c.minutos_ejercicio', 'c.horas_sueno', 'c.animo', 'c.nota'])
    .where('c.user_id', '=', userId)
    .where('c.inscripcion_id', '=', inscripcionId)
    .orderBy('c.dia')
    .execute();
  return rows.map((r) => ({ ...r, peso_kg: num(r.peso_kg), horas_sueno: num(r.horas_sueno) }));
}

/** The day's check-in, replaced whole by a second one (insert; the unique key turns a concurrent one into the update). */
export async function saveCheckin(
  db: Executor,
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
      .values({ inscripcion_id: row.inscripcionId, user_id: row.userId, dia: row.dia, fecha: row.fecha, ...answers, created_at: now, updated_at: now })
      .execute();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await update();
  }
}

/** Every check-in of the person with its enrolment, oldest first (the export, the coach's page). */
export async function allCheckinsWithEnrolmentOf(db: Executor, userId: number): Promise<(ProgresoExportCheckin & { inscripcion_id: number })[]> {
  const rows = await db
    .selectFrom('reto_checkins as c')
    .innerJoin('reto_inscripciones as i', 'i.id', 'c.inscripcion_id')
    .innerJoin('retos as r', 'r.id', 'i.reto_id')
    .select([
      'c.inscripcion_id',
      'r.nombre as reto',
      'c.dia',
      'c.fecha',
      'c.vasos_agua',
      'c.comidas_plan',
      'c.minutos_ejercicio',
      'c.horas_sueno',
      'c.animo',
      'c.nota',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.fecha')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, horas_sueno: num(r.horas_sueno) }));
}

/** Every check-in of the person, for the export. */
export async function allCheckinsOf(db: Executor, userId: number): Promise<ProgresoExportCheckin[]> {
  return (await allCheckinsWithEnrolmentOf(db, userId)).map(({ inscripcion_id: _id, ...c }) => c);
}

export async function deleteCheckinsOf(db: Executor, userId: number): Promise<number> {
  const res = await db.deleteFrom('reto_checkins').where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

// ---------------------------------------------------------------------------------------------
// The daily plan e-mail

export interface DailyMailCandidate extends EnrolmentRow {
  email: string;
  first_name: string;
}

/** Active enrolments under way on `today` whose person asked for the daily e-mail. */
export async function dailyMailCandidates(db: Executor, today: string, oldestStart: string): Promise<DailyMailCandidate[]> {
  return db
    .selectFrom('reto_inscripciones as i')
    .innerJoin('retos as r', 'r.id', 'i.reto_id')
    .innerJoin('herramientas_ajustes as a', 'a.user_id', 'i.user_id')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.id', 'i.user_id', 'i.inicio', 'i.estado', 'i.reto_id', 'r.nombre', 'r.slug', 'r.dias', 'u.email', 'u.first_name'])
    .where('i.estado', '=', 'activa')
    .where('a.correo_diario', '=', 1)
    .where('i.inicio', '<=', today)
    .where('i.inicio', '>=', oldestStart)
    .orderBy('i.id')
    .execute();
}

export async function dailyMailSent(db: Executor, inscripcionId: number, dia: number): Promise<boolean> {
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
export async function claimDailyMail(db: Executor, inscripcionId: number, dia: number, at: Date): Promise<boolean> {
  try {
    await db.insertInto('reto_correos_diarios').values({ inscripcion_id: inscripcionId, dia, created_at: toDbDateTime(at) }).execute();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// The coach's Participantes columns

/** The people among `userIds` who gave the tools' consent. */
export async function consentingUsers(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectFrom('consentimientos')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('finalidad', '=', 'herramientas')
    .execute();
  return new Set(rows.map((r) => Number(r.user_id)));
}

export async function checkinDaysOf(db: Executor, inscripcionIds: readonly number[]): Promise<{ inscripcion_id: number; fecha: string }[]> {
  if (!inscripcionIds.length) return [];
  return db.selectFrom('reto_checkins').select(['inscripcion_id', 'fecha']).where('inscripcion_id', 'in', inscripcionIds).execute();
}

export async function weightsOf(db: Executor, userIds: readonly number[]) {
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
