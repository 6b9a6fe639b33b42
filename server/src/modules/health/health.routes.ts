import { Router } from 'express';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import type { AppDeps } from '../../app-deps.js';
import { pingDatabase } from '../../db/database.js';

export function healthRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const ok = await pingDatabase(db);
    res.setHeader('Cache-Control', 'no-store');
    if (ok) res.json({ status: 'ok', database: 'ok' });
    else res.status(503).json({ status: 'error', database: 'unreachable', message: GENERIC_MESSAGES.databaseUnavailable, error: GENERIC_MESSAGES.databaseUnavailable });
  });
  return router;
}
