import { colombiaToday } from '@app/shared/colombia-time';
import { dayOfProgramme } from '@app/shared/mi-reto';
import { COACH_MESSAGES, type CoachPersonView, type Medicion, type ParticipantProgress } from '@app/shared/progreso';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { dbDateTimeToIso, toDbDateTime } from '../../lib/time.js';
import { accountById } from '../users/index.js';
import { healthConsentOf } from './health-consent.js';
import * as retoRepo from './mi-reto.repo.js';
import * as repo from './progreso.repo.js';

/**
 * An enrolment's progress as the coach reads it: last check-in, adherence (check-ins done ÷ days
 * elapsed, today included) and the weight change since the start, from the person's one weight log.
 */
export function participantProgress(
  inicio: string,
  dias: number,
  checkins: readonly { fecha: string }[],
  mediciones: readonly Medicion[],
  today: string,
): ParticipantProgress {
  const elapsed = Math.max(0, Math.min(dias, dayOfProgramme(inicio, today)));
  const weights = mediciones.filter((m) => m.fecha >= inicio && m.peso_kg !== null);
  const ultimo = checkins.reduce<string | null>((last, c) => (last === null || c.fecha > last ? c.fecha : last), null);
  return {
    ultimo_checkin: ultimo,
    checkins: checkins.length,
    dias_transcurridos: elapsed,
    adherencia: elapsed ? Math.round((checkins.length / elapsed) * 100) / 100 : null,
    cambio_peso_kg: weights.length >= 2 ? Math.round((weights[weights.length - 1].peso_kg! - weights[0].peso_kg!) * 100) / 100 : null,
  };
}

/**
 * The Participantes columns of a reto's enrolments (the retos module's list joins them): last
 * check-in, adherence, weight change — null for a person who did not give the tools' consent (their
 * health data is not shown, and there is none). Four queries whatever the number of people.
 */
export async function participantsProgress(
  db: AppDeps['db'],
  enrolments: readonly { id: number; user_id: number; inicio: string; dias: number }[],
  today: string,
): Promise<Map<number, ParticipantProgress | null>> {
  const userIds = [...new Set(enrolments.map((e) => e.user_id))];
  const consenting = await retoRepo.consentingUsers(db, userIds);
  const shown = enrolments.filter((e) => consenting.has(e.user_id));
  const checkins = await retoRepo.checkinDaysOf(db, shown.map((e) => e.id));
  const weights = await retoRepo.weightsOf(db, [...new Set(shown.map((e) => e.user_id))]);
  const out = new Map<number, ParticipantProgress | null>(enrolments.map((e) => [e.id, null]));
  for (const e of shown) {
    const mediciones = weights.filter((w) => w.user_id === e.user_id).map((w) => ({ fecha: w.fecha, peso_kg: w.peso_kg, cintura_cm: null, cadera_cm: null }));
    out.set(e.id, participantProgress(e.inicio, e.dias, checkins.filter((c) => Number(c.inscripcion_id) === e.id), mediciones, today));
  }
  return out;
}

/** The coach's person page (issue #28): only people who gave the tools' consent appear. */
export function createCoachService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  async function consenting(userId: number) {
    const consent = await healthConsentOf(db, userId);
    const account = consent && (await accountById(db, userId));
    if (!consent || !account) throw notFound(COACH_MESSAGES.notFound);
    return { consent, account };
  }

  return {
    async person(userId: number): Promise<CoachPersonView> {
      const { consent, account } = await consenting(userId);
      const hoy = colombiaToday(clock());
      const [ajustes, mediciones, enrolments, checkins] = [
        await repo.findAjustes(db, userId),
        await repo.listMediciones(db, userId),
        await retoRepo.enrolmentsOf(db, userId),
        await retoRepo.allCheckinsWithEnrolmentOf(db, userId),
      ];
      return {
        persona: { id: account.id, nombre: `${account.first_name} ${account.last_name}`, email: account.email },
        consentimiento: consent,
        estatura_cm: account.height_cm,
        peso_meta_kg: ajustes.peso_meta_kg,
        mediciones,
        inscripciones: enrolments.map((e) => {
          const own = checkins.filter((c) => c.inscripcion_id === e.id).map(({ inscripcion_id: _id, ...c }) => c);
          return {
            id: e.id,
            reto: e.nombre,
            inicio: e.inicio,
            dias: e.dias,
            estado: e.estado,
            progreso: participantProgress(e.inicio, e.dias, own, mediciones, hoy),
            checkins: own,
          };
        }),
        nota_coach: ajustes.nota_coach,
        nota_coach_at: dbDateTimeToIso(ajustes.nota_coach_at),
        hoy,
      };
    },

    async saveNote(userId: number, nota: string): Promise<void> {
      await consenting(userId);
      const now = clock();
      await repo.saveAjustes(db, userId, { nota_coach: nota || null, nota_coach_at: nota ? toDbDateTime(now) : null }, now);
    },
  };
}
