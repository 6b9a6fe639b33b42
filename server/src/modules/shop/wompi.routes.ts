import express, { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import { createWompiService } from './wompi.service.js';

/** Wompi's events are small; anything bigger is not one (and is refused before it is parsed). */
const EVENT_BODY_LIMIT = '64kb';

/**
 * `POST /api/pagos/wompi/eventos`: Wompi's webhook. Mounted before the API chain so
 * that it has its own 64 KB body limit; rate-limited; the checksum is the only credential (a bad
 * one is a 401 that changes nothing). Wompi expects a quick 200: the work is a few queries, and
 * the answer never carries more than an acknowledgement.
 */
export function wompiEventsRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createWompiService(deps);
  const limiter = createRateLimiter(deps, { name: 'wompiEvents', ...deps.config.rateLimits.wompiEvents });
  router.post('/pagos/wompi/eventos', limiter, express.json({ limit: EVENT_BODY_LIMIT }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    await service.handleEvent(req.body);
    res.json({ recibido: true });
  });
  return router;
}
