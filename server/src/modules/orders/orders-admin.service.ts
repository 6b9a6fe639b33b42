import { ORDER_MESSAGES as MSG, type AdminOrder, type AdminOrderQuery, type AdminOrderSummary, type OrderMove } from '@app/shared/orders';
import { colombiaToUtc } from '@app/shared/colombia-time';
import { addDays } from '@app/shared/insights';
import type { AppDeps } from '../../app-deps.js';
import { withDeadlockRetry } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { foldForSearch } from '../../lib/search-text.js';
import type { Actor } from '../activity/index.js';
import { applyMove, loadOrder, movingOrder, teamMoveOf, type MoveName, type MoveOptions } from './order-lifecycle.js';
import { orderSummary } from './order-views.js';
import type { OnlinePayments } from './online-payments.js';
import * as repo from './orders.repo.js';
import { createShopSettingsService } from './shop-settings.service.js';

const cursorInvalid = () => badRequest(MSG.cursorInvalid, [{ path: 'cursor', msg: MSG.cursorInvalid }]);
const STORED = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Opaque position in the list: base64url of the last row's created_at and id. */
export const encodeOrderCursor = (k: repo.OrderKey) => Buffer.from(`${k.createdAt}|${k.id}`, 'utf8').toString('base64url');

export function decodeOrderCursor(raw: string): repo.OrderKey {
  const [createdAt, id, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (rest.length || !STORED.test(createdAt ?? '') || !/^\d{1,10}$/.test(id ?? '')) throw cursorInvalid();
  return { createdAt, id: Number(id) };
}

/** The list's filters in SQL terms; desde/hasta are Colombia days, both included. */
function filterOf(q: Omit<AdminOrderQuery, 'limit' | 'cursor'>): repo.OrderFilter {
  if (q.desde && q.hasta && q.desde > q.hasta) throw badRequest(MSG.fechaInvalid, [{ path: 'hasta', msg: MSG.fechaInvalid }]);
  const needle = q.q ? foldForSearch(q.q).trim() : '';
  return {
    estado: q.estado,
    metodoPago: q.metodoPago,
    q: needle || undefined,
    from: q.desde ? colombiaToUtc(q.desde, '00:00') : undefined,
    before: q.hasta ? colombiaToUtc(addDays(q.hasta, 1), '00:00') : undefined,
  };
}

export interface OrderPage {
  items: AdminOrderSummary[];
  total: number;
  nextCursor: string | null;
}

/** The team's side of the orders: the list, one order, its moves, the CSV. */
export function createOrdersAdminService(deps: Pick<AppDeps, 'config' | 'db' | 'outbox' | 'clock' | 'logger'>, payments: OnlinePayments) {
  const { config, db, outbox, clock } = deps;
  const settings = createShopSettingsService(deps);

  async function step(
    id: number,
    name: MoveName,
    actor: Actor,
    o: Pick<MoveOptions, 'notify' | 'motivo' | 'transportadora' | 'guia'>,
    notAllowed: string = MSG.moveInvalid,
  ): Promise<AdminOrder> {
    const s = await settings.read();
    const row = await repo.findOrder(db, id);
    if (!row) throw notFound(MSG.orderNotFound);
    if (row.anonimizado_at) throw new AppError(409, notAllowed, [{ path: 'estado', msg: notAllowed }]);
    const now = clock();
    const result = await withDeadlockRetry(() =>
      db
        .transaction()
        .execute((trx) => applyMove(trx, config, movingOrder(row), name, { by: 'admin', now, settings: s, actor, payments, ...o })),
    );
    if (!result.ok)
      throw result.why === 'no_permitido'
        ? new AppError(409, notAllowed, [{ path: 'estado', msg: notAllowed }])
        : new AppError(409, MSG.orderChangedMeanwhile);
    if (o.notify) outbox.kick();
    return result.order;
  }

  async function get(id: number): Promise<AdminOrder> {
    const order = await loadOrder(db, id, await settings.read(), payments);
    if (!order) throw notFound(MSG.orderNotFound);
    return order;
  }

  return {
    /** Newest first, keyset-paged; the total counts every order the filters match. */
    async list(q: AdminOrderQuery): Promise<OrderPage> {
      const filter = filterOf(q);
      const after = q.cursor ? decodeOrderCursor(q.cursor) : undefined;
      const [rows, total] = await Promise.all([repo.listOrders(db, filter, after, q.limit + 1), repo.countOrders(db, filter)]);
      const page = rows.slice(0, q.limit);
      const last = page[page.length - 1];
      return {
        items: page.map(orderSummary),
        total,
        nextCursor: rows.length > q.limit && last ? encodeOrderCursor({ createdAt: last.created_at, id: last.id }) : null,
      };
    },

    get,

    /**
     * One move of the team (order-lifecycle.ts TRANSITIONS, by the state it leads to): the state,
     * the units given back on a cancel, the seats ended, the timeline, the activity entry and the
     * buyer's e-mail (unless `notificar` is false) commit together. A move another admin, the
     * buyer, Wompi or the expiry made first → 409.
     */
    async move(id: number, m: OrderMove, actor: Actor): Promise<AdminOrder> {
      return step(id, teamMoveOf(m.estado), actor, {
        notify: m.notificar,
        motivo: m.motivo,
        transportadora: m.transportadora,
        guia: m.guia,
      });
    },

    /** "Confirmar pedido" of an unpaid cash-on-delivery order: it keeps its units until the team moves it. */
    async confirm(id: number, actor: Actor): Promise<AdminOrder> {
      return step(id, 'confirma_contra_entrega', actor, { notify: false }, MSG.cannotConfirm);
    },

    /** The CSV's rows with their lines, in keyset batches (the list's order and filters; a bad filter throws here, before any byte is sent). */
    batches(
      q: Omit<AdminOrderQuery, 'limit' | 'cursor'>,
      batchSize = 500,
    ): AsyncGenerator<{ row: repo.OrderRow; lines: repo.LineRow[] }[]> {
      const filter = filterOf(q);
      return (async function* () {
        let after: repo.OrderKey | undefined;
        for (;;) {
          const rows = await repo.listOrders(db, filter, after, batchSize);
          if (!rows.length) return;
          const lines = await repo.linesOfOrders(
            db,
            rows.map((r) => r.id),
          );
          yield rows.map((row) => ({ row, lines: lines.get(row.id) ?? [] }));
          if (rows.length < batchSize) return;
          const last = rows[rows.length - 1];
          after = { createdAt: last.created_at, id: last.id };
        }
      })();
    },
  };
}
