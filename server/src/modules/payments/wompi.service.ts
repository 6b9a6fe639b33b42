import {
  ORDER_MESSAGES as MSG,
  type OnlinePaymentResult,
  type PaymentChanged,
  type PaymentMethod,
  type WompiAlert,
  type WompiStatus,
} from '@app/shared/orders';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation, withDeadlockRetry } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { createPeriodicWorker, type PeriodicWorker } from '../../lib/periodic-worker.js';
import { dbDateTimeToIso } from '../../lib/time.js';
import { enqueueEmail } from '../../mail/outbox.js';
import {
  applyMove,
  createShopSettingsService,
  findOrder,
  holdUntil,
  loadOrder,
  movingOrder,
  orderOfToken as orderIdOfToken,
  teamPaymentAlertEmail,
  trackingView,
  type PaymentActor,
} from '../orders/index.js';
import { WompiUnavailable, fetchTransaction, wompiTransactionSchema, type WompiTransaction } from './wompi-client.js';
import * as repo from './wompi.repo.js';
import { verifyEvent } from './wompi-signature.js';
import { openAttempt, wompiOf, wompiPayments } from './wompi-payments.js';
import type { Db } from '../../db/database.js';

/**
 * Paying online through Wompi (docs/architecture.md §19). The server is the only judge
 * of a payment: the browser's redirect only names a transaction, which the server asks Wompi
 * about itself; an event counts only with the events secret's checksum. Either answer goes
 * through `applyTransaction`, which stores it raw, checks it against the attempt it names
 * (reference, amount in cents, currency), moves the attempt only forward with conditional
 * UPDATEs (so a replay, or an event and a reconciliation at once, change things once), and pays
 * the order by naming a lifecycle move (orders' order-lifecycle.ts `applyMove`), the path of a
 * manual confirmation.
 */

export type WompiDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'logger' | 'outbox'>;

/** The activity log's name for what Wompi's approval did (no admin account). */
const WOMPI_ACTOR: PaymentActor = { adminId: null, username: 'wompi', ip: null };
/** Attempts pending this long are asked about by the reconciliation (Wompi retries its events only at 30 min, 3 h and 24 h). */
const RECONCILE_AFTER_MS = 5 * 60_000;
const BATCH = 100;
/** What a transaction id looks like (`1234-1610641025-49201`, or a UUID). */
const TRANSACTION_ID = /^[\w-]{1,64}$/;
const TOKEN_SHAPE = /^[\w-]{20,100}$/;

type Applied =
  /** Changed the attempt (and maybe the order). */
  | { kind: 'aplicado'; estado: WompiStatus }
  /** Seen before, or a status behind the attempt's: nothing changed. */
  | { kind: 'sin_cambio' }
  /** Did not match an attempt: stored with its alert, the team told. */
  | { kind: 'alerta'; alerta: string };

/** Why a transaction cannot be applied to the attempt its reference names, or null. */
function mismatch(tx: WompiTransaction, attempt: repo.AttemptRow | undefined): string | null {
  if (!attempt) return `Wompi informó una transacción (${tx.id}) con una referencia que no es de ningún pedido: ${tx.reference}.`;
  if (tx.amount_in_cents !== attempt.monto_centavos)
    return `El monto de la transacción ${tx.id} (${tx.amount_in_cents} centavos) no es el del intento ${attempt.referencia} (${attempt.monto_centavos} centavos).`;
  if (tx.currency !== attempt.moneda)
    return `La moneda de la transacción ${tx.id} (${tx.currency}) no es la del intento ${attempt.referencia} (${attempt.moneda}).`;
  return null;
}

