import type { WompiStatus } from '@app/shared/orders';
import { toDbDateTime } from '../../lib/time.js';
import type { Db } from '../../db/database.js';
import type { AttemptRow } from '../orders/index.js';
import { groupBy } from '../../lib/group-by.js';

/** SQL of the online payments through Wompi: the attempts and their raw events. */

export type { AttemptRow };

export interface RawEventRow {
  id: number;
  pago_id: number | null;
  origen: 'evento' | 'consulta';
  transaccion_id: string | null;
  estado: string | null;
  cuerpo: string;
  alerta: string | null;
  created_at: string;
}

const ATTEMPT_COLUMNS = [
  'id',
  'pedido_id',
  'referencia',
  'monto_centavos',
  'moneda',
  'estado',
  'transaccion_id',
  'medio',
  'vence_at',
  'created_at',
  'updated_at',
] as const;

function toAttempt(r: Record<string, unknown>): AttemptRow {
  const row = r as unknown as AttemptRow;
  return { ...row, id: Number(row.id), pedido_id: Number(row.pedido_id), monto_centavos: Number(row.monto_centavos) };
}

export async function insertAttempt(
  trx: Db,
  a: { pedidoId: number; referencia: string; montoCentavos: number; moneda: string; venceAt: Date; now: Date },
): Promise<number> {
  const at = toDbDateTime(a.now);
  const res = await trx
    .insertInto('pagos_wompi')
    .values({
      pedido_id: a.pedidoId,
      referencia: a.referencia,
      monto_centavos: a.montoCentavos,
      moneda: a.moneda,
      estado: 'PENDING',
      transaccion_id: null,
      medio: null,
      vence_at: toDbDateTime(a.venceAt),
      consulta_hasta: null,
      consultado_at: null,
      created_at: at,
      updated_at: at,
    })
    .executeTakeFirstOrThrow();
  return Number(res.insertId);
}

/** An order's attempts, newest first. */
export async function attemptsOf(db: Db, pedidoId: number): Promise<AttemptRow[]> {
  const rows = await db.selectFrom('pagos_wompi').select(ATTEMPT_COLUMNS).where('pedido_id', '=', pedidoId).orderBy('id', 'desc').execute();
  return rows.map(toAttempt);
}

export async function attemptByReference(db: Db, referencia: string): Promise<AttemptRow | undefined> {
  const row = await db.selectFrom('pagos_wompi').select(ATTEMPT_COLUMNS).where('referencia', '=', referencia).executeTakeFirst();
  return row && toAttempt(row);
}

/** The attempt that already knows this transaction (an event seen before, a PENDING noted, a reconciliation). */
export async function attemptByTransaction(db: Db, transaccionId: string): Promise<AttemptRow | undefined> {
  const row = await db.selectFrom('pagos_wompi').select(ATTEMPT_COLUMNS).where('transaccion_id', '=', transaccionId).executeTakeFirst();
  return row && toAttempt(row);
}

export async function attemptById(db: Db, id: number): Promise<AttemptRow | undefined> {
  const row = await db.selectFrom('pagos_wompi').select(ATTEMPT_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toAttempt(row);
}

/**
 * Stores an event or an API answer as received. The unique (transaction, status, source) makes a
 * replay fail here with a unique violation: the caller treats it as already applied.
 */
export async function insertRawEvent(
  trx: Db,
  e: {
    pagoId: number | null;
    origen: 'evento' | 'consulta';
    transaccionId: string;
    estado: string;
    cuerpo: string;
    alerta: string | null;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('pagos_wompi_eventos')
    .values({
      pago_id: e.pagoId,
      origen: e.origen,
      transaccion_id: e.transaccionId.slice(0, 64),
      estado: e.estado.slice(0, 10),
      cuerpo: e.cuerpo,
      alerta: e.alerta ? e.alerta.slice(0, 300) : null,
      created_at: toDbDateTime(e.now),
    })
    .execute();
}

export async function rawEventsOf(db: Db, pagoIds: readonly number[]): Promise<Map<number, RawEventRow[]>> {
  if (!pagoIds.length) return new Map();
  const rows = await db
    .selectFrom('pagos_wompi_eventos')
    .selectAll()
    .where('pago_id', 'in', [...pagoIds])
    .orderBy('id')
    .execute();
  return groupBy(
    rows,
    (r) => Number(r.pago_id),
    (r) => ({ ...r, id: Number(r.id), pago_id: Number(r.pago_id) }) as RawEventRow,
  );
}

/**
 * Moves an attempt to a final status from one of `from`, naming its transaction: a conditional
 * UPDATE, so of an event and a reconciliation applying the same answer only one changes the row
 * (and only that one pays the order).
 */
export async function advanceAttempt(
  trx: Db,
  id: number,
  from: readonly WompiStatus[],
  to: { estado: WompiStatus; transaccionId: string; medio: string | null; now: Date },
): Promise<boolean> {
  const res = await trx
    .updateTable('pagos_wompi')
    .set({ estado: to.estado, transaccion_id: to.transaccionId, medio: to.medio, updated_at: toDbDateTime(to.now) })
    .where('id', '=', id)
    .where('estado', 'in', [...from])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A PENDING answer names the transaction of a pending attempt (so the reconciliation can ask about it). */
export async function notePendingTransaction(trx: Db, id: number, transaccionId: string, medio: string | null, now: Date): Promise<void> {
  await trx
    .updateTable('pagos_wompi')
    .set({ transaccion_id: transaccionId, medio, updated_at: toDbDateTime(now) })
    .where('id', '=', id)
    .where('estado', '=', 'PENDING')
    .where('transaccion_id', 'is', null)
    .execute();
}

/** Pending attempts with a known transaction, created before `before`, whose lease is free at `now`. */
export async function reconcilable(db: Db, before: Date, now: Date, limit: number): Promise<{ id: number; transaccion_id: string }[]> {
  const rows = await db
    .selectFrom('pagos_wompi')
    .select(['id', 'transaccion_id'])
    .where('estado', '=', 'PENDING')
    .where('created_at', '<=', toDbDateTime(before))
    .where('transaccion_id', 'is not', null)
    .where((eb) => eb.or([eb('consulta_hasta', 'is', null), eb('consulta_hasta', '<=', toDbDateTime(now))]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), transaccion_id: r.transaccion_id! }));
}

/**
 * The lease on one attempt's question to Wompi until `until`: true for the one instance whose
 * conditional UPDATE set it; the others skip the attempt (one query per attempt, as the retention
 * pass's lease makes one pass).
 */
export async function claimReconcile(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const res = await db
    .updateTable('pagos_wompi')
    .set({ consulta_hasta: toDbDateTime(until), consultado_at: toDbDateTime(now) })
    // By primary key alone: a condition on `estado` would make InnoDB lock a range of its index,
    // which deadlocks with the instance whose transaction is moving a neighbour's status.
    .where('id', '=', id)
    .where((eb) => eb.or([eb('consulta_hasta', 'is', null), eb('consulta_hasta', '<=', toDbDateTime(now))]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The latest events that raised an alert, newest first, with the attempt's order. */
export async function alerts(db: Db, limit: number) {
  const rows = await db
    .selectFrom('pagos_wompi_eventos as e')
    .leftJoin('pagos_wompi as p', 'p.id', 'e.pago_id')
    .select(['e.id', 'e.created_at', 'e.alerta', 'e.cuerpo', 'p.pedido_id', 'p.referencia'])
    .where('e.alerta', 'is not', null)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), pedido_id: r.pedido_id === null ? null : Number(r.pedido_id) }));
}

