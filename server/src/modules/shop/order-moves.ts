import type { AdminOrder, OrderState, ShopSettings } from '@app/shared/orders';
import type { Config } from '../../config.js';
import { toDbDateTime } from '../../lib/time.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { enrolPaidOrder } from '../retos/index.js';
import { recordActivity } from '../activity/index.js';
import { orderCancelledEmail, orderMovedEmail, teamCancelledEmail, trackingLink } from './order-emails.js';
import { adminOrderView } from './order-views.js';
import * as repo from './orders.repo.js';
import type { Db } from './products.repo.js';
import { attemptsOf } from './wompi.repo.js';

/** Who moved the order: the buyer from "Mi pedido", the team, the expiry of an unpaid order, or Wompi's approval (issue #26). */
export type MoveBy = 'cliente' | 'admin' | 'vencimiento' | 'wompi';

export interface MoveOptions {
  by: MoveBy;
  now: Date;
  settings: ShopSettings;
  /** E-mail the buyer (the team may untick "Notificar al cliente"). */
  notify: boolean;
  motivo?: string | null;
  transportadora?: string | null;
  guia?: string | null;
}

/** The whole order as the API shows it, read in the caller's transaction. */
export async function loadOrder(db: Db, id: number, settings: ShopSettings): Promise<AdminOrder | undefined> {
  const row = await repo.findOrder(db, id);
  if (!row) return undefined;
  const [lines, events, attempts] = await Promise.all([
    repo.linesOf(db, id),
    repo.eventsOf(db, id),
    row.metodo_pago === 'wompi' || row.pago_tardio ? attemptsOf(db, id) : [],
  ]);
  return adminOrderView(row, lines, events, settings, attempts);
}

function noteOf(to: OrderState, o: MoveOptions): string | null {
  if (to === 'enviado') return `${o.transportadora ?? ''} · guía ${o.guia ?? ''}`;
  if (to === 'cancelado') return o.by === 'cliente' ? 'Cancelado por el cliente' : (o.motivo ?? null);
  if (to === 'expirado') return 'Venció el plazo de pago';
  if (to === 'pagado' && o.by === 'wompi') return o.motivo ?? 'Pago en línea aprobado (Wompi)';
  return null;
}

/**
 * One state change of an order, inside the caller's transaction: a conditional UPDATE from the
 * state the caller read (of two changes at once only one lands; undefined for the other), the
 * units given back when it is cancelled or expires (only by the change that landed, so exactly
 * once), the timeline row, and the buyer's e-mail with a fresh "Mi pedido" link.
 */
export async function moveOrder(
  trx: Db,
  config: Config,
  from: { id: number; estado: OrderState; metodoPago: string; pagado: boolean },
  to: OrderState,
  o: MoveOptions,
): Promise<AdminOrder | undefined> {
  const at = toDbDateTime(o.now);
  const paid =
    to === 'pagado' ||
    // cash on delivery is paid at the door
    (to === 'entregado' && from.metodoPago === 'contra_entrega');
  const moved = await repo.moveOrder(trx, from.id, from.estado, {
    estado: to,
    updated_at: at,
    ...(paid && !from.pagado ? { pagado_at: at } : {}),
    ...(to === 'enviado' ? { transportadora: o.transportadora ?? null, guia: o.guia ?? null } : {}),
    ...(to === 'cancelado' ? { motivo_cancelacion: noteOf(to, o), reembolso_pendiente: from.pagado ? 1 : 0 } : {}),
  });
  if (!moved) return undefined;
  if (to === 'cancelado' || to === 'expirado') await repo.returnStock(trx, from.id);
  // The one moment an order becomes paid: its programmes (issue #28) enrol the buyer, in this transaction.
  if (paid && !from.pagado) await enrolPaidOrder(trx, config, from.id, o.now);
  await repo.insertEvent(trx, from.id, to, noteOf(to, o), o.now);
  const order = (await loadOrder(trx, from.id, o.settings))!;
  if (o.notify) {
    const link = trackingLink(config.publicUrl, await repo.issueTrackingToken(trx, from.id, o.now));
    const mail =
      to === 'cancelado' || to === 'expirado' ? orderCancelledEmail(config, order, link, o.by) : orderMovedEmail(config, order, link);
    await enqueueEmail(trx, mail, o.now);
  }
  if (o.by === 'cliente') await enqueueEmail(trx, teamCancelledEmail(config, order), o.now);
  return order;
}

/** Who confirmed a payment: an admin (id and IP) or Wompi (no admin; the log names it). */
export interface PaymentActor {
  adminId: number | null;
  username?: string;
  ip: string | null;
}

/**
 * The one path by which an order becomes paid, whoever saw the money: the team's "Confirmar
 * pago" and Wompi's approval (issue #26) both come here, so what follows a payment (the buyer's
 * e-mail, the timeline, the activity log, the sales figures that count paid orders, and anything
 * added later, e.g. enrolling the buyer of a programme) happens the same way for every method.
 * Inside the caller's transaction; undefined when the order left `from.estado` meanwhile.
 */
export async function payOrder(
  trx: Db,
  config: Config,
  from: { id: number; estado: OrderState; metodoPago: string; pagado: boolean; referencia: string },
  o: Omit<MoveOptions, 'transportadora' | 'guia'> & { actor: PaymentActor; detail?: Record<string, unknown> },
): Promise<AdminOrder | undefined> {
  const order = await moveOrder(trx, config, from, 'pagado', o);
  if (!order) return undefined;
  // The states and the reference only: nothing personal in the append-only log.
  await recordActivity(trx, {
    adminId: o.actor.adminId,
    username: o.actor.username ?? null,
    ip: o.actor.ip,
    action: 'order.status_changed',
    target: `pedido:${from.id}`,
    detail: { referencia: from.referencia, de: from.estado, a: 'pagado', notificado: o.notify, ...o.detail },
    at: o.now,
  });
  return order;
}
