// The health tools' public surface (issue #28): the router app.ts mounts at /api/users, the
// personal-data owner registered in server/src/personal-data-owners.ts and Mi reto's daily e-mail
// worker (runtime.ts).
export { healthToolsRoutes } from './health-tools.routes.js';
export { healthToolsPersonalData } from './health-tools-personal-data.js';
export { createRetoDailyMailWorker, type RetoDailyMailWorker } from './reto-daily-mail.js';
export { coachAdminRoutes } from './coach.routes.js';
export { participantProgress, participantsProgress } from './coach.service.js';
