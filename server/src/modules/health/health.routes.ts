import { Router } from 'express';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import type { AppDeps } from '../../app-deps.js';
import { pingDatabase } from '../../db/database.js';
import { outboxHealth } from '../../mail/outbox-status.js';

/**
 * 200 while the database answers, with the outbox's state: mail being degraded (e-mails given up,
 * or waiting too long) shows in `mail` and `status`, but the site still works, so it is not a 503
 * that would make a load balancer or orchestrator take the instance out.
 */
export function healthRoutes({ db, clock }: AppDeps): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const mail = (await pingDatabase(db)) ? await outboxHealth(db, clock()).catch(() => null) : null;
    if (mail) res.json({ status: mail.status === 'ok' ? 'ok' : 'degraded', database: 'ok', mail });
    else
      res.status(503).json({
        status: 'error',
        database: 'unreachable',
        message: GENERIC_MESSAGES.databaseUnavailable,
        error: GENERIC_MESSAGES.databaseUnavailable,
      });
  });
  return router;
}
