import { Router } from 'express';
import { ORDER_ENDPOINTS, orderInputSchema, quoteInputSchema } from '@app/shared/orders';
import type { AppDeps } from '../../app-deps.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import { createOrdersService } from './orders.service.js';

/**
 * The buyer's order routes (issue #25), inside the API chain (JSON body, no-store): the quote, the
 * order, and "Mi pedido", whose token in the path is the only credential.
 */
export function ordersRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createOrdersService(deps);
  const orderLimiter = createRateLimiter(deps, { name: 'order', ...deps.config.rateLimits.order });
  const trackingLimiter = createRateLimiter(deps, { name: 'orderTracking', ...deps.config.rateLimits.orderTracking });

  router.post(ORDER_ENDPOINTS.cotizar, async (req, res) => {
    const { items, entrega } = parseOrThrow(quoteInputSchema, req.body);
    res.json(await service.quote(items, entrega));
  });

  router.post(ORDER_ENDPOINTS.pedidos, orderLimiter, async (req, res) => {
    const payload = parseOrThrow(orderInputSchema, req.body);
    res.status(201).json(await service.create(payload, req.ip ?? null));
  });

  router.get('/pedidos/seguimiento/:token', trackingLimiter, async (req, res) => {
    res.json(await service.tracking(String(req.params.token)));
  });

  router.post('/pedidos/seguimiento/:token/cancelar', trackingLimiter, async (req, res) => {
    res.json(await service.cancel(String(req.params.token)));
  });

  return router;
}
