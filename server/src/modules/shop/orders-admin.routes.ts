import { Router, type Request } from 'express';
import { colombiaToday } from '@app/shared/colombia-time';
import { ORDER_MESSAGES as MSG, adminOrderQuerySchema, orderMoveSchema } from '@app/shared/orders';
import type { AppDeps } from '../../app-deps.js';
import { streamCsv } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validate.js';
import { actorOf } from '../../middleware/auth.js';
import { activityLogger } from '../activity/index.js';
import { createOrdersAdminService } from './orders-admin.service.js';
import { ordersCsvHead, ordersCsvLine } from './orders.csv.js';
import { createWompiService } from './wompi.service.js';

/** A positive integer id from the path; anything else cannot name an order (404). */
function orderId(req: Request): number {
  const raw = String(req.params.id);
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > 2 ** 31 - 1) throw notFound(MSG.orderNotFound);
  return id;
}

/** The back office's orders, mounted under /api/admin behind the admin guard. */
export function ordersAdminRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createOrdersAdminService(deps);
  const wompi = createWompiService(deps);
  const logged = activityLogger(deps);

  router.get('/pedidos', async (req, res) => {
    const query = parseOrThrow(adminOrderQuerySchema, req.query);
    const page = await service.list(query);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.nextCursor) {
      const next = new URLSearchParams();
      for (const key of ['estado', 'metodoPago', 'q', 'desde', 'hasta'] as const) if (query[key]) next.set(key, String(query[key]));
      next.set('limit', String(query.limit));
      next.set('cursor', page.nextCursor);
      res.setHeader('Link', `<${req.baseUrl}${req.path}?${next.toString()}>; rel="next"`);
    }
    res.json(page.items);
  });

  // Before '/pedidos/:id', which would take 'export.csv' for an id.
  router.get('/pedidos/export.csv', async (req, res) => {
    const { limit: _limit, cursor: _cursor, ...filters } = parseOrThrow(adminOrderQuerySchema, req.query);
    await streamCsv(res, {
      fileName: `pedidos-${colombiaToday(deps.clock())}.csv`,
      head: ordersCsvHead(),
      batches: service.batches(filters),
      line: ordersCsvLine,
      logger: deps.logger,
      what: 'orders',
    });
  });

  router.get('/pedidos/:id', async (req, res) => {
    res.json(await wompi.withRawEvents(await service.get(orderId(req))));
  });

  // "Consultar en Wompi": reconciles the order's online payments now; answers the order as the GET does.
  router.post('/pedidos/:id/wompi/consultar', logged('order.wompi_checked'), async (req, res) => {
    const id = orderId(req);
    await service.get(id);
    await wompi.reconcileOrder(id);
    res.json(await wompi.withRawEvents(await service.get(id)));
  });

  // Online payments that need the team (the dashboard's alerts).
  router.get('/pagos/wompi/alertas', async (_req, res) => {
    res.json(await wompi.alerts());
  });

  router.post('/pedidos/:id/estado', async (req, res) => {
    const id = orderId(req);
    res.json(await service.move(id, parseOrThrow(orderMoveSchema, req.body), actorOf(req)));
  });

  // "Confirmar pedido": the team confirms an unpaid cash-on-delivery order (by phone, say); it keeps its units.
  router.post('/pedidos/:id/confirmar', async (req, res) => {
    res.json(await wompi.withRawEvents(await service.confirm(orderId(req), actorOf(req))));
  });

  return router;
}
