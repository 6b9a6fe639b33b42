import { colombiaToday } from '@app/shared/colombia-time';
import {
  MEDICION_MAX_AGE_DAYS,
  PROGRESO_MESSAGES,
  type MedicionPayload,
  type MetaPayload,
  type ProgresoResponse,
} from '@app/shared/progreso';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { accountById } from '../users/index.js';
import { healthConsentOf, requireHealthConsent, withHealthConsent } from './health-consent.js';
import * as repo from './progreso.repo.js';

const DAY_MS = 86_400_000;

/** "Mi progreso": the person's weight log, measurements and goal, behind the tools' consent. */
export function createProgresoService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  /** The day must be a day the person has lived, in Colombia, within the last year. */
  function checkFecha(fecha: string): void {
    const today = colombiaToday(clock());
    const oldest = new Date(Date.parse(`${today}T00:00:00Z`) - MEDICION_MAX_AGE_DAYS * DAY_MS).toISOString().slice(0, 10);
    if (fecha > today) throw badRequest(PROGRESO_MESSAGES.dateFuture, [{ path: 'fecha', msg: PROGRESO_MESSAGES.dateFuture }]);
    if (fecha < oldest) throw badRequest(PROGRESO_MESSAGES.dateTooOld, [{ path: 'fecha', msg: PROGRESO_MESSAGES.dateTooOld }]);
  }

  return {
    /** Without the consent the answer holds nothing but that (nothing is stored then). */
    async overview(userId: number): Promise<ProgresoResponse> {
      const consentimiento = (await healthConsentOf(db, userId)) ?? null;
      const account = await accountById(db, userId);
      const hoy = colombiaToday(clock());
      if (!consentimiento) return { consentimiento, estatura_cm: account?.height_cm ?? null, peso_meta_kg: null, mediciones: [], hoy };
      const [ajustes, mediciones] = [await repo.findAjustes(db, userId), await repo.listMediciones(db, userId)];
      return { consentimiento, estatura_cm: account?.height_cm ?? null, peso_meta_kg: ajustes.peso_meta_kg, mediciones, hoy };
    },

    async saveMedicion(userId: number, m: MedicionPayload): Promise<void> {
      await requireHealthConsent(db, userId);
      checkFecha(m.fecha);
      await withHealthConsent(db, userId, (trx) => repo.saveMedicion(trx, userId, m, clock()));
    },

    async deleteMedicion(userId: number, fecha: string): Promise<void> {
      const deleted = await withHealthConsent(db, userId, (trx) => repo.deleteMedicion(trx, userId, fecha));
      if (!deleted) throw notFound(PROGRESO_MESSAGES.notFound);
    },

    async saveMeta(userId: number, { peso_meta_kg }: MetaPayload): Promise<boolean> {
      await withHealthConsent(db, userId, (trx) => repo.saveAjustes(trx, userId, { peso_meta_kg: peso_meta_kg ?? null }, clock()));
      return peso_meta_kg !== undefined;
    },

    /** The CSV's rows; the consent is checked first (the file is the data itself). */
    async csvBatches(userId: number) {
      await requireHealthConsent(db, userId);
      return repo.medicionBatches(db, userId);
    },
  };
}
