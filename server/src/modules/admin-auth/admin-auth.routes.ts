import { Router } from 'express';
import {
  ADMIN_MESSAGES,
  TWO_FACTOR_MESSAGES,
  adminLoginSchema,
  adminResetPasswordSchema,
  adminResetRequestSchema,
  twoFactorChallengeSchema,
  twoFactorCodeSchema,
  twoFactorVerifySchema,
} from '@app/shared/admin';
import type { AppDeps } from '../../app-deps.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import { actorOf } from '../../middleware/auth.js';
import { badRequest } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createAdminAuthService } from './admin-auth.service.js';
import { createTwoFactorService, WrongCode } from './two-factor.service.js';

/**
 * The admin login's per-connection limiter: failed attempts only (answers >= 400), so a working
 * admin is never slowed down. Wrong two-factor codes go through it too, under the same name: one
 * counter per connection for passwords and codes (ADR 009, ADR 010).
 */
export function adminLoginLimiter({ config, db, clock }: Pick<AppDeps, 'config' | 'db' | 'clock'>) {
  return createRateLimiter(
    { db, clock },
    {
      name: 'admin-login-ip',
      ...config.rateLimits.adminLogin,
      skipSuccessfulRequests: true,
      message: ADMIN_MESSAGES.tooManyFromIp,
    },
  );
}

/**
 * Admin login and password reset, mounted at /api/auth/admin. The spec names the login
 * call both '/auth/admin/login' and '/admin login'; both mean POST /api/auth/admin/login.
 */
export function adminAuthRoutes(deps: AppDeps): Router {
  const { config } = deps;
  const service = createAdminAuthService(deps);
  const router = Router();

  // The per-username lockout with its growing wait lives in the service.
  const loginPerIp = adminLoginLimiter(deps);
  const resetRequestLimit = createRateLimiter(deps, { name: 'admin-reset-request', ...config.rateLimits.forgot });
  const resetLimit = createRateLimiter(deps, { name: 'admin-reset', ...config.rateLimits.forgot, skipSuccessfulRequests: true });

  router.post('/login', loginPerIp, async (req, res) => {
    const input = parseOrThrow(adminLoginSchema, req.body);
    res.json(await service.login(input, req.ip ?? null));
  });

  // Two-factor login (ADR 010): the second step, and the setup-only path of ADMIN_REQUIRE_2FA.
  router.post('/2fa/verify', loginPerIp, async (req, res) => {
    const { challenge, code } = parseOrThrow(twoFactorVerifySchema, req.body);
    res.json(await service.verifyTwoFactor(challenge, code, req.ip ?? null));
  });
  router.post('/2fa/setup', loginPerIp, async (req, res) => {
    const { challenge } = parseOrThrow(twoFactorChallengeSchema, req.body);
    res.json(await service.setupAtLogin(challenge));
  });
  router.post('/2fa/activar', loginPerIp, async (req, res) => {
    const { challenge, code } = parseOrThrow(twoFactorVerifySchema, req.body);
    res.json(await service.activateAtLogin(challenge, code, req.ip ?? null));
  });

  router.post('/request-password-reset', resetRequestLimit, async (req, res) => {
    const { email } = parseOrThrow(adminResetRequestSchema, req.body);
    res.json(await service.requestPasswordReset(email));
  });

  router.post('/reset-password', resetLimit, async (req, res) => {
    const input = parseOrThrow(adminResetPasswordSchema, req.body);
    res.json(await service.resetPassword(input.token, input.newPassword));
  });

  return router;
}

/** The signed-in admin's own two-factor login (the Seguridad screen), under /api/admin behind the guard. */
export function twoFactorAdminRoutes(deps: AppDeps): Router {
  const service = createTwoFactorService(deps);
  const codeLimit = adminLoginLimiter(deps);
  const router = Router();
  router.get('/2fa', async (req, res) => {
    res.json(await service.status(req.auth!.id));
  });
  router.post('/2fa/setup', async (req, res) => {
    res.json(await service.beginSetup(req.auth!.id));
  });
  router.post('/2fa/activar', codeLimit, async (req, res) => {
    const { code } = parseOrThrow(twoFactorCodeSchema, req.body);
    try {
      res.json(await service.activate(req.auth!.id, code, actorOf(req)));
    } catch (err) {
      // 400, not 401: a typo must not end the session.
      if (err instanceof WrongCode) throw badRequest(TWO_FACTOR_MESSAGES.invalidCode);
      throw err;
    }
  });
  router.post('/2fa/desactivar', codeLimit, async (req, res) => {
    const { code } = parseOrThrow(twoFactorCodeSchema, req.body);
    await service.deactivate(req.auth!.id, code, actorOf(req));
    res.json({ message: TWO_FACTOR_MESSAGES.disabled });
  });
  return router;
}
