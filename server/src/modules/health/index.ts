import { defineServerModule } from '../server-module.js';
import { healthRoutes } from './health.routes.js';

// The health module's public surface: its descriptor (GET /api/health).
export const healthModule = defineServerModule({
  name: 'health',
  routes: (deps) => ({ api: [healthRoutes(deps)] }),
});
