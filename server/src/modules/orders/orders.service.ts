import crypto from 'node:crypto';
import {
  ORDER_MESSAGES as MSG,
  ORDER_REFERENCE_ALPHABET,
  isOfferedLine,
  type AdminOrder,
  type OrderCreated,
  type OrderItem,
  type OrderPayload,
  type OrderQuote,
  type OrderReto,
  type OrderTracking,
  type ShopSettings,
} from '@app/shared/orders';
import { isIsoDate } from '@app/shared/colombia-time';
import { municipio } from '@app/shared/divipola';
import { formatPesos } from '@app/shared/shop-public';
import { RETO_MESSAGES, retoStartRange } from '@app/shared/retos';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation, withDeadlockRetry } from '../../db/database.js';
import { writeTransaction } from '../../db/write-batch.js';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.js';
import { SEARCH_SEPARATOR, foldForSearch } from '../../lib/search-text.js';
import { toDbDateTime } from '../../lib/time.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { consentOf, insertConsent } from '../consent/index.js';
import { pricedRetos } from '../retos/index.js';
import { accountEmail } from '../users/index.js';
import { orderReceivedEmail, teamNewOrderEmail, trackingLink } from './order-emails.js';
import { applyMove, holdUntil, loadOrder, movingOrder, type MoveName } from './order-lifecycle.js';
import { priceCart, programmeLine, type PricedDelivery } from './order-pricing.js';
import { adminOrderView, trackingView } from './order-views.js';
import type { OnlinePayments } from './online-payments.js';
import * as repo from './orders.repo.js';

import { createShopSettingsService } from './shop-settings.service.js';
import type { Db } from '../../db/database.js';

/** Only tokens of the shape newSecretToken() makes reach the database. */
const TOKEN_SHAPE = /^[\w-]{20,100}$/;
/** Attempts at a fresh reference when one drawn was already taken (31⁵ ≈ 28.6 million of them). */
const REFERENCE_ATTEMPTS = 5;

export function newOrderReference(): string {
  let s = 'VS-';
  for (let i = 0; i < 5; i++) s += ORDER_REFERENCE_ALPHABET[crypto.randomInt(ORDER_REFERENCE_ALPHABET.length)];
  return s;
}

/** A refusal decided inside the order's transaction; the caller answers 409 with a fresh quote once it rolled back. */
class OrderConflict extends Error {}

/** 409: the error shape plus the server's current quote (OrderConflictBody). */
const conflictWith = (message: string, cotizacion: OrderQuote) => new AppError(409, message, undefined, { cotizacion });

type DeliveryInput = { tipo: 'domicilio'; municipio: string } | { tipo: 'recoger' } | undefined;

/** A home delivery's municipality must be in DANE's list (the schema only checks its shape). */
function pricedDelivery(entrega: DeliveryInput): PricedDelivery | undefined {
  if (!entrega) return undefined;
  if (entrega.tipo === 'recoger') return { tipo: 'recoger' };
  if (!municipio(entrega.municipio)) throw badRequest(MSG.municipioInvalid, [{ path: 'entrega.municipio', msg: MSG.municipioInvalid }]);
  return { tipo: 'domicilio', municipio: entrega.municipio };
}

