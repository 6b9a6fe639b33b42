import type { OwnerErasure, PersonalDataOwner } from '../privacy/index.js';
import { accountByEmail } from '../users/index.js';
import { deleteHealthLogs } from './health-consent.js';
import { checkinsWithRetoOf } from './mi-reto.service.js';
import * as repo from './progreso.repo.js';

/**
 * The tools' health log as personal data (declared by the health-tools module's descriptor, before
 * the account): the export lists it (the weight log, the goal, Mi reto's check-ins), erasing the account deletes it. Its consent is the account's
 * (consent module), listed and deleted with the account's.
 */
export const healthToolsPersonalData: PersonalDataOwner = {
  name: 'health-tools',

  async export(db, email) {
    const account = await accountByEmail(db, email);
    if (!account) return { sections: {}, consents: {}, found: false, seen: {} };
    const mediciones = await repo.listMediciones(db, account.id);
    const ajustes = await repo.findAjustes(db, account.id);
    const checkins = (await checkinsWithRetoOf(db, account.id)).map(({ inscripcion_id: _id, ...c }) => c);
    const used =
      mediciones.length > 0 || checkins.length > 0 || ajustes.peso_meta_kg !== null || ajustes.correo_diario || ajustes.nota_coach !== null;
    if (!used) return { sections: {}, consents: { userId: account.id }, found: false, seen: {} };
    return {
      sections: {
        progreso: {
          peso_meta_kg: ajustes.peso_meta_kg,
          correo_diario: ajustes.correo_diario,
          nota_coach: ajustes.nota_coach,
          mediciones,
          checkins,
        },
      },
      consents: { userId: account.id },
      found: true,
      seen: { progreso: mediciones.length, checkins: checkins.length },
    };
  },

  async erase(trx, email): Promise<OwnerErasure> {
    const account = await accountByEmail(trx, email);
    if (!account) return { summary: {}, log: {} };
    const { mediciones, checkins } = await deleteHealthLogs(trx, account.id);
    // a person who never used the tools: nothing to add to the answer or the log
    if (!mediciones && !checkins) return { summary: {}, log: {} };
    return { summary: { progresoDeleted: mediciones, checkinsDeleted: checkins }, log: { progreso: mediciones, checkins } };
  },
};
