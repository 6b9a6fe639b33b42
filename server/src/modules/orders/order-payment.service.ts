import type { AppDeps } from '../../app-deps.js';
import { withDeadlockRetry } from '../../db/database.js';
import { createPeriodicWorker, type PeriodicWorker } from '../../lib/periodic-worker.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { paymentReminderEmail, trackingLink } from './order-emails.js';
import { applyMove, loadOrder, movingOrder } from './order-lifecycle.js';
import type { OnlinePayments } from './online-payments.js';
import * as repo from './orders.repo.js';
import { createShopSettingsService } from './shop-settings.service.js';

/**
 * Unpaid orders: for a transfer one reminder e-mail once half of ORDER_PAYMENT_HOURS
 * has passed; for every unpaid order whose hold ran out (a transfer's payment time, an online
 * payment's hold, an unconfirmed cash-on-delivery order's CASH_ON_DELIVERY_CONFIRM_HOURS) the
 * lifecycle's `vence` move, when the order becomes `expirado` and its units return to the shop. Every app instance runs the pass (lib/periodic-worker.ts, every
 * REMINDER_WORKER_INTERVAL_MS) on AppDeps.clock; each reminder and each expiry happens once
 * whatever the number of instances, because each is a conditional UPDATE (the reminder claims
 * `recordatorio_enviado_at` while it is NULL, the expiry moves the state only from
 * `pendiente_pago`) in the transaction of what follows from it: the instance whose UPDATE changed
 * no row sends nothing and gives nothing back.
 */
export interface OrderPaymentPass {
  expired: number;
  reminded: number;
  /** Orders another instance (or a buyer, or the team) moved or reminded first. */
  elsewhere: number;
}

const BATCH = 100;

export type OrderPaymentDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'logger' | 'outbox'> & { payments: OnlinePayments };

export async function runOrderPaymentPass(deps: OrderPaymentDeps): Promise<OrderPaymentPass> {
  const { config, db, clock, outbox, payments } = deps;
  const now = clock();
  const settings = await createShopSettingsService(deps).read();
  const pass: OrderPaymentPass = { expired: 0, reminded: 0, elsewhere: 0 };

  for (;;) {
    const ids = await repo.expiredUnpaid(db, now, BATCH);
    for (const id of ids) {
      const done = await withDeadlockRetry(() =>
        db.transaction().execute(async (trx) => {
          const row = await repo.findOrder(trx, id, { lock: true });
          if (!row) return false;
          return (await applyMove(trx, config, movingOrder(row), 'vence', { by: 'vencimiento', now, settings, notify: true, payments })).ok;
        }),
      );
      if (done) pass.expired++;
      else pass.elsewhere++;
    }
    // Rows another instance expired meanwhile leave the selection, so the loop ends.
    if (ids.length < BATCH) break;
  }

  // Half the payment time: due when it expires within the other half.
  const dueBefore = new Date(now.getTime() + (config.orderPaymentHours * 3_600_000) / 2);
  for (;;) {
    const ids = await repo.remindable(db, now, dueBefore, BATCH);
    for (const id of ids) {
      const sent = await withDeadlockRetry(() =>
        db.transaction().execute(async (trx) => {
          if (!(await repo.claimReminder(trx, id, now))) return false;
          const order = (await loadOrder(trx, id, settings, payments))!;
          const link = trackingLink(config.publicUrl, await repo.issueTrackingToken(trx, id, now));
          await enqueueEmail(trx, paymentReminderEmail(config, order, link), now);
          return true;
        }),
      );
      if (sent) pass.reminded++;
      else pass.elsewhere++;
    }
    if (ids.length < BATCH) break;
  }

  if (pass.expired || pass.reminded) outbox.kick();
  return pass;
}

export type OrderPaymentWorker = PeriodicWorker<OrderPaymentPass>;

export function createOrderPaymentWorker(deps: OrderPaymentDeps): OrderPaymentWorker {
  return createPeriodicWorker({
    pass: () => runOrderPaymentPass(deps),
    intervalMs: deps.config.reminderWorkerIntervalMs,
    logger: deps.logger,
    failure: 'order payment pass (reminders and expiry) failed',
  });
}
