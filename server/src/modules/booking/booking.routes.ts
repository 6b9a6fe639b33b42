import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';

/** Public booking API (issue #4): bloqueos, horarios-ocupados, registros, verification link. */
export function bookingRoutes(_deps: AppDeps): Router {
  return Router();
}

/** Admin agenda and schedule blocks, mounted under /api/admin behind the admin guard. */
export function bookingAdminRoutes(_deps: AppDeps): Router {
  return Router();
}
