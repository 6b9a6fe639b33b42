import { colombiaToday } from '@app/shared/colombia-time';
import { dayOfProgramme } from '@app/shared/mi-reto';
import { COACH_MESSAGES, type CoachPersonView, type Medicion, type ParticipantProgress } from '@app/shared/progreso';
import { RETO_MESSAGES, type RetoParticipantes } from '@app/shared/retos';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { dbDateTimeToIso, toDbDateTime } from '../../lib/time.js';
import { usersWithPurposeConsent } from '../consent/index.js';
import { enrolmentsOfUser, retoParticipants } from '../retos/index.js';
import { accountById } from '../users/index.js';
import { healthConsentOf, withHealthConsent } from './health-consent.js';
import { checkinsWithRetoOf } from './mi-reto.service.js';
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

/** The coach's side of the tools: Participantes and a person's page, only people whose tools' consent stands. */
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
        await enrolmentsOfUser(db, userId),
        await checkinsWithRetoOf(db, userId),
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

    /**
     * "Participantes" of a reto (the retos module's rows): only the people whose tools' consent
     * stands — the others, and those who withdrew it, do not appear — with their check-in columns
     * (last check-in, adherence, weight change). Four queries whatever the number of people.
     */
    async participants(retoId: number): Promise<RetoParticipantes> {
      const today = colombiaToday(clock());
      const list = await retoParticipants(db, retoId, today);
      if (!list) throw notFound(RETO_MESSAGES.retoNotFound);
      const consenting = await usersWithPurposeConsent(db, [...new Set(list.participantes.map((p) => p.userId))], 'herramientas');
      const shown = list.participantes.filter((p) => consenting.has(p.userId));
      const checkins = await retoRepo.checkinDaysOf(
        db,
        shown.map((p) => p.inscripcionId),
      );
      const weights = await retoRepo.weightsOf(db, [...consenting]);
      return {
        reto: list.reto,
        participantes: shown.map((p) => {
          const mediciones = weights
            .filter((w) => w.user_id === p.userId)
            .map((w) => ({ fecha: w.fecha, peso_kg: w.peso_kg, cintura_cm: null, cadera_cm: null }));
          const own = checkins.filter((c) => Number(c.inscripcion_id) === p.inscripcionId);
          return { ...p, progreso: participantProgress(p.inicio, list.reto.dias, own, mediciones, today) };
        }),
      };
    },

    /** Written under the consent's lock, as the person's own health data: a withdrawal at the same moment deletes it or refuses it. */
    async saveNote(userId: number, nota: string): Promise<void> {
      const now = clock();
      const gone = () => notFound(COACH_MESSAGES.notFound);
      await withHealthConsent(
        db,
        userId,
        async (trx) => {
          if (!(await accountById(trx, userId))) throw gone();
          await repo.saveAjustes(trx, userId, { nota_coach: nota || null, nota_coach_at: nota ? toDbDateTime(now) : null }, now);
        },
        gone,
      );
    },
  };
}
