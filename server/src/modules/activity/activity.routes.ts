import { Router } from 'express';
import { activityQuerySchema } from '@app/shared/activity';
import type { AppDeps } from '../../app-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createActivityService } from './activity.service.js';

/** GET /api/admin/actividad, behind the admin guard. */
export function activityRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createActivityService(deps);
  router.get('/actividad', async (req, res) => {
    res.json(await service.list(parseOrThrow(activityQuerySchema, req.query)));
  });
  return router;
}
