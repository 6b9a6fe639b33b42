import type { AdminOrder, AdminOrderMove, OrderDeliveryType, OrderState, PaymentMethod, ShopSettings } from '@app/shared/orders';
import type { Config } from '../../config.js';
import { toDbDateTime } from '../../lib/time.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { endSeatsOfOrder, enrolPaidOrder } from '../retos/index.js';
import { recordActivity } from '../activity/index.js';
import { orderCancelledEmail, orderMovedEmail, teamCancelledEmail, teamOnlinePaidEmail, trackingLink } from './order-emails.js';
import { adminOrderView } from './order-views.js';
import type { OnlinePayments } from './online-payments.js';
import * as repo from './orders.repo.js';
import type { Db } from '../../db/database.js';

/**
 * The order lifecycle (docs/architecture.md §19, "The order lifecycle"): every move an order can
 * make, declared once in TRANSITIONS with what it does to the units, the payment, the programme
 * seats, the e-mails and the activity log, and applied by `applyMove`, the only code that writes
 * `pedidos.estado`. Whoever moves an order (the buyer's "Mi pedido", the back office, Wompi's
 * approval, the expiry pass, a deletion request) names a move; a move not declared from the
 * order's state, method and delivery does not happen. The model-based test
 * (order-lifecycle.model.test.ts) drives random sequences of these moves through the HTTP API and
 * checks the invariants after each step.
 */

/** Who moved the order: the buyer from "Mi pedido", the team, the expiry of an unpaid order, or Wompi. */
export type MoveBy = 'cliente' | 'admin' | 'vencimiento' | 'wompi';

export type MoveName =
  | 'cliente_cancela'
  | 'cliente_cambia_metodo'
  | 'confirma_contra_entrega'
  | 'equipo_confirma_pago'
  | 'wompi_aprueba'
  | 'wompi_aprueba_tarde'
  | 'wompi_reembolso_tardio'
  | 'vence'
  | 'equipo_cancela'
  | 'prepara'
  | 'envia'
  | 'entrega';

/** What a move reads of an order to know whether it applies. */
export interface OrderFacts {
  estado: OrderState;
  metodoPago: PaymentMethod;
  entrega: OrderDeliveryType;
  pagado: boolean;
}

export interface Transition {
  from: readonly OrderState[];
  /** The state after; 'igual' keeps the state (a change of method, a confirmation, a late refund). */
  to: OrderState | 'igual';
  by: readonly MoveBy[];
  /** Beyond the state: the orders the move is for. */
  when?: (o: OrderFacts) => boolean;
  effects: {
    /** The units the order holds: kept, given back to the shop, or taken again (all lines or the move does not happen). */
    units: 'quedan' | 'devolver' | 'retomar';
    /** The money: `cobro` marks the order paid (once), `reembolso` owes it back. */
    pago: 'ninguno' | 'cobro' | 'cobro_contra_entrega' | 'reembolso';
    /** Programme lines are seats, not parcels: paid, they enrol the buyer; cancelled or refunded, the enrolment ends (`cancelada`). */
    cupos: 'quedan' | 'inscribir' | 'terminar';
    /** The buyer's e-mail (when the mover notifies): the new state, or the cancellation. */
    correoCliente: 'ninguno' | 'estado' | 'cancelacion';
    correoEquipo: 'ninguno' | 'cliente_cancelo' | 'pago_en_linea';
    /** What the online payment attempts do (applied by payments' wompi.service.ts around the move). */
    intentos: 'ninguno' | 'aprobado' | 'nuevo_o_ninguno';
    /** An entry in the append-only activity log (states and reference only). */
    registro: boolean;
  };
}

/** A move's effects, written as what it does beyond the state: every other effect is "none". */
const effects = (changes: Partial<Transition['effects']>): Transition['effects'] => ({
  units: 'quedan',
  pago: 'ninguno',
  cupos: 'quedan',
  correoCliente: 'ninguno',
  correoEquipo: 'ninguno',
  intentos: 'ninguno',
  registro: false,
  ...changes,
});

/** Wompi approves a payment: paid, seats taken, both e-mails, the attempt approved. */
const WOMPI_APPROVES = effects({
  pago: 'cobro',
  cupos: 'inscribir',
  correoCliente: 'estado',
  correoEquipo: 'pago_en_linea',
  intentos: 'aprobado',
  registro: true,
});

const paidCashOnDelivery = (o: OrderFacts) => o.metodoPago === 'contra_entrega';

