import { defineServerModule } from '../server-module.js';
import { insightsAdminRoutes } from './insights.routes.js';

// The insights module's public surface: its descriptor (the dashboard's statistics).
export const insightsModule = defineServerModule({
  name: 'insights',
  routes: (deps) => ({ admin: [insightsAdminRoutes(deps)] }),
});
