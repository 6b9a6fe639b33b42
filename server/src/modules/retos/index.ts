// The retos module's public surface: the public reads and the back office, the
// enrolment the shop's paid path calls, what the checkout prices, the enrolments as personal data,
// the retos as the site search finds them, their pages for the page server, and the enrolments,
// plans and Participantes as the tools of /perfil read them (health-tools sits above this module:
// it imports these, never the reverse).
export { retosRoutes } from './retos.routes.js';
export { retosAdminRoutes } from './retos-admin.routes.js';
export { enrolPaidOrder, endSeatsOfOrder } from './enrolment.js';
export { pricedRetos, enrolmentsOfUser, enrolmentOfUser, planDayOf, enrolmentsUnderway, type EnrolmentView } from './retos.repo.js';
export { retoParticipants } from './retos.service.js';
export { retosPersonalData } from './retos-personal-data.js';
export { retoSearchSource } from './reto-search.js';
export { retoPages } from './reto-page.js';