export const TRANSITIONS: Readonly<Record<MoveName, Transition>> = {
  cliente_cancela: {
    from: ['pendiente_pago'],
    to: 'cancelado',
    by: ['cliente'],
    effects: effects({ units: 'devolver', correoCliente: 'cancelacion', correoEquipo: 'cliente_cancelo' }),
  },
  cliente_cambia_metodo: {
    from: ['pendiente_pago'],
    to: 'igual',
    by: ['cliente'],
    when: (o) => o.metodoPago === 'wompi',
    effects: effects({ intentos: 'nuevo_o_ninguno' }),
  },
  confirma_contra_entrega: {
    from: ['pendiente_pago'],
    to: 'igual',
    by: ['cliente', 'admin'],
    when: paidCashOnDelivery,
    effects: effects({ registro: true }),
  },
  equipo_confirma_pago: {
    from: ['pendiente_pago'],
    to: 'pagado',
    by: ['admin'],
    effects: effects({ pago: 'cobro', cupos: 'inscribir', correoCliente: 'estado', registro: true }),
  },
  wompi_aprueba: {
    from: ['pendiente_pago'],
    to: 'pagado',
    by: ['wompi'],
    effects: WOMPI_APPROVES,
  },
  wompi_aprueba_tarde: {
    from: ['expirado'],
    to: 'pagado',
    by: ['wompi'],
    effects: { ...WOMPI_APPROVES, units: 'retomar' }, // the expired order gave its units back
  },
  wompi_reembolso_tardio: {
    from: ['expirado', 'cancelado'],
    to: 'igual',
    by: ['wompi'],
    effects: effects({ pago: 'reembolso', intentos: 'aprobado' }),
  },
  vence: {
    from: ['pendiente_pago'],
    to: 'expirado',
    by: ['vencimiento'],
    effects: effects({ units: 'devolver', correoCliente: 'cancelacion' }),
  },
  equipo_cancela: {
    from: ['pendiente_pago', 'pagado', 'en_preparacion', 'enviado'],
    to: 'cancelado',
    by: ['admin'],
    effects: effects({ units: 'devolver', pago: 'reembolso', cupos: 'terminar', correoCliente: 'cancelacion', registro: true }),
  },
  prepara: {
    from: ['pendiente_pago', 'pagado'],
    to: 'en_preparacion',
    by: ['admin'],
    // unpaid only when paid at the door; nothing to prepare for programmes only
    when: (o) => (o.estado === 'pendiente_pago' ? paidCashOnDelivery(o) : o.entrega !== 'ninguna'),
    effects: effects({ correoCliente: 'estado', registro: true }),
  },
  envia: {
    from: ['en_preparacion'],
    to: 'enviado',
    by: ['admin'],
    when: (o) => o.entrega === 'domicilio',
    effects: effects({ correoCliente: 'estado', registro: true }),
  },
  entrega: {
    from: ['pagado', 'en_preparacion', 'enviado'],
    to: 'entregado',
    by: ['admin'],
    // a programme is "delivered" once paid; a parcel once shipped, or prepared when picked up
    when: (o) => (o.estado === 'pagado' ? o.entrega === 'ninguna' : o.estado === 'en_preparacion' ? o.entrega === 'recoger' : true),
    effects: effects({ pago: 'cobro_contra_entrega', cupos: 'inscribir', correoCliente: 'estado', registro: true }),
  },
};

/** Whether `move` may be made now by `by` on an order in this state. */
export function canMove(name: MoveName, o: OrderFacts, by: MoveBy): boolean {
  const t = TRANSITIONS[name];
  return t.from.includes(o.estado) && t.by.includes(by) && (t.when?.(o) ?? true);
}

/** The team's moves from the back office, by the state each leads to (the API's `estado`). */
const TEAM_MOVES: Record<AdminOrderMove, MoveName> = {
  pagado: 'equipo_confirma_pago',
  en_preparacion: 'prepara',
  enviado: 'envia',
  entregado: 'entrega',
  cancelado: 'equipo_cancela',
};

/** The order page's buttons: the states the team may move this order to now. */
export function teamMoves(o: OrderFacts): AdminOrderMove[] {
  return (Object.keys(TEAM_MOVES) as AdminOrderMove[]).filter((to) => canMove(TEAM_MOVES[to], o, 'admin'));
}

export const teamMoveOf = (to: AdminOrderMove): MoveName => TEAM_MOVES[to];

/**
 * Until when an unpaid order holds its units: a transfer ORDER_PAYMENT_HOURS, an online payment
 * ONLINE_PAYMENT_MINUTES, cash on delivery CASH_ON_DELIVERY_CONFIRM_HOURS unless confirmed first.
 */
export function holdUntil(config: Config, metodo: PaymentMethod, now: Date): Date {
  const ms =
    metodo === 'transferencia'
      ? config.orderPaymentHours * 3_600_000
      : metodo === 'wompi'
        ? config.onlinePaymentMinutes * 60_000
        : config.cashOnDeliveryConfirmHours * 3_600_000;
  return new Date(now.getTime() + ms);
}

