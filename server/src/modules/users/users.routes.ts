import { Router } from 'express';
import { USER_MESSAGES, emailOnlySchema, loginSchema, passwordProblems, registerSchema, resetPasswordSchema } from '@app/shared/users';
import type { AppDeps } from '../../app-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { requireRole } from '../../middleware/auth.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import { createUsersService } from './users.service.js';
import type { PersonalDataService } from '../privacy/index.js';
import { PRIVACY_MESSAGES, deleteAccountSchema, exportFileName } from '@app/shared/privacy';

/** User accounts, mounted at /api/users; the account's export and deletion go through privacy. */
export function usersRoutes(deps: AppDeps, privacy: PersonalDataService): Router {
  const { config } = deps;
  const service = createUsersService(deps);
  const router = Router();

  const loginLimit = createRateLimiter(deps, { name: 'users-login', ...config.rateLimits.login, message: USER_MESSAGES.tooManyLogins });
  const registerLimit = createRateLimiter(deps, {
    name: 'users-register',
    ...config.rateLimits.register,
    message: USER_MESSAGES.tooManyRegistrations,
  });
  const forgotLimit = createRateLimiter(deps, { name: 'users-forgot', ...config.rateLimits.forgot, message: USER_MESSAGES.tooManyResets });
  const resendLimit = createRateLimiter(deps, { name: 'users-resend', ...config.rateLimits.forgot, message: USER_MESSAGES.tooManyResets });

  router.post('/register', registerLimit, async (req, res) => {
    const payload = parseOrThrow(registerSchema, req.body, USER_MESSAGES.validation);
    await service.register(payload, req.ip ?? null);
    res.status(201).json({ message: USER_MESSAGES.registered });
  });

  // Always 200: the verification page reads the reason (spec §2, §7).
  router.get('/verify-email/:token', async (req, res) => {
    res.json({ reason: await service.verifyEmail(req.params.token) });
  });

  router.post('/login', loginLimit, async (req, res) => {
    const payload = parseOrThrow(loginSchema, req.body, USER_MESSAGES.validation);
    res.json(await service.login(payload));
  });

  router.post('/resend-verification', resendLimit, async (req, res) => {
    const { email } = parseOrThrow(emailOnlySchema, req.body);
    await service.resendVerification(email);
    res.json({ message: USER_MESSAGES.resendNeutral });
  });

  router.post('/forgot-password', forgotLimit, async (req, res) => {
    const { email } = parseOrThrow(emailOnlySchema, req.body);
    await service.forgotPassword(email);
    res.json({ message: USER_MESSAGES.forgotNeutral });
  });

  router.post('/reset-password', async (req, res) => {
    const body = (req.body ?? {}) as { password?: unknown };
    const weak = typeof body.password === 'string' && body.password !== '' && passwordProblems(body.password).length > 0;
    const payload = parseOrThrow(resetPasswordSchema, req.body, weak ? USER_MESSAGES.passwordPolicy : undefined);
    await service.resetPassword(payload);
    res.json({ message: USER_MESSAGES.resetSuccess });
  });

  const userOnly = requireRole(config.jwtSecret, 'user', service.sessionCheck);

  router.get('/profile', userOnly, async (req, res) => {
    res.json(await service.profile(req.auth!.id));
  });

  // The person's rights: know (a JSON file) and suppress (the password confirms it).
  router.get('/me/export', userOnly, async (req, res) => {
    const data = await privacy.exportFor(await service.emailOf(req.auth!.id));
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(data.email, data.generado_at.slice(0, 10))}"`);
    res.json(data);
  });

  router.delete('/me', userOnly, async (req, res) => {
    const { password } = parseOrThrow(deleteAccountSchema, req.body ?? {});
    await privacy.forgetSelf(await service.confirmPassword(req.auth!.id, password));
    res.json({ message: PRIVACY_MESSAGES.accountDeleted });
  });

  return router;
}
