import { mediaRef } from '../../db/media-references.js';
import { defineServerModule } from '../server-module.js';
import { retoPages } from './reto-page.js';
import { retoSearchSource } from './reto-search.js';
import { retosAdminRoutes } from './retos-admin.routes.js';
import { retosPersonalData } from './retos-personal-data.js';
import { retosRoutes } from './retos.routes.js';

// The retos module's public surface: the enrolment the shop's paid path calls, what the checkout
// prices, the enrolments, plans and Participantes as the tools of /perfil read them (health-tools
// sits above this module: it imports these, never the reverse), the enrolments' statistics for
// the dashboard (insights), and its descriptor (the public
// reads and the back office, their pages, the retos as the site search finds them, the enrolments
// as personal data).
export { enrolPaidOrder, endSeatsOfOrder } from './enrolment.js';
export { pricedRetos, enrolmentsOfUser, enrolmentOfUser, planDayOf, enrolmentsUnderway, type EnrolmentView } from './retos.repo.js';
export { retoParticipants } from './retos.service.js';
export * as enrolmentStats from './retos-insights.repo.js';

export const retosModule = defineServerModule({
  name: 'retos',
  tables: ['retos', 'reto_slugs', 'reto_dias', 'reto_productos', 'reto_inscripciones'],
  routes: (deps) => ({
    beforeCompression: [['/api', retosRoutes(deps)]],
    admin: [retosAdminRoutes(deps)],
  }),
  pages: (deps) => retoPages(deps),
  searchSources: [retoSearchSource],
  personalData: retosPersonalData,
  media: [mediaRef('retos', 'imagen_path')],
  activity: { 'reto.created': 'reto', 'reto.updated': 'reto', 'reto.archived': 'reto', 'reto.plan_saved': 'reto' },
});