/** Who confirmed a payment: an admin (id and IP) or Wompi (no admin; the log names it). */
export interface PaymentActor {
  adminId: number | null;
  username?: string | null;
  ip: string | null;
}

export interface MoveOptions {
  by: MoveBy;
  now: Date;
  settings: ShopSettings;
  /** E-mail the buyer (the team may untick "Notificar al cliente"). */
  notify: boolean;
  motivo?: string | null;
  transportadora?: string | null;
  guia?: string | null;
  /** `cliente_cambia_metodo`: the new method and the end of its hold. */
  metodo?: PaymentMethod;
  venceAt?: Date | null;
  /** Who, for the activity log (the buyer's moves are not logged). */
  actor?: PaymentActor;
  /** More for the activity log's entry (the transaction of an approval). */
  detail?: Record<string, unknown>;
  /** A line for the team's e-mail of an online payment. */
  teamNote?: string | null;
  /** The online payments' port: the order the move answers carries its attempts. */
  payments: OnlinePayments;
}

/** The order as the caller read it. */
export interface MovingOrder {
  id: number;
  estado: OrderState;
  metodoPago: PaymentMethod;
  entrega: OrderDeliveryType;
  pagado: boolean;
  referencia: string;
}

/** The whole order as the API shows it, read in the caller's transaction. */
export async function loadOrder(db: Db, id: number, settings: ShopSettings, payments: OnlinePayments): Promise<AdminOrder | undefined> {
  const row = await repo.findOrder(db, id);
  if (!row) return undefined;
  const [lines, events, attempts] = await Promise.all([
    repo.linesOf(db, id),
    repo.eventsOf(db, id),
    row.metodo_pago === 'wompi' || row.pago_tardio ? payments.attemptsOf(db, id) : [],
  ]);
  const view = adminOrderView(row, lines, events, settings, attempts);
  return { ...view, movimientos: row.anonimizado_at ? [] : teamMoves(movingOrder(row)) };
}

/** The order's facts as a move reads them, from the database row. */
export function movingOrder(row: repo.OrderRow): MovingOrder {
  return {
    id: row.id,
    estado: row.estado as OrderState,
    metodoPago: row.metodo_pago as PaymentMethod,
    entrega: row.entrega_tipo as OrderDeliveryType,
    pagado: row.pagado_at !== null,
    referencia: row.referencia,
  };
}

/** The timeline's note of a move. */
function noteOf(name: MoveName, from: MovingOrder, o: MoveOptions): string | null {
  switch (name) {
    case 'envia':
      return `${o.transportadora ?? ''} · guía ${o.guia ?? ''}`;
    case 'cliente_cancela':
      return 'Cancelado por el cliente';
    case 'equipo_cancela':
      return o.motivo ?? null;
    case 'vence':
      return from.metodoPago === 'contra_entrega' ? 'Venció el plazo para confirmar' : 'Venció el plazo de pago';
    case 'wompi_aprueba':
      return 'Pago en línea aprobado (Wompi)';
    case 'wompi_aprueba_tarde':
    case 'wompi_reembolso_tardio':
      return o.motivo ?? null;
    case 'cliente_cambia_metodo':
      return 'Método de pago cambiado por el cliente';
    case 'confirma_contra_entrega':
      return o.by === 'cliente' ? 'Pedido confirmado por el cliente' : 'Pedido confirmado por el equipo';
    default:
      return null;
  }
}

/** Why a declared move did not happen. */
export type MoveRefusal =
  /** Not declared from this state, method and delivery, or not by this mover. */
  | 'no_permitido'
  /** The order left the state the caller read (another process moved it first). */
  | 'cambio'
  /** A late approval found too few units to take again. */
  | 'sin_unidades';

export type MoveResult = { ok: true; order: AdminOrder } | { ok: false; why: MoveRefusal };

/** Takes an expired order's units again, all of its product lines or none (programme lines hold no units). */
async function retakeUnits(trx: Db, pedidoId: number): Promise<boolean> {
  const lines = (await repo.linesOf(trx, pedidoId)).filter((l) => l.producto_id !== null).sort((a, b) => a.producto_id! - b.producto_id!);
  const taken: { id: number; cantidad: number }[] = [];
  for (const l of lines) {
    if (await repo.takeStock(trx, l.producto_id!, l.cantidad)) {
      taken.push({ id: l.producto_id!, cantidad: l.cantidad });
      continue;
    }
    for (const t of taken) await repo.giveBackStock(trx, t.id, t.cantidad);
    return false;
  }
  return true;
}

/**
 * One move of an order, inside the caller's transaction: a conditional UPDATE from the state the
 * caller read (of two moves at once only one lands; the other gets `cambio`), then the move's
 * declared effects, each only by the move that landed, so exactly once: the units, the payment
 * date, the programme seats, the timeline, the buyer's and the team's e-mails, the activity log.
 */