export function createWompiService(deps: WompiDeps) {
  const { config, db, clock, outbox, logger } = deps;
  const settings = createShopSettingsService(deps);

  async function alert(trx: Db, tx: WompiTransaction, origen: 'evento' | 'consulta', text: string, pedidoId: number | null, now: Date) {
    await repo.flagEvent(trx, tx.id, tx.status, origen, text);
    await enqueueEmail(trx, teamPaymentAlertEmail(config, { alerta: text, referencia: tx.reference, pedidoId }), now);
    logger.warn({ transaccion: tx.id, referencia: tx.reference, pedidoId }, 'wompi: payment needs the team');
  }

  /**
   * An approved attempt pays its order through the lifecycle (order-lifecycle.ts): `wompi_aprueba`
   * while it waits, `wompi_aprueba_tarde` when it expired and its units can be taken again, else
   * `wompi_reembolso_tardio` (the money is owed back, one alert); an order already paid gets one alert.
   */
  async function settleApproved(trx: Db, attempt: repo.AttemptRow, tx: WompiTransaction, origen: 'evento' | 'consulta', now: Date) {
    const s = await settings.effective(trx);
    // A buyer (or the expiry) may move the order between our read and our UPDATE: read again and decide again.
    for (let round = 0; round < 3; round++) {
      const row = (await findOrder(trx, attempt.pedido_id, { lock: true }))!;
      const from = movingOrder(row);
      const base = {
        by: 'wompi' as const,
        now,
        settings: s,
        notify: true,
        actor: WOMPI_ACTOR,
        detail: { transaccion: tx.id },
        payments: wompiPayments,
      };
      if (from.estado === 'pendiente_pago') {
        const paid = await applyMove(trx, config, from, 'wompi_aprueba', base);
        if (paid.ok) return;
        continue;
      }
      if (from.estado === 'expirado') {
        const late = `${MSG.pagoTardio}: el pedido volvió a tomar sus unidades.`;
        const paid = await applyMove(trx, config, from, 'wompi_aprueba_tarde', { ...base, motivo: MSG.pagoTardio, teamNote: late });
        if (paid.ok) {
          await repo.flagEvent(
            trx,
            tx.id,
            tx.status,
            origen,
            `${MSG.pagoTardio} (${row.referencia}): el pedido volvió a tomar sus unidades.`,
          );
          return;
        }
        if (paid.why === 'cambio') continue;
      }
      if (from.estado === 'expirado' || from.estado === 'cancelado') {
        // No units to sell, or an order the buyer or the team cancelled: the money goes back.
        const refund = await applyMove(trx, config, from, 'wompi_reembolso_tardio', {
          ...base,
          notify: false,
          motivo: `${MSG.pagoTardio}: reembolso pendiente`,
        });
        if (!refund.ok) continue;
        await alert(
          trx,
          tx,
          origen,
          `${MSG.pagoTardio} (${row.referencia}, ${from.estado === 'expirado' ? 'sin unidades suficientes' : 'pedido cancelado'}): ${repo.REFUND_ALERT} el pago.`,
          row.id,
          now,
        );
        return;
      }
      // Paid already (by the team, or by another attempt), or on its way unpaid at the door: a second payment to give back.
      await alert(
        trx,
        tx,
        origen,
        `El pedido ${row.referencia} ya estaba pagado y Wompi aprobó otro pago (${tx.id}): revisa si ${repo.REFUND_ALERT}lo.`,
        row.id,
        now,
      );
      return;
    }
    throw new Error(`wompi: order ${attempt.pedido_id} kept changing while its payment was applied`);
  }

  /**
   * The attempt a transaction belongs to, and why it cannot be applied (or null). Wompi's API is
   * trusted whole (`consulta`); of an event only the signed properties are (id, status, amount):
   * its reference and currency are checked against the attempt that already knows this
   * transaction, or against Wompi's own answer about it (GET /transactions/:id). An event they
   * disagree with is stored with an alert and pays nothing.
   */
  async function matchOf(
    tx: WompiTransaction,
    origen: 'evento' | 'consulta',
  ): Promise<{ attempt?: repo.AttemptRow; problem: string | null; told?: { transaction: WompiTransaction; raw: string } }> {
    if (origen === 'evento') {
      const known = await repo.attemptByTransaction(db, tx.id);
      let reference = known?.referencia;
      if (!known) {
        const told = await fetchTransaction(wompiOf(config), tx.id);
        if (!told) return { problem: `Wompi no conoce la transacción ${tx.id} de un evento firmado: no se aplicó.` };
        const t = told.transaction;
        if (t.reference !== tx.reference || t.currency !== tx.currency || t.amount_in_cents !== tx.amount_in_cents)
          return {
            told,
            attempt: await repo.attemptByReference(db, t.reference),
            problem: `El evento de la transacción ${tx.id} no coincide con lo que Wompi informa de ella (referencia ${tx.reference}, Wompi dice ${t.reference}): no se aplicó.`,
          };
        reference = t.reference;
      } else if (tx.reference !== known.referencia)
        return {
          attempt: known,
          problem: `El evento de la transacción ${tx.id} trae la referencia ${tx.reference}, pero la transacción es del intento ${known.referencia}: no se aplicó.`,
        };
      const attempt = known ?? (await repo.attemptByReference(db, reference!));
      return { attempt, problem: mismatch(tx, attempt) };
    }
    const attempt = await repo.attemptByReference(db, tx.reference);
    return { attempt, problem: mismatch(tx, attempt) };
  }

  /**
   * One answer about a transaction, from an event or from Wompi's API, applied exactly once.
   * The raw row's unique (transaction, status, source) makes a replay end here; an APPROVED may
   * follow a DECLINED (a new transaction under the same reference) but nothing follows APPROVED,
   * and a PENDING never moves a final status back.
   */
  async function applyTransaction(tx: WompiTransaction, raw: string, origen: 'evento' | 'consulta'): Promise<Applied> {
    const now = clock();
    const { attempt, problem, told } = await matchOf(tx, origen);
    // A tampered event must not stand in for the real one (whose copy would then be a "replay"):
    // once its alert is stored, what Wompi itself says of the transaction is applied.
    if (problem && told) {
      const flagged = await applyOnce(tx, raw, origen, now, attempt, problem);
      await applyTransaction(told.transaction, told.raw, 'consulta');
      return flagged;
    }
    return applyOnce(tx, raw, origen, now, attempt, problem);
  }

  async function applyOnce(
    tx: WompiTransaction,
    raw: string,
    origen: 'evento' | 'consulta',
    now: Date,
    attempt: repo.AttemptRow | undefined,
    problem: string | null,
  ): Promise<Applied> {
    try {
      const applied = await withDeadlockRetry(() =>
        db.transaction().execute(async (trx): Promise<Applied> => {
          await repo.insertRawEvent(trx, {
            pagoId: attempt?.id ?? null,
            origen,
            transaccionId: tx.id,
            estado: tx.status,
            cuerpo: raw,
            alerta: null,
            now,
          });
          if (problem || !attempt) {
            await alert(trx, tx, origen, problem!, attempt?.pedido_id ?? null, now);
            return { kind: 'alerta', alerta: problem! };
          }
          const a = attempt;
          const medio = tx.payment_method_type ?? null;
          if (tx.status === 'PENDING') {
            await repo.notePendingTransaction(trx, a.id, tx.id, medio, now);
            return { kind: 'sin_cambio' };
          }
          const from: WompiStatus[] = tx.status === 'APPROVED' ? ['PENDING', 'DECLINED', 'VOIDED', 'ERROR'] : ['PENDING'];
          if (!(await repo.advanceAttempt(trx, a.id, from, { estado: tx.status, transaccionId: tx.id, medio, now }))) {
            const current = (await repo.attemptById(trx, a.id))!;
            // Another transaction had already paid this attempt: this approval is money received twice.
            if (
              tx.status === 'APPROVED' &&
              current.estado === 'APPROVED' &&
              current.transaccion_id !== tx.id &&
              // told once already (by its event, then by Wompi's API): one refund per payment
              !(await repo.refundAlerted(trx, tx.id))
            ) {
              const text = `El intento ${a.referencia} ya estaba pagado (${current.transaccion_id}) y Wompi aprobó otro pago (${tx.id}): ${repo.REFUND_ALERT}lo.`;
              await alert(trx, tx, origen, text, a.pedido_id, now);
              return { kind: 'alerta', alerta: text };
            }
            return { kind: 'sin_cambio' };
          }
          if (tx.status === 'APPROVED') await settleApproved(trx, a, tx, origen, now);
          return { kind: 'aplicado', estado: tx.status };
        }),
      );
      if (applied.kind !== 'sin_cambio') outbox.kick();
      return applied;
    } catch (err) {
      if (isUniqueViolation(err)) return { kind: 'sin_cambio' };
      throw err;
    }
  }

  /** Asks Wompi about a transaction and applies the answer; undefined when Wompi knows no such transaction. */
  async function ask(transaccionId: string): Promise<{ tx: WompiTransaction; applied: Applied } | undefined> {
    const fetched = await fetchTransaction(wompiOf(config), transaccionId);
    if (!fetched) return undefined;
    return { tx: fetched.transaction, applied: await applyTransaction(fetched.transaction, fetched.raw, 'consulta') };
  }

  async function orderOfToken(token: string) {
    const id = TOKEN_SHAPE.test(token) ? await orderIdOfToken(db, token, clock()) : undefined;
    const order = id === undefined ? undefined : await loadOrder(db, id, await settings.effective(), wompiPayments);
    if (!order || order.anonimizado) throw notFound(MSG.orderNotFound);
    return order;
  }

  return {
    applyTransaction,

    /**
     * `POST /api/pagos/wompi/eventos`: a bad checksum is a 401 and changes nothing; a good event
     * is applied (or, for another kind of event, only acknowledged). Either way Wompi gets its 200.
     */
    async handleEvent(body: unknown): Promise<Applied | { kind: 'ignorado' }> {
      const wompi = wompiOf(config);
      if (!verifyEvent(body, wompi.eventsSecret)) throw new AppError(401, MSG.eventoInvalido);
      const event = body as { event?: unknown; data?: { transaction?: unknown } };
      if (event.event !== 'transaction.updated') return { kind: 'ignorado' };
      const tx = wompiTransactionSchema.safeParse(event.data?.transaction);
      if (!tx.success) {
        logger.warn({ issues: tx.error.issues.length }, 'wompi: a signed transaction.updated without a readable transaction');
        return { kind: 'ignorado' };
      }
      try {
        return await applyTransaction(tx.data, JSON.stringify(body), 'evento');
      } catch (err) {
        // Wompi could not vouch for the event's reference now: a non-200 makes Wompi send it again later.
        if (err instanceof WompiUnavailable) throw new AppError(503, MSG.wompiUnavailable);
        throw err;
      }
    },

    /**
     * The result page: the redirect's `id` only names a transaction; the state shown is what
     * Wompi's API says of it, applied like an event, for one of this order's attempts.
     */
    async result(token: string, transaccionId: string): Promise<OnlinePaymentResult> {
      // The order first: an unknown token is "not found" whether or not the shop takes online payments.
      const order = await orderOfToken(token);
      const wompi = wompiOf(config);
      if (!TRANSACTION_ID.test(transaccionId)) throw badRequest(MSG.transaccionInvalid, [{ path: 'id', msg: MSG.transaccionInvalid }]);
      let fetched: Awaited<ReturnType<typeof fetchTransaction>>;
      try {
        fetched = await fetchTransaction(wompi, transaccionId);
      } catch (err) {
        if (err instanceof WompiUnavailable) throw new AppError(503, MSG.wompiUnavailable);
        throw err;
      }
      const mine = fetched && (await repo.attemptsOf(db, order.id)).find((a) => a.referencia === fetched.transaction.reference);
      if (!fetched || !mine) throw notFound(MSG.transaccionAjena);
      const applied = await applyTransaction(fetched.transaction, fetched.raw, 'consulta');
      const attempt = (await repo.attemptById(db, mine.id))!;
      const fresh = await orderOfToken(token);
      return { estado: applied.kind === 'alerta' ? 'ERROR' : attempt.estado, pedido: trackingView(fresh) };
    },

    /**
     * "Mi pedido" of an unpaid online order: pay online again (a new attempt with its own
     * reference, the units held ONLINE_PAYMENT_MINUTES more) or switch to another method.
     */
    async changePayment(token: string, metodo: PaymentMethod): Promise<PaymentChanged> {
      const order = await orderOfToken(token);
      if (order.estado !== 'pendiente_pago' || order.metodoPago !== 'wompi') throw new AppError(409, MSG.cannotRetry);
      if (order.pagoEnLinea?.estado === 'PENDING' && !order.metodosDisponibles?.length) throw new AppError(409, MSG.pagoEnCurso);
      if (!order.metodosDisponibles?.includes(metodo)) throw new AppError(409, MSG.metodoPagoUnavailable);
      const now = clock();
      const venceAt = holdUntil(config, metodo, now);
      const checkout = await withDeadlockRetry(() =>
        db.transaction().execute(async (trx) => {
          const row = (await findOrder(trx, order.id, { lock: true }))!;
          const s = await settings.effective(trx);
          const moved = await applyMove(trx, config, movingOrder(row), 'cliente_cambia_metodo', {
            by: 'cliente',
            now,
            settings: s,
            notify: false,
            metodo,
            venceAt,
            payments: wompiPayments,
          });
          if (!moved.ok) return null;
          if (metodo !== 'wompi') return undefined;
          return openAttempt(trx, config, moved.order, token, venceAt, now);
        }),
      );
      // paid, expired or cancelled in the meantime
      if (checkout === null) throw new AppError(409, MSG.cannotRetry);
      return { pedido: trackingView(await orderOfToken(token)), ...(checkout ? { wompi: checkout } : {}) };
    },

    /** "Consultar en Wompi": asks now about each attempt of the order whose transaction is known and not approved. */
    async reconcileOrder(pedidoId: number): Promise<number> {
      wompiOf(config);
      const attempts = await repo.attemptsOf(db, pedidoId);
      let asked = 0;
      for (const a of attempts) {
        if (!a.transaccion_id || a.estado === 'APPROVED') continue;
        try {
          await ask(a.transaccion_id);
        } catch (err) {
          if (err instanceof WompiUnavailable) throw new AppError(503, MSG.wompiUnavailable);
          throw err;
        }
        asked++;
      }
      return asked;
    },

    /** The dashboard's list of payments that need the team. */
    async alerts(limit = 20): Promise<WompiAlert[]> {
      return (await repo.alerts(db, limit)).map((r) => ({
        id: r.id,
        fecha: dbDateTimeToIso(r.created_at)!,
        alerta: r.alerta!,
        referencia: r.referencia ?? referenceIn(r.cuerpo),
        pedidoId: r.pedido_id,
      }));
    },

    /**
     * One reconciliation pass at clock(): each attempt pending for more than 5 minutes whose
     * transaction is known is asked about by the one instance whose lease on it landed (until
     * the next pass), and the answer is applied as an event's would be.
     */
    async reconcile(): Promise<WompiReconcilePass> {
      const pass: WompiReconcilePass = { asked: 0, changed: 0, elsewhere: 0, failed: 0 };
      if (!config.wompi) return pass;
      const now = clock();
      const until = new Date(now.getTime() + config.wompi.reconcileIntervalMs);
      for (;;) {
        const due = await repo.reconcilable(db, new Date(now.getTime() - RECONCILE_AFTER_MS), now, BATCH);
        for (const a of due) {
          if (!(await withDeadlockRetry(() => repo.claimReconcile(db, a.id, now, until)))) {
            pass.elsewhere++;
            continue;
          }
          pass.asked++;
          try {
            const answer = await ask(a.transaccion_id);
            if (answer && answer.applied.kind !== 'sin_cambio') pass.changed++;
          } catch (err) {
            if (!(err instanceof WompiUnavailable)) throw err;
            pass.failed++;
            logger.warn({ pago: a.id, err: err.message }, 'wompi: reconciliation could not ask about an attempt');
          }
        }
        // Every row seen now holds a lease (ours or another's), so it leaves the selection.
        if (due.length < BATCH) break;
      }
      return pass;
    },
  };
}

