import { colombiaToday } from '@app/shared/colombia-time';
import {
  CHECKIN_LATE_DAYS,
  MI_RETO_MESSAGES,
  dayOfProgramme,
  fechaOfDay,
  type CheckinPayload,
  type DiaEstado,
  type MiInscripcion,
  type MiRetoDetalle,
  type MisRetosResponse,
} from '@app/shared/mi-reto';
import type { ProgresoExportCheckin } from '@app/shared/progreso';
import type { AppDeps } from '../../app-deps.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { enrolmentOfUser, enrolmentsOfUser, planDayOf, type EnrolmentView } from '../retos/index.js';
import { healthConsentOf, requireHealthConsent, withHealthConsent } from './health-consent.js';
import * as repo from './mi-reto.repo.js';
import * as progresoRepo from './progreso.repo.js';

/** Every check-in of the person with its enrolment and its reto's name, oldest first (the export, the coach's page). */
export async function checkinsWithRetoOf(
  db: Parameters<typeof repo.allCheckinsOf>[0],
  userId: number,
): Promise<(ProgresoExportCheckin & { inscripcion_id: number })[]> {
  const names = new Map((await enrolmentsOfUser(db, userId)).map((e) => [e.id, e.nombre]));
  return (await repo.allCheckinsOf(db, userId)).flatMap((c) => {
    const reto = names.get(c.inscripcion_id);
    return reto === undefined ? [] : [{ ...c, reto }];
  });
}

const view = (e: EnrolmentView, today: string): MiInscripcion => ({
  id: e.id,
  reto: { nombre: e.nombre, slug: e.slug, dias: e.dias },
  inicio: e.inicio,
  fin: fechaOfDay(e.inicio, e.dias),
  estado: e.estado === 'cancelada' ? 'cancelada' : 'activa',
  dia_hoy: dayOfProgramme(e.inicio, today),
});

/** Where a day stands on `today`: reached or not, and whether its check-in may still be written. */
export function dayWindow(inicio: string, dia: number, today: string): { locked: boolean; tooLate: boolean } {
  const hoy = dayOfProgramme(inicio, today);
  return { locked: dia > hoy, tooLate: dia < hoy - CHECKIN_LATE_DAYS };
}

/**
 * "Mi reto": the person's own enrolments only (an id of another person's is a 404, as
 * one that does not exist), days counted in Colombia from the injected clock, check-ins behind the
 * tools' consent and within their window (from the day itself to 2 days late).
 */
export function createMiRetoService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  async function mine(userId: number, id: number) {
    const e = await enrolmentOfUser(db, userId, id);
    if (!e) throw notFound(MI_RETO_MESSAGES.notFound);
    return e;
  }

  return {
    async list(userId: number): Promise<MisRetosResponse> {
      const hoy = colombiaToday(clock());
      const consent = await healthConsentOf(db, userId);
      const ajustes = consent ? await progresoRepo.findAjustes(db, userId) : null;
      return {
        consentimiento: consent !== undefined,
        correo_diario: ajustes?.correo_diario ?? false,
        hoy,
        inscripciones: (await enrolmentsOfUser(db, userId)).map((e) => view(e, hoy)),
      };
    },

    async detail(userId: number, id: number): Promise<MiRetoDetalle> {
      const e = await mine(userId, id);
      const hoy = colombiaToday(clock());
      const inscripcion = view(e, hoy);
      const consent = (await healthConsentOf(db, userId)) !== undefined;
      const checkins = consent ? await repo.checkinsOf(db, userId, e.id) : [];
      const done = new Set(checkins.map((c) => c.dia));
      const calendario = Array.from({ length: e.dias }, (_, i) => {
        const dia = i + 1;
        const { locked, tooLate } = dayWindow(e.inicio, dia, hoy);
        const estado: DiaEstado = done.has(dia) ? 'hecho' : locked ? 'bloqueado' : tooLate ? 'perdido' : 'abierto';
        return { dia, fecha: fechaOfDay(e.inicio, dia), estado, editable: !locked && !tooLate && inscripcion.estado === 'activa' };
      });
      // the streak counts back from today, or from yesterday while today is still open
      let racha = 0;
      const today = Math.min(inscripcion.dia_hoy, e.dias);
      for (let d = done.has(today) ? today : today - 1; d >= 1 && done.has(d); d--) racha++;
      const underway = inscripcion.dia_hoy >= 1 && inscripcion.dia_hoy <= e.dias;
      const plan = underway ? await planDayOf(db, e.reto_id, inscripcion.dia_hoy) : undefined;
      return { inscripcion, hoy, consentimiento: consent, plan_hoy: plan ?? null, calendario, racha, checkins };
    },

    /** A day's plan, once the day is reached. */
    async plan(userId: number, id: number, dia: number) {
      const e = await mine(userId, id);
      if (!Number.isInteger(dia) || dia < 1 || dia > e.dias) throw notFound(MI_RETO_MESSAGES.dayInvalid);
      if (dayWindow(e.inicio, dia, colombiaToday(clock())).locked) throw new AppError(409, MI_RETO_MESSAGES.dayLocked);
      const plan = await planDayOf(db, e.reto_id, dia);
      if (!plan) throw notFound(MI_RETO_MESSAGES.dayInvalid);
      return plan;
    },

    /**
     * The check-in of day N: the tools' consent first, then the day must be reached and at most 2
     * days past (Colombia days); the day's weight goes to the one weight log, in the same transaction.
     */
    async checkin(userId: number, id: number, dia: number, c: CheckinPayload): Promise<void> {
      await requireHealthConsent(db, userId);
      const e = await mine(userId, id);
      if (e.estado !== 'activa') throw new AppError(409, MI_RETO_MESSAGES.cancelled);
      if (!Number.isInteger(dia) || dia < 1 || dia > e.dias) throw badRequest(MI_RETO_MESSAGES.dayInvalid);
      const now = clock();
      const { locked, tooLate } = dayWindow(e.inicio, dia, colombiaToday(now));
      if (locked) throw new AppError(409, MI_RETO_MESSAGES.dayLocked);
      if (tooLate) throw new AppError(409, MI_RETO_MESSAGES.dayTooLate);
      const fecha = fechaOfDay(e.inicio, dia);
      const { peso_kg, ...answers } = c;
      await withHealthConsent(db, userId, async (trx) => {
        await repo.saveCheckin(trx, { inscripcionId: e.id, userId, dia, fecha }, answers, now);
        if (peso_kg !== undefined)
          await progresoRepo.saveMedicion(trx, userId, { fecha, peso_kg, cintura_cm: undefined, cadera_cm: undefined }, now);
      });
    },

    async setDailyMail(userId: number, activo: boolean): Promise<void> {
      await withHealthConsent(db, userId, (trx) => progresoRepo.saveAjustes(trx, userId, { correo_diario: activo ? 1 : 0 }, clock()));
    },
  };
}
