import { toDbDateTime } from '../../lib/time.js';
import { SEARCH_SEPARATOR, foldForSearch } from '../../lib/search-text.js';
import { deleteEmailsAbout, scrubEmailsAbout } from '../../mail/outbox.js';
import { deleteOrderConsents, forgetOrderConsentIps } from '../consent/index.js';
import { deleteTrackingTokens, type OrderRow } from './orders.repo.js';
import type { OnlinePayments } from './online-payments.js';

/** An order's e-mails (the outbox's pedido_id): the buyer's and the team's copies carry the buyer's name; scrubbed, they go to the one anonymised address. */
const ORDER_EMAILS = { column: 'pedido_id' } as const;
import type { Db } from '../../db/database.js';

/** The SQL of orders as personal data (orders-personal-data.ts): found by e-mail, anonymised, and the retention pass. */

/** States in which an order is over: nothing more will be delivered, paid or refunded through it. */
export const CLOSED_STATES = ['entregado', 'cancelado', 'expirado'] as const;

export const ANONYMISED_BUYER = 'Anónimo';
/** Unique per order, and .invalid never delivers (RFC 2606). */
export const anonymisedOrderEmail = (id: number) => `anonimo-pedido-${id}@anonimizado.invalid`;

/** The orders still carrying the person (stored lower-case), oldest first. */
export async function ordersOf(db: Db, email: string): Promise<OrderRow[]> {
  const rows = await db
    .selectFrom('pedidos')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('anonimizado_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    subtotal: Number(r.subtotal),
    envio: Number(r.envio),
    total: Number(r.total),
    reembolso_pendiente: Number(r.reembolso_pendiente),
  }));
}

/** The buyer asked to be forgotten while these orders were being fulfilled: anonymised once they close (the retention pass). */
export async function markForAnonymisation(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  if (!ids.length) return;
  await trx
    .updateTable('pedidos')
    .set({ anonimizar_solicitado_at: toDbDateTime(at) })
    .where('id', 'in', ids)
    .where('anonimizar_solicitado_at', 'is', null)
    .execute();
}

/**
 * Removes the buyer from closed orders (ADR 015): names, e-mail, phone, document number, address,
 * neighbourhood, directions, tracking number and the cancellation reason (free text) go; the
 * reference, dates, state, payment method, municipality, amounts and lines (what was sold, at
 * which price) stay as the sales record. Their "Mi pedido" links go, the acceptance forgets its IP
 * (version, text and date stay), their e-mails are emptied and readdressed, and the timeline's
 * notes (carrier and tracking number, the reason) are emptied. Done once; returns how many it
 * anonymised now. An order still open is left alone, unless nothing happened to it since
 * `staleBefore` (the retention pass: an order nobody closed in RETENTION_MONTHS is dead). Run it in
 * a transaction.
 */
export async function anonymiseOrders(
  trx: Db,
  payments: OnlinePayments,
  ids: readonly number[],
  at: Date,
  staleBefore?: Date,
): Promise<number> {
  if (!ids.length) return 0;
  const now = toDbDateTime(at);
  let changed = 0;
  // Each order gets its own address and search text: one short UPDATE per order, by primary key.
  const refs = await trx
    .selectFrom('pedidos')
    .select(['id', 'referencia'])
    .where('id', 'in', [...ids])
    .execute();
  for (const { id, referencia } of refs) {
    const email = anonymisedOrderEmail(Number(id));
    const res = await trx
      .updateTable('pedidos')
      .set({
        nombres: ANONYMISED_BUYER,
        apellidos: '',
        email,
        telefono: '',
        numero_documento: '',
        busqueda: [referencia, ANONYMISED_BUYER, email].map(foldForSearch).join(SEARCH_SEPARATOR),
        direccion: null,
        barrio: null,
        indicaciones: null,
        guia: null,
        motivo_cancelacion: null,
        anonimizado_at: now,
        updated_at: now,
      })
      .where('id', '=', Number(id))
      .where('anonimizado_at', 'is', null)
      .where((eb) => eb.or([eb('estado', 'in', CLOSED_STATES), ...(staleBefore ? [eb('updated_at', '<', toDbDateTime(staleBefore))] : [])]))
      .executeTakeFirst();
    changed += Number(res.numUpdatedRows);
  }
  // An order still open (asked for meanwhile) keeps its traces until it is anonymised itself.
  const done = (
    await trx
      .selectFrom('pedidos')
      .select('id')
      .where('id', 'in', [...ids])
      .where('anonimizado_at', 'is not', null)
      .execute()
  ).map((r) => Number(r.id));
  if (done.length) {
    await trx.updateTable('pedido_eventos').set({ nota: null }).where('pedido_id', 'in', done).execute();
    await deleteTrackingTokens(trx, done);
    await forgetOrderConsentIps(trx, done);
    await scrubEmailsAbout(trx, ORDER_EMAILS, done);
    // Wompi's raw events carry the buyer's e-mail and address; the attempts' amounts and statuses stay.
    await payments.scrubRawEvents(trx, done);
  }
  return changed;
}

/**
 * Orders not anonymised whose last change is before `before` (whatever their state), or closed
 * ones whose buyer asked to be forgotten while they were open (at most `limit`).
 */
export async function anonymisableOrders(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pedidos')
    .select('id')
    .where('anonimizado_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('updated_at', '<', toDbDateTime(before)),
        eb.and([eb('anonimizar_solicitado_at', 'is not', null), eb('estado', 'in', CLOSED_STATES)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Orders placed before `before`: their legal keeping period is over (ADR 015). */
export async function expiredSalesRecords(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pedidos')
    .select('id')
    .where('created_at', '<', toDbDateTime(before))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Deletes those orders with their lines, timeline, links, acceptances, e-mails and online payment attempts. Returns how many orders went. */
export async function deleteSalesRecords(trx: Db, payments: OnlinePayments, ids: readonly number[], before: Date): Promise<number> {
  if (!ids.length) return 0;
  await scrubEmailsAbout(trx, ORDER_EMAILS, ids);
  await payments.deleteAttemptsOf(trx, ids);
  await deleteEmailsAbout(trx, 'pedido_id', ids);
  await deleteTrackingTokens(trx, ids);
  await deleteOrderConsents(trx, ids);
  await trx
    .deleteFrom('pedido_eventos')
    .where('pedido_id', 'in', [...ids])
    .execute();
  await trx
    .deleteFrom('pedido_lineas')
    .where('pedido_id', 'in', [...ids])
    .execute();
  const res = await trx
    .deleteFrom('pedidos')
    .where('id', 'in', [...ids])
    .where('created_at', '<', toDbDateTime(before))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
