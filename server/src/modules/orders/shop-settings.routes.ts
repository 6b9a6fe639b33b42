import { Router } from 'express';
import { ORDER_ENDPOINTS, ORDER_MESSAGES as MSG, shopSettingsSchema } from '@app/shared/orders';
import type { AppDeps } from '../../app-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { actorOf } from '../../middleware/auth.js';
import { createPublicReads } from '../../web/public-reads.js';
import { createShopSettingsService } from './shop-settings.service.js';

/** `GET /api/tienda/ajustes`: public, from the public content cache (a save drops it). Mounted beside the catalog. */
export function shopSettingsPublicRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createShopSettingsService(deps);
  const reads = createPublicReads(deps.db, () => deps.clock().getTime());
  router.get(ORDER_ENDPOINTS.ajustesPublicos, (req, res, next) =>
    reads.answer(req, res, next, 'tienda-ajustes', ['tienda_ajustes'], () => service.publicView()),
  );
  return router;
}

/** `GET` / `PUT /api/admin/tienda/ajustes`, under the admin guard. */
export function shopSettingsAdminRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createShopSettingsService(deps);
  router.get('/tienda/ajustes', async (_req, res) => {
    res.json(await service.read());
  });
  // Answers what the GET answers, so the form resets to what was stored.
  router.put('/tienda/ajustes', async (req, res) => {
    res.json(await service.update(parseOrThrow(shopSettingsSchema, req.body, MSG.settingInvalid), actorOf(req)));
  });
  return router;
}
