import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';

/** User accounts (issue #5), mounted at /api/users. */
export function usersRoutes(_deps: AppDeps): Router {
  return Router();
}
