import { Router } from 'express';
import { insightsQuerySchema } from '@app/shared/insights';
import type { AppDeps } from '../../app-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createInsightsService } from './insights.service.js';

/** GET /api/admin/estadisticas (behind the admin guard, app.ts). */
export function insightsAdminRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createInsightsService(deps);
  router.get('/estadisticas', async (req, res) => {
    const query = parseOrThrow(insightsQuerySchema, { desde: req.query.desde, hasta: req.query.hasta });
    res.json(await service.statistics(query));
  });
  return router;
}
