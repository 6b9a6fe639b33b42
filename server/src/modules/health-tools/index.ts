import { defineServerModule } from '../server-module.js';
import { coachAdminRoutes } from './coach.routes.js';
import { healthToolsPersonalData } from './health-tools-personal-data.js';
import { healthToolsRoutes } from './health-tools.routes.js';
import { createRetoDailyMailWorker } from './reto-daily-mail.js';

// The health tools' public surface: its descriptor (the tools of /perfil at /api/users, the coach's
// routes — Participantes, a person's page — in the back office, Mi reto's daily e-mail worker, the
// health log as personal data).
export type { RetoDailyMailWorker } from './reto-daily-mail.js';

export const healthToolsModule = defineServerModule({
  name: 'health-tools',
  tables: ['progreso_mediciones', 'herramientas_ajustes', 'reto_checkins', 'reto_correos_diarios'],
  routes: (deps) => ({
    api: [['/users', healthToolsRoutes(deps)]],
    admin: [coachAdminRoutes(deps)],
  }),
  workers: (deps) => ({ retoDailyMail: createRetoDailyMailWorker(deps) }),
  personalData: healthToolsPersonalData,
  activity: { 'coach_note.saved': 'persona' },
});
