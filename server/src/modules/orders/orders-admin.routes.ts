import { Router, type Request } from 'express';
import { colombiaToday } from '@app/shared/colombia-time';
import { ORDER_MESSAGES as MSG, adminOrderQuerySchema, orderMoveSchema, type AdminOrder } from '@app/shared/orders';
import type { AppDeps } from '../../app-deps.js';
import { streamCsv } from '../../lib/csv.js';
import { pathId } from '../../lib/path-id.js';
import { parseOrThrow } from '../../lib/validate.js';
import { actorOf } from '../../middleware/auth.js';
import { createOrdersAdminService } from './orders-admin.service.js';
import { ordersCsvHead, ordersCsvLine } from './orders.csv.js';
import type { OnlinePayments } from './online-payments.js';

const orderId = (req: Request) => pathId(req.params.id, MSG.orderNotFound);

/**
 * The back office's orders, mounted under /api/admin behind the admin guard ("Consultar en
 * Wompi" and the online payments' alerts are payments' routes, `wompiAdminRoutes`).
 */
export function ordersAdminRoutes(deps: AppDeps, payments: OnlinePayments): Router {
  const router = Router();
  const service = createOrdersAdminService(deps, payments);
  const withRawEvents = (order: AdminOrder) => payments.withRawEvents(deps.db, order);

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
    res.json(await withRawEvents(await service.get(orderId(req))));
  });

  router.post('/pedidos/:id/estado', async (req, res) => {
    const id = orderId(req);
    res.json(await service.move(id, parseOrThrow(orderMoveSchema, req.body), actorOf(req)));
  });

  // "Confirmar pedido": the team confirms an unpaid cash-on-delivery order (by phone, say); it keeps its units.
  router.post('/pedidos/:id/confirmar', async (req, res) => {
    res.json(await withRawEvents(await service.confirm(orderId(req), actorOf(req))));
  });

  return router;
}
