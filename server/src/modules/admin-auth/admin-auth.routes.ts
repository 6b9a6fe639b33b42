import { Router } from 'express';
import { ADMIN_MESSAGES, adminLoginSchema, adminResetPasswordSchema, adminResetRequestSchema } from '@app/shared/admin';
import type { AppDeps } from '../../app-deps.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import { parseOrThrow } from '../../lib/validate.js';
import { loginAdmin, requestAdminPasswordReset, resetAdminPassword } from './admin-auth.service.js';

/**
 * Admin login and password reset (issue #6), mounted at /api/auth/admin. The spec names the login
 * call both '/auth/admin/login' and '/admin login'; both mean POST /api/auth/admin/login.
 */
export function adminAuthRoutes(deps: AppDeps): Router {
  const { config, db } = deps;
  const router = Router();

  // Per connection: failed attempts only, so a working admin is never slowed down. The
  // per-username lockout with its growing wait lives in the service.
  const loginPerIp = createRateLimiter(db, {
    name: 'admin-login-ip',
    ...config.rateLimits.adminLogin,
    skipSuccessfulRequests: true,
    message: ADMIN_MESSAGES.tooManyFromIp,
  });
  const resetRequestLimit = createRateLimiter(db, { name: 'admin-reset-request', ...config.rateLimits.forgot });
  const resetLimit = createRateLimiter(db, { name: 'admin-reset', ...config.rateLimits.forgot, skipSuccessfulRequests: true });

  router.post('/login', loginPerIp, async (req, res) => {
    const input = parseOrThrow(adminLoginSchema, req.body);
    res.json(await loginAdmin(deps, input));
  });

  router.post('/request-password-reset', resetRequestLimit, async (req, res) => {
    const { email } = parseOrThrow(adminResetRequestSchema, req.body);
    res.json(await requestAdminPasswordReset(deps, email));
  });

  router.post('/reset-password', resetLimit, async (req, res) => {
    const input = parseOrThrow(adminResetPasswordSchema, req.body);
    res.json(await resetAdminPassword(deps, input.token, input.newPassword));
  });

  return router;
}
