import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';

/** Admin login and password reset (issue #6), mounted at /api/auth/admin. */
export function adminAuthRoutes(_deps: AppDeps): Router {
  return Router();
}