export async function applyMove(trx: Db, config: Config, from: MovingOrder, name: MoveName, o: MoveOptions): Promise<MoveResult> {
  const t = TRANSITIONS[name];
  if (!canMove(name, from, o.by)) return { ok: false, why: 'no_permitido' };
  const at = toDbDateTime(o.now);
  const to: OrderState = t.to === 'igual' ? from.estado : t.to;
  const e = t.effects;
  const pays = e.pago === 'cobro' || (e.pago === 'cobro_contra_entrega' && from.metodoPago === 'contra_entrega');
  if (e.units === 'retomar' && !(await retakeUnits(trx, from.id))) return { ok: false, why: 'sin_unidades' };
  const moved = await repo.moveOrder(
    trx,
    from.id,
    from.estado,
    {
      estado: to,
      updated_at: at,
      ...(pays && !from.pagado ? { pagado_at: at } : {}),
      ...(o.by === 'wompi' && pays ? { metodo_pago: 'wompi' } : {}),
      ...(name === 'wompi_aprueba_tarde' ? { pago_tardio: 1 } : {}),
      ...(name === 'wompi_reembolso_tardio' ? { pago_tardio: 1, reembolso_pendiente: 1, ...(from.pagado ? {} : { pagado_at: at }) } : {}),
      ...(name === 'envia' ? { transportadora: o.transportadora ?? null, guia: o.guia ?? null } : {}),
      ...(to === 'cancelado' && from.estado !== 'cancelado'
        ? { motivo_cancelacion: noteOf(name, from, o), reembolso_pendiente: from.pagado && e.pago === 'reembolso' ? 1 : 0 }
        : {}),
      ...(name === 'cliente_cambia_metodo'
        ? { metodo_pago: o.metodo, vence_at: o.venceAt ? toDbDateTime(o.venceAt) : null, recordatorio_enviado_at: null }
        : {}),
      ...(name === 'confirma_contra_entrega' ? { confirmado_at: at, vence_at: null } : {}),
    },
    // a method changes only while it is still the one read; a confirmation happens once
    name === 'cliente_cambia_metodo' || name === 'confirma_contra_entrega'
      ? { metodoPago: from.metodoPago, ...(name === 'confirma_contra_entrega' ? { unconfirmed: true } : {}) }
      : // an order confirmed or given a new hold since the expiry pass read it does not expire
        name === 'vence'
        ? { dueBy: at }
        : undefined,
  );
  if (!moved) {
    // the units taken again for a move that did not land go back
    if (e.units === 'retomar') await repo.returnStock(trx, from.id);
    return { ok: false, why: 'cambio' };
  }
  if (e.units === 'devolver' && from.estado !== 'cancelado' && from.estado !== 'expirado') await repo.returnStock(trx, from.id);
  if (e.cupos === 'inscribir' && pays && !from.pagado) await enrolPaidOrder(trx, config, from.id, o.now);
  if (e.cupos === 'terminar') await endSeatsOfOrder(trx, from.id, o.now);
  if (name !== 'cliente_cambia_metodo' || o.metodo !== 'wompi') await repo.insertEvent(trx, from.id, to, noteOf(name, from, o), o.now);
  const order = (await loadOrder(trx, from.id, o.settings, o.payments))!;
  if (o.notify && e.correoCliente !== 'ninguno') {
    const link = trackingLink(config.publicUrl, await repo.issueTrackingToken(trx, from.id, o.now));
    const by = o.by;
    await enqueueEmail(
      trx,
      e.correoCliente === 'cancelacion' ? orderCancelledEmail(config, order, link, by) : orderMovedEmail(config, order, link),
      o.now,
    );
  }
  if (e.correoEquipo === 'cliente_cancelo') await enqueueEmail(trx, teamCancelledEmail(config, order), o.now);
  if (e.correoEquipo === 'pago_en_linea')
    await enqueueEmail(
      trx,
      teamOnlinePaidEmail(config, name === 'wompi_aprueba_tarde' ? { ...order, pagoTardio: true } : order, o.teamNote ?? null),
      o.now,
    );
  if (e.registro && o.actor)
    // The states and the reference only: nothing personal in the append-only log.
    await recordActivity(trx, {
      adminId: o.actor.adminId,
      username: o.actor.username ?? null,
      ip: o.actor.ip,
      action: 'order.status_changed',
      target: `pedido:${from.id}`,
      detail: {
        referencia: from.referencia,
        de: from.estado,
        a: to,
        notificado: o.notify,
        ...(t.to === 'igual' ? { movimiento: name } : {}),
        ...o.detail,
      },
      at: o.now,
    });
  return { ok: true, order };
}
