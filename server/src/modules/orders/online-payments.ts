import type { AdminOrder, WompiCheckout, WompiStatus } from '@app/shared/orders';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';

/** One online payment attempt of an order (a row of `pagos_wompi`, owned by the payments module). */
export interface AttemptRow {
  id: number;
  pedido_id: number;
  referencia: string;
  monto_centavos: number;
  moneda: string;
  estado: WompiStatus;
  transaccion_id: string | null;
  medio: string | null;
  vence_at: string;
  created_at: string;
  updated_at: string;
}

/**
 * What the orders need of the online payments (docs/architecture.md §2 and §19). `payments` sits
 * above `orders`: it settles an order only by naming a lifecycle move exported here. So orders
 * never import payments: they are handed this port, which payments implements (`wompiPayments`,
 * its descriptor's `ports`), by the module wiring that builds the routes, the workers and the
 * personal-data owners (`ModuleWiring`, modules/server-module.ts).
 */
export interface OnlinePayments {
  /** An order's attempts, newest first (the order's views read the last one). */
  attemptsOf(db: Db, pedidoId: number): Promise<AttemptRow[]>;
  /** A new attempt of an order (inside the caller's transaction) and the checkout that pays it. */
  openAttempt(trx: Db, config: Config, order: AdminOrder, token: string, venceAt: Date, now: Date): Promise<WompiCheckout>;
  /** The back office's order page: each attempt with its raw events. */
  withRawEvents(db: Db, order: AdminOrder): Promise<AdminOrder>;
  /** Personal data: empties the raw events of these orders' attempts (the orders were anonymised). */
  scrubRawEvents(trx: Db, pedidoIds: readonly number[]): Promise<void>;
  /** Personal data: deletes these orders' attempts and their events (with their sales records). */
  deleteAttemptsOf(trx: Db, pedidoIds: readonly number[]): Promise<void>;
  /** Personal data: the events that matched no attempt, come before `before`, with a body still. */
  unmatchedEvents(db: Db, before: Date, limit: number): Promise<number[]>;
  /** Personal data: empties those events' bodies; how many it emptied. */
  scrubUnmatchedEvents(db: Db, ids: readonly number[], before: Date): Promise<number>;
}