/** Why the order cannot be placed as the buyer saw it, or null. */
function refusal(quote: OrderQuote, p: Pick<OrderPayload, 'totalEsperado' | 'metodoPago'>): string | null {
  if (quote.programas?.some((p) => p.problema)) return MSG.retoUnavailable;
  const bad = quote.lineas.find((l) => l.problema);
  if (bad) return bad.problema === 'agotado' || bad.problema === 'stock_insuficiente' ? MSG.outOfStock : MSG.productUnavailable;
  if (quote.problemaEntrega) return quote.problemaEntrega;
  if (quote.total !== p.totalEsperado) return MSG.totalChanged;
  const method = quote.metodosPago.find((m) => m.metodo === p.metodoPago);
  if (!method?.disponible) return method?.motivo ?? MSG.metodoPagoUnavailable;
  return null;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The buyer's side of the shop's orders: quote, order, "Mi pedido" and its cancel. */
export function createOrdersService(deps: Pick<AppDeps, 'config' | 'db' | 'outbox' | 'clock' | 'logger'>, payments: OnlinePayments) {
  const { config, db, outbox, clock } = deps;
  const settings = createShopSettingsService(deps);

  async function quoteOf(
    executor: Db,
    items: readonly OrderItem[],
    s: ShopSettings,
    delivery: PricedDelivery | undefined,
    withImages: boolean,
    retos: readonly OrderReto[] = [],
  ) {
    const products = await repo.pricedProducts(
      executor,
      items.map((i) => i.productoId),
      withImages,
    );
    return priceCart(items, products, s, delivery, await programmesOf(executor, retos));
  }

  /** The programme lines of a cart at the retos' current price and state, read with `executor` (the order's transaction when placing it). */
  async function programmesOf(executor: Db, retos: readonly OrderReto[]) {
    const rows = new Map(
      (
        await pricedRetos(
          executor,
          retos.map((r) => r.retoId),
        )
      ).map((r) => [Number(r.id), r]),
    );
    return retos.map((r) => {
      const row = rows.get(r.retoId);
      return programmeLine(
        r.retoId,
        row && {
          id: Number(row.id),
          nombre: row.nombre,
          slug: row.slug,
          dias: Number(row.dias),
          precio: Number(row.precio),
          activo: Boolean(Number(row.activo)),
          archivado: row.archived_at !== null,
          imagen: row.imagen_path ? { path: row.imagen_path, alt: row.imagen_alt ?? '' } : null,
        },
      );
    });
  }

  /**
   * What a programme needs before anything is priced: an account (its e-mail becomes
   * the order's) and a start date from tomorrow in Colombia, on the injected clock.
   */
  async function programmeBuyer(p: OrderPayload, userId: number | null): Promise<{ userId: number; email: string; inicio: string } | null> {
    if (p.items.length > 0 && !p.entrega) throw badRequest(MSG.entregaInvalid, [{ path: 'entrega', msg: MSG.entregaInvalid }]);
    if (p.retos.length === 0) return null;
    const email = userId === null ? undefined : await accountEmail(db, userId);
    if (email === undefined) throw unauthorized(RETO_MESSAGES.accountRequired);
    const { min, max } = retoStartRange(clock());
    if (!p.inicio || !isIsoDate(p.inicio)) throw badRequest(MSG.inicioInvalid, [{ path: 'inicio', msg: MSG.inicioInvalid }]);
    if (p.inicio < min || p.inicio > max)
      throw badRequest(RETO_MESSAGES.inicioOutOfRange, [{ path: 'inicio', msg: RETO_MESSAGES.inicioOutOfRange }]);
    return { userId: userId!, email, inicio: p.inicio };
  }

  /**
   * A total above MAX_ORDER_TOTAL is refused before anything is written (a 409 that names the
   * maximum, with the quote as `cotizacion`): the quote says so as soon as the cart passes it, and
   * the order is never attempted.
   */
  function withinMaximum(quote: OrderQuote): OrderQuote {
    if (quote.total <= config.maxOrderTotal) return quote;
    const message = MSG.totalTooHigh(formatPesos(config.maxOrderTotal));
    // with the quote, so the cart still shows its lines and the buyer can lower a quantity there
    throw conflictWith(message, { ...quote, valido: false, problemaTotal: message });
  }

  /** The order a "Mi pedido" token opens (404 for an unknown, expired or anonymised one). */
  async function orderOfToken(token: string, s: ShopSettings): Promise<AdminOrder> {
    const id = TOKEN_SHAPE.test(token) ? await repo.orderOfToken(db, token, clock()) : undefined;
    const order = id === undefined ? undefined : await loadOrder(db, id, s, payments);
    if (!order || order.anonimizado) throw notFound(MSG.orderNotFound);
    return order;
  }

  /** A move of the buyer from "Mi pedido" (order-lifecycle.ts); 409 with `refused` when it is not (or no longer) possible. */
  async function buyerMove(token: string, name: MoveName, refused: string): Promise<AdminOrder> {
    const s = await settings.effective();
    const order = await orderOfToken(token, s);
    const row = (await repo.findOrder(db, order.id))!;
    const now = clock();
    const result = await withDeadlockRetry(() =>
      db
        .transaction()
        .execute((trx) => applyMove(trx, config, movingOrder(row), name, { by: 'cliente', now, settings: s, notify: true, payments })),
    );
    // paid, expired, confirmed or cancelled by someone else in the meantime
    if (!result.ok) throw new AppError(409, refused);
    outbox.kick();
    return result.order;
  }

  return {
    /** The cart's or the checkout's quote: server prices, each line's problem, shipping once a delivery is given. */
    async quote(items: readonly OrderItem[], entrega: DeliveryInput, retos: readonly OrderReto[] = []): Promise<OrderQuote> {
      const delivery = items.length ? pricedDelivery(entrega) : undefined;
      return withinMaximum(await quoteOf(db, items, await settings.effective(), delivery, true, retos));
    },

    /**
     * Places an order. The server prices it; a total other than the one the buyer saw, a line that
     * cannot be bought or a method not offered answers 409 with the new quote and creates nothing.
     * The units are taken in the order's own transaction by conditional updates (products in id
     * order, so two orders lock them in the same order), so the last units go to exactly as many
     * orders as they cover; the order, its lines, its timeline, the buyer's acceptance, the "Mi
     * pedido" token and both e-mails commit together or not at all.
     */
    async create(p: OrderPayload, ip: string | null, userId: number | null = null): Promise<OrderCreated> {
      const buyer = await programmeBuyer(p, userId);
      // An order of programmes only delivers nothing: whatever delivery came along is not stored.
      const shipped = p.items.length > 0 ? p.entrega : undefined;
      const delivery = pricedDelivery(shipped);
      const consent = consentOf(p.politica_version, 'purchase');
      const s = await settings.effective();
      const before = withinMaximum(await quoteOf(db, p.items, s, delivery, false, p.retos));
      const refused = refusal(before, p);
      if (refused) throw conflictWith(refused, await quoteOf(db, p.items, s, delivery, true, p.retos));

      const now = clock();
      const inIdOrder = [...p.items].sort((a, b) => a.productoId - b.productoId);
      const email = buyer?.email ?? p.comprador.email.toLowerCase();
      const entrega = shipped?.tipo === 'domicilio' ? shipped : null;
      const venceAt = holdUntil(config, p.metodoPago, now);
      for (let attempt = 1; ; attempt++) {
        const referencia = newOrderReference();
        try {
          const created = await withDeadlockRetry(() =>
            writeTransaction(db, async (trx) => {
              for (const item of inIdOrder)
                if (!(await repo.takeStock(trx, item.productoId, item.cantidad))) throw new OrderConflict(MSG.outOfStock);
              // Priced again once the rows are locked, so a price changed meanwhile is seen here; the
              // stock read back already lacks this order's units, which were there when taken.
              const products = await repo.pricedProducts(
                trx,
                inIdOrder.map((i) => i.productoId),
                false,
              );
              for (const item of inIdOrder) {
                const product = products.get(item.productoId);
                if (product && product.stock !== null) product.stock += item.cantidad;
              }
              // The retos too: a price or state changed since the quote above is seen here.
              const quote = priceCart(p.items, products, s, delivery, await programmesOf(trx, p.retos));
              if (quote.total > config.maxOrderTotal) throw new OrderConflict(MSG.totalTooHigh(formatPesos(config.maxOrderTotal)));
              const problem = refusal(quote, p);
              if (problem) throw new OrderConflict(problem);
              const row = {
                referencia,
                estado: 'pendiente_pago',
                metodo_pago: p.metodoPago,
                nombres: p.comprador.nombres,
                apellidos: p.comprador.apellidos,
                email,
                telefono: p.comprador.telefono,
                tipo_documento: p.comprador.tipoDocumento,
                numero_documento: p.comprador.numeroDocumento.toUpperCase(),
                busqueda: [referencia, `${p.comprador.nombres} ${p.comprador.apellidos}`, email, p.comprador.telefono]
                  .map(foldForSearch)
                  .join(SEARCH_SEPARATOR),
                entrega_tipo: shipped?.tipo ?? 'ninguna',
                municipio: entrega?.municipio ?? null,
                direccion: entrega?.direccion ?? null,
                barrio: entrega?.barrio ?? null,
                indicaciones: entrega?.indicaciones ?? null,
                zona: quote.zona,
                subtotal: quote.subtotal,
                envio: quote.envio ?? 0,
                total: quote.total,
                transportadora: null,
                guia: null,
                motivo_cancelacion: null,
                pagado_at: null,
                vence_at: toDbDateTime(venceAt),
                confirmado_at: null,
                recordatorio_enviado_at: null,
                anonimizar_solicitado_at: null,
                anonimizado_at: null,
                user_id: buyer?.userId ?? null,
                reto_inicio: buyer?.inicio ?? null,
                created_at: toDbDateTime(now),
                updated_at: toDbDateTime(now),
              };
              const id = await repo.insertOrder(trx, row);
              const lines = [
                ...quote.lineas.filter(isOfferedLine).map((l) => ({
                  producto_id: l.productoId,
                  reto_id: null,
                  nombre: l.nombre,
                  precio: l.precio,
                  cantidad: l.cantidad,
                  subtotal: l.subtotal,
                })),
                ...(quote.programas ?? []).map((r) => ({
                  producto_id: null,
                  reto_id: r.retoId,
                  nombre: r.nombre,
                  precio: r.precio,
                  cantidad: 1,
                  subtotal: r.precio,
                })),
              ];
              await repo.insertLines(trx, id, lines);
              await repo.insertEvent(trx, id, 'pendiente_pago', null, now);
              await insertConsent(trx, { pedidoId: id, ...consent, ip, at: now });
              const token = await repo.issueTrackingToken(trx, id, now);
              const view = adminOrderView(
                { ...row, id, reembolso_pendiente: 0, pago_tardio: 0 },
                lines,
                [{ estado: 'pendiente_pago', nota: null, created_at: row.created_at }],
                s,
              );
              await enqueueEmail(
                trx,
                orderReceivedEmail(config, view, trackingLink(config.publicUrl, token), config.orderPaymentHours),
                now,
              );
              await enqueueEmail(trx, teamNewOrderEmail(config, view), now);
              const created: OrderCreated = { referencia, token, total: quote.total, estado: 'pendiente_pago' };
              // Paying online: the first attempt, and the checkout the browser opens now.
              if (p.metodoPago === 'wompi') created.wompi = await payments.openAttempt(trx, config, view, token, venceAt, now);
              return created;
            }),
          );
          outbox.kick();
          return created;
        } catch (err) {
          if (err instanceof OrderConflict) {
            const fresh = await quoteOf(db, p.items, s, delivery, true, p.retos);
            throw conflictWith(refusal(fresh, p) ?? err.message, fresh);
          }
          // Another order drew the same reference first: draw again (nothing was written).
          if (isUniqueViolation(err) && attempt < REFERENCE_ATTEMPTS) continue;
          throw err;
        }
      }
    },

    /** "Mi pedido". */
    async tracking(token: string): Promise<OrderTracking> {
      return trackingView(await orderOfToken(token, await settings.effective()));
    },

    /** The buyer cancels an order not paid yet; its units go back at once. */
    async cancel(token: string): Promise<OrderTracking> {
      return trackingView(await buyerMove(token, 'cliente_cancela', MSG.cannotCancel));
    },

    /**
     * The buyer confirms an unpaid cash-on-delivery order from the order e-mail's link: it keeps
     * its units until the team moves it (else it expires CASH_ON_DELIVERY_CONFIRM_HOURS after it
     * was placed). Confirming again answers the same order.
     */
    async confirm(token: string): Promise<OrderTracking> {
      const s = await settings.effective();
      const order = await orderOfToken(token, s);
      if (order.metodoPago === 'contra_entrega' && order.estado === 'pendiente_pago' && order.confirmadoAt) return trackingView(order);
      return trackingView(await buyerMove(token, 'confirma_contra_entrega', MSG.cannotConfirm));
    },
  };
}