/** The reference inside a stored body (an unknown reference has no attempt to name it). */
function referenceIn(cuerpo: string): string | null {
  try {
    const body = JSON.parse(cuerpo) as { data?: { transaction?: { reference?: unknown }; reference?: unknown } };
    const ref = body.data?.transaction?.reference ?? body.data?.reference;
    return typeof ref === 'string' ? ref : null;
  } catch {
    return null;
  }
}

export interface WompiReconcilePass {
  asked: number;
  changed: number;
  /** Attempts another instance had leased. */
  elsewhere: number;
  /** Wompi did not answer: asked again at the next pass. */
  failed: number;
}

export type WompiReconcileWorker = PeriodicWorker<WompiReconcilePass>;

/** Every WOMPI_RECONCILE_INTERVAL_MS on every instance; undefined without Wompi's keys. */
export function createWompiReconcileWorker(deps: WompiDeps): WompiReconcileWorker | undefined {
  if (!deps.config.wompi) return undefined;
  const service = createWompiService(deps);
  return createPeriodicWorker({
    pass: () => service.reconcile(),
    intervalMs: deps.config.wompi.reconcileIntervalMs,
    firstDelayMs: deps.config.wompi.reconcileIntervalMs,
    logger: deps.logger,
    failure: 'wompi reconciliation pass failed',
  });
}
