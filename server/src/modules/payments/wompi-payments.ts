import { ORDER_MESSAGES as MSG, type AdminOrder, type WompiCheckout } from '@app/shared/orders';
import type { Config, WompiConfig } from '../../config.js';
import { notFound } from '../../lib/errors.js';
import { dbDateTimeToIso } from '../../lib/time.js';
import type { OnlinePayments } from '../orders/index.js';
import { WOMPI_CURRENCY, centsOf, checkoutFields, newAttemptReference } from './wompi-checkout.js';
import * as repo from './wompi.repo.js';
import type { Db } from '../../db/database.js';

/** Wompi's keys, or 404: the shop takes no online payment without them. */
export function wompiOf(config: Config): WompiConfig {
  if (!config.wompi) throw notFound(MSG.metodoPagoUnavailable);
  return config.wompi;
}

/** A new attempt of an order (inside the caller's transaction) and the checkout that pays it. */
export async function openAttempt(
  trx: Db,
  config: Config,
  order: AdminOrder,
  token: string,
  venceAt: Date,
  now: Date,
): Promise<WompiCheckout> {
  const attempt = {
    referencia: newAttemptReference(order.referencia),
    montoCentavos: centsOf(order.total),
    moneda: WOMPI_CURRENCY,
    venceAt,
  };
  await repo.insertAttempt(trx, { pedidoId: order.id, ...attempt, now });
  return checkoutFields(wompiOf(config), config.publicUrl, order, attempt, token);
}

/** The back office's order page: each attempt with its raw events. */
export async function withRawEvents(db: Db, order: AdminOrder): Promise<AdminOrder> {
  if (!order.pagosEnLinea?.length) return order;
  const events = await repo.rawEventsOf(
    db,
    order.pagosEnLinea.map((a) => a.id),
  );
  return {
    ...order,
    pagosEnLinea: order.pagosEnLinea.map((a) => ({
      ...a,
      eventos: (events.get(a.id) ?? []).map((e) => ({
        origen: e.origen,
        estado: e.estado,
        transaccionId: e.transaccion_id,
        fecha: dbDateTimeToIso(e.created_at)!,
        alerta: e.alerta,
        cuerpo: e.cuerpo,
      })),
    })),
  };
}

/**
 * What the orders need of the online payments (orders' `OnlinePayments` port, docs/architecture.md
 * §19): the payments descriptor's `ports`, which the module wiring hands to the orders' routes,
 * worker and personal-data owner, since orders never import payments (payments imports orders'
 * lifecycle).
 */
export const wompiPayments: OnlinePayments = {
  attemptsOf: repo.attemptsOf,
  openAttempt,
  withRawEvents,
  scrubRawEvents: repo.scrubRawEvents,
  deleteAttemptsOf: repo.deleteAttemptsOf,
  unmatchedEvents: repo.unmatchedEvents,
  scrubUnmatchedEvents: repo.scrubUnmatchedEvents,
};
