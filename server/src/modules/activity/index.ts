import { defineServerModule } from '../server-module.js';
import { activityRoutes } from './activity.routes.js';

// The activity module's public surface: what other modules use to write the admin activity log,
// the kinds of target its entries name (each module declares its actions' kinds), and its descriptor
// (the log's screen in the back office).
export { recordActivity, type Actor } from './activity.repo.js';
export { activityLogger, activityKindsOf, declareActivityKinds, type ActivityKinds, type TargetKind } from './activity.middleware.js';

export const activityModule = defineServerModule({
  name: 'activity',
  tables: ['admin_activity'],
  routes: (deps) => ({ admin: [activityRoutes(deps)] }),
});
