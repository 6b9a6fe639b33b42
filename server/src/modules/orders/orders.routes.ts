import { Router, type RequestHandler } from 'express';
import { ORDER_ENDPOINTS, orderInputSchema, quoteInputSchema } from '@app/shared/orders';
import type { AppDeps } from '../../app-deps.js';
import { requireRole } from '../../middleware/auth.js';
import { userSessionCheck } from '../users/index.js';
import { parseOrThrow } from '../../lib/validate.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import type { OnlinePayments } from './online-payments.js';
import { createOrdersService } from './orders.service.js';

/** The limit of the routes a "Mi pedido" token opens (payments' routes of an order share it: one counter, by name). */
export const ORDER_TRACKING_LIMIT = 'orderTracking';

/**
 * The buyer's order routes, inside the API chain (JSON body, no-store): the quote, the
 * order, and "Mi pedido", whose token in the path is the only credential. Paying it online
 * again and the online payment's result page are payments' routes (`wompiOrderRoutes`).
 */
export function ordersRoutes(deps: AppDeps, payments: OnlinePayments): Router {
  const router = Router();
  const service = createOrdersService(deps, payments);
  const orderLimiter = createRateLimiter(deps, { name: 'order', ...deps.config.rateLimits.order });
  const trackingLimiter = createRateLimiter(deps, { name: ORDER_TRACKING_LIMIT, ...deps.config.rateLimits.orderTracking });

  // A programme is bought with an account: its token, when the order carries one, must
  // be valid (401 otherwise); the service refuses a programme without it. An order of products
  // only ignores any token that comes along.
  const userGuard = requireRole(deps.config.jwtSecret, 'user', userSessionCheck(deps.db));
  const userOfProgramme: RequestHandler = (req, res, next) => {
    const retos = (req.body as { retos?: unknown } | undefined)?.retos;
    if (Array.isArray(retos) && retos.length > 0 && req.headers.authorization) return void userGuard(req, res, next);
    next();
  };

  router.post(ORDER_ENDPOINTS.cotizar, async (req, res) => {
    const { items, entrega, retos } = parseOrThrow(quoteInputSchema, req.body);
    res.json(await service.quote(items, entrega, retos));
  });

  router.post(ORDER_ENDPOINTS.pedidos, orderLimiter, userOfProgramme, async (req, res) => {
    const payload = parseOrThrow(orderInputSchema, req.body);
    res.status(201).json(await service.create(payload, req.ip ?? null, req.auth?.role === 'user' ? req.auth.id : null));
  });

  router.get('/pedidos/seguimiento/:token', trackingLimiter, async (req, res) => {
    res.json(await service.tracking(String(req.params.token)));
  });

  router.post('/pedidos/seguimiento/:token/cancelar', trackingLimiter, async (req, res) => {
    res.json(await service.cancel(String(req.params.token)));
  });

  // The buyer confirms an unpaid cash-on-delivery order (the order e-mail's link): it keeps its units.
  router.post('/pedidos/seguimiento/:token/confirmar', trackingLimiter, async (req, res) => {
    res.json(await service.confirm(String(req.params.token)));
  });

  return router;
}
