// The health tools' public surface: the router app.ts mounts at /api/users, the
// personal-data owner registered in server/src/personal-data-owners.ts, Mi reto's daily e-mail
// worker (runtime.ts) and the coach's routes (Participantes, a person's page) app.ts mounts at /api/admin.
export { healthToolsRoutes } from './health-tools.routes.js';
export { healthToolsPersonalData } from './health-tools-personal-data.js';
export { createRetoDailyMailWorker, type RetoDailyMailWorker } from './reto-daily-mail.js';
export { coachAdminRoutes } from './coach.routes.js';
