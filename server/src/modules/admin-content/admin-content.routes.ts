import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';

/** Admin content management and uploads (issue #7), mounted under /api/admin behind the admin guard. */
export function adminContentRoutes(_deps: AppDeps): Router {
  return Router();
}