/** What a raw body becomes once it may no longer carry the payer (transaction, status, alert and date stay in the columns). */
const SCRUBBED_BODY = '{"anonimizado":true}';

/** Erasing a buyer: the raw bodies carry their e-mail and address; amounts and statuses stay in the columns. */
export async function scrubRawEvents(db: Db, pedidoIds: readonly number[]): Promise<void> {
  if (!pedidoIds.length) return;
  await db
    .updateTable('pagos_wompi_eventos')
    .set({ cuerpo: SCRUBBED_BODY })
    .where('pago_id', 'in', (eb) =>
      eb
        .selectFrom('pagos_wompi')
        .select('id')
        .where('pedido_id', 'in', [...pedidoIds]),
    )
    .execute();
}

/** The sales records' deletion: the orders' attempts and their raw events go with them. */
export async function deleteAttemptsOf(trx: Db, pedidoIds: readonly number[]): Promise<void> {
  if (!pedidoIds.length) return;
  await trx
    .deleteFrom('pagos_wompi_eventos')
    .where('pago_id', 'in', (eb) =>
      eb
        .selectFrom('pagos_wompi')
        .select('id')
        .where('pedido_id', 'in', [...pedidoIds]),
    )
    .execute();
  await trx
    .deleteFrom('pagos_wompi')
    .where('pedido_id', 'in', [...pedidoIds])
    .execute();
}

/** Raw events that matched no attempt (so no order to go with), received before `before`, body not yet scrubbed. */
export async function unmatchedEvents(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pagos_wompi_eventos')
    .select('id')
    .where('pago_id', 'is', null)
    .where('created_at', '<', toDbDateTime(before))
    .where('cuerpo', '<>', SCRUBBED_BODY)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Empties those events' bodies (the payer's e-mail, name, address); returns how many changed. */
export async function scrubUnmatchedEvents(db: Db, ids: readonly number[], before: Date): Promise<number> {
  if (!ids.length) return 0;
  const res = await db
    .updateTable('pagos_wompi_eventos')
    .set({ cuerpo: SCRUBBED_BODY })
    .where('id', 'in', [...ids])
    .where('pago_id', 'is', null)
    .where('created_at', '<', toDbDateTime(before))
    .where('cuerpo', '<>', SCRUBBED_BODY)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Marks a stored answer as one the team must look at (the dashboard lists them). */
export async function flagEvent(
  trx: Db,
  transaccionId: string,
  estado: string,
  origen: 'evento' | 'consulta',
  alerta: string,
): Promise<void> {
  await trx
    .updateTable('pagos_wompi_eventos')
    .set({ alerta: alerta.slice(0, 300) })
    .where('transaccion_id', '=', transaccionId.slice(0, 64))
    .where('estado', '=', estado.slice(0, 10))
    .where('origen', '=', origen)
    .execute();
}

/** What every alert of money owed back says (wompi.service.ts): the team refunds each such payment once. */
export const REFUND_ALERT = 'hay que reembolsar';

/** Whether a refund of this transaction was already asked of the team (it may be reported by an event and by Wompi's API). */
export async function refundAlerted(db: Db, transaccionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pagos_wompi_eventos')
    .select('id')
    .where('transaccion_id', '=', transaccionId.slice(0, 64))
    .where('alerta', 'like', `%${REFUND_ALERT}%`)
    .executeTakeFirst();
  return row !== undefined;
}
