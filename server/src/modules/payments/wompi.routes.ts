import express, { Router, type Request } from 'express';
import { ORDER_MESSAGES as MSG, paymentChangeSchema } from '@app/shared/orders';
import type { AppDeps } from '../../app-deps.js';
import { pathId } from '../../lib/path-id.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import { activityLogger } from '../activity/index.js';
import { ORDER_TRACKING_LIMIT, createOrdersAdminService } from '../orders/index.js';
import { withRawEvents, wompiPayments } from './wompi-payments.js';
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

/**
 * "Mi pedido"'s online payment, inside the API chain beside the orders' routes (the token in the
 * path is the only credential; the same rate limit as the order's other "Mi pedido" routes).
 */
export function wompiOrderRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createWompiService(deps);
  const trackingLimiter = createRateLimiter(deps, { name: ORDER_TRACKING_LIMIT, ...deps.config.rateLimits.orderTracking });

  // The result page of an online payment: `id` is the transaction Wompi's redirect named; the server asks Wompi about it.
  router.get('/pedidos/seguimiento/:token/resultado', trackingLimiter, async (req, res) => {
    res.json(await service.result(String(req.params.token), typeof req.query.id === 'string' ? req.query.id : ''));
  });

  // Pay an unpaid online order again (a new attempt) or switch it to another method.
  router.post('/pedidos/seguimiento/:token/pago', trackingLimiter, async (req, res) => {
    const { metodoPago } = parseOrThrow(paymentChangeSchema, req.body);
    res.json(await service.changePayment(String(req.params.token), metodoPago));
  });

  return router;
}

const orderId = (req: Request) => pathId(req.params.id, MSG.orderNotFound);

/** The back office's online payments, mounted under /api/admin behind the admin guard. */
export function wompiAdminRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createWompiService(deps);
  const orders = createOrdersAdminService(deps, wompiPayments);
  const logged = activityLogger(deps);

  // "Consultar en Wompi": reconciles the order's online payments now; answers the order as its GET does.
  router.post('/pedidos/:id/wompi/consultar', logged('order.wompi_checked'), async (req, res) => {
    const id = orderId(req);
    await orders.get(id);
    await service.reconcileOrder(id);
    res.json(await withRawEvents(deps.db, await orders.get(id)));
  });

  // Online payments that need the team (the dashboard's alerts).
  router.get('/pagos/wompi/alertas', async (_req, res) => {
    res.json(await service.alerts());
  });

  return router;
}
