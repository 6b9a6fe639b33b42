import type { OwnerErasure, PersonalDataOwner } from '../privacy/index.js';
import { applyMove, movingOrder } from './order-lifecycle.js';
import { orderPersonalRecord } from './order-views.js';
import * as repo from './orders.repo.js';
import * as pd from './orders-personal-data.repo.js';
import { readShopSettings } from './shop-settings.service.js';
import type { OnlinePayments } from './online-payments.js';

/** How long a sale's record is kept (ADR 015): the books and their supporting documents, 10 years (Código de Comercio art. 60, Ley 962 de 2005 art. 28). */
export const SALES_RECORD_YEARS = 10;

/**
 * How long the raw body of a Wompi event that matched no payment attempt is kept. It
 * carries a payer (e-mail, name, address) who is no buyer of ours, or one whose reference was
 * mistyped: the team has this long to find the payment in Wompi's dashboard and give the money
 * back; then the body is emptied (transaction, status, alert and date stay). Events of an attempt
 * go with their order instead.
 */
export const UNMATCHED_PAYMENT_EVENT_DAYS = 90;

/** Calendar arithmetic in UTC (a day either way changes nothing). */
function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** The reason an unpaid order of a person who asked to be forgotten is cancelled with (emptied right after). */
const ERASURE_REASON = 'Solicitud de supresión de datos personales';

/**
 * The shop's orders as personal data (declared by the orders module's descriptor; ADR 015):
 * - export: every order placed with the e-mail, with its lines, delivery, timeline and acceptance;
 * - erasure: an unpaid order is cancelled (its units return), closed orders lose the buyer at
 *   once (amounts, dates, products, municipality stay as the sales record), and an order being
 *   fulfilled (paid, in preparation, shipped) keeps what its delivery needs until it closes, when
 *   the next retention pass anonymises it;
 * - retention: orders are anonymised RETENTION_MONTHS after their last change (an order nobody
 *   closed in that time too); the anonymous sales records are deleted SALES_RECORD_YEARS after
 *   the order.
 * An order's online payment attempts go with it: in its export, their raw events
 * emptied when it is anonymised, deleted with its sales record; events that matched no attempt
 * are emptied UNMATCHED_PAYMENT_EVENT_DAYS after they came.
 */
export const ordersPersonalData = (payments: OnlinePayments): PersonalDataOwner => ({
  name: 'orders',

  async export(db, email) {
    const rows = await pd.ordersOf(db, email);
    const pedidos = [];
    for (const r of rows)
      pedidos.push(
        orderPersonalRecord(r, await repo.linesOf(db, r.id), await repo.eventsOf(db, r.id), await payments.attemptsOf(db, r.id)),
      );
    const ids = rows.map((r) => r.id);
    return { sections: { pedidos }, consents: { pedidoIds: ids }, found: rows.length > 0, seen: ids.length ? { pedidos: ids } : {} };
  },

  async erase(trx, email, { config, now }): Promise<OwnerErasure> {
    const rows = await pd.ordersOf(trx, email);
    if (!rows.length) return { summary: {}, log: {} };
    const settings = await readShopSettings(trx, config);
    let cancelled = 0;
    for (const r of rows.filter((o) => o.estado === 'pendiente_pago')) {
      const done = await applyMove(trx, config, movingOrder(r), 'equipo_cancela', {
        by: 'admin',
        now,
        settings,
        notify: false,
        motivo: ERASURE_REASON,
        payments,
      });
      if (done.ok) cancelled++;
    }
    const open = rows.filter((o) => ['pagado', 'en_preparacion', 'enviado'].includes(o.estado)).map((o) => o.id);
    await pd.markForAnonymisation(trx, open, now);
    const closing = rows.map((o) => o.id).filter((id) => !open.includes(id));
    const anonymised = await pd.anonymiseOrders(trx, payments, closing, now);
    return {
      summary: { pedidos: anonymised, pedidosCancelados: cancelled, pedidosEnCurso: open.length },
      log: { pedidos: rows.map((o) => o.id), pedidosCancelados: cancelled, pedidosEnCurso: open },
    };
  },

  retention: [
    {
      counter: 'ordersAnonymised',
      batches({ db, config, now }) {
        const before = monthsBefore(now, config.retention.months);
        return {
          select: (limit) => pd.anonymisableOrders(db, before, limit),
          apply: (ids) => db.transaction().execute((trx) => pd.anonymiseOrders(trx, payments, ids, now, before)),
        };
      },
    },
    {
      counter: 'salesRecordsDeleted',
      batches({ db, now }) {
        const before = monthsBefore(now, SALES_RECORD_YEARS * 12);
        return {
          select: (limit) => pd.expiredSalesRecords(db, before, limit),
          apply: (ids) => db.transaction().execute((trx) => pd.deleteSalesRecords(trx, payments, ids, before)),
        };
      },
    },
    {
      counter: 'unmatchedPaymentEventsScrubbed',
      batches({ db, now }) {
        const before = new Date(now.getTime() - UNMATCHED_PAYMENT_EVENT_DAYS * 86_400_000);
        return {
          select: (limit) => payments.unmatchedEvents(db, before, limit),
          apply: (ids) => payments.scrubUnmatchedEvents(db, ids, before),
        };
      },
    },
  ],
});
