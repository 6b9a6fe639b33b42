import { dialectOf } from '../../db/database.js';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { OrderState } from '@app/shared/orders';
import { deleteTokensOf, findToken, insertToken, type TokenPurpose } from '../../db/auth-tokens.js';
import type { PedidosTable } from '../../db/schema.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens.js';
import { toDbDateTime } from '../../lib/time.js';
import type { PricedProduct } from './order-pricing.js';
import { giveBackStock, imagesOf, takeStock } from '../catalog/index.js';
import type { Db } from '../../db/database.js';
import { groupBy } from '../../lib/group-by.js';

/** SQL of the shop's orders: the order, its lines, its timeline, and the stock it takes and gives back. */

export type OrderRow = Omit<PedidosTable, 'id' | 'reembolso_pendiente' | 'pago_tardio'> & {
  id: number;
  reembolso_pendiente: number;
  pago_tardio: number;
};
export interface LineRow {
  producto_id: number | null;
  /** A programme line; absent or null for a product. */
  reto_id?: number | null;
  nombre: string;
  precio: number;
  cantidad: number;
  subtotal: number;
}
export interface EventRow {
  estado: string;
  nota: string | null;
  created_at: string;
}

const n = (v: unknown) => Number(v);

function toOrderRow(r: Record<string, unknown>): OrderRow {
  const row = r as unknown as OrderRow;
  return {
    ...row,
    id: n(row.id),
    subtotal: n(row.subtotal),
    envio: n(row.envio),
    total: n(row.total),
    reembolso_pendiente: n(row.reembolso_pendiente),
    pago_tardio: n(row.pago_tardio),
  };
}

// ── products ─────────────────────────────────────────────────────────────────────────────────

/** The products of a cart as pricing reads them (archived ones too: a line must say it is gone); covers only when asked. */
export async function pricedProducts(db: Db, ids: readonly number[], withImages: boolean): Promise<Map<number, PricedProduct>> {
  const byId = new Map<number, PricedProduct>();
  if (!ids.length) return byId;
  const rows = await db
    .selectFrom('productos')
    .select(['id', 'nombre', 'slug', 'precio', 'stock', 'activo', 'archived_at'])
    .where('id', 'in', [...ids])
    .execute();
  const images = withImages
    ? await imagesOf(
        db,
        rows.map((r) => n(r.id)),
      )
    : new Map<number, never[]>();
  for (const r of rows) {
    const id = n(r.id);
    byId.set(id, {
      id,
      nombre: r.nombre,
      slug: r.slug,
      precio: n(r.precio),
      stock: r.stock === null ? null : n(r.stock),
      activo: Boolean(n(r.activo)),
      archivado: r.archived_at !== null,
      imagen: images.get(id)?.[0] ?? null,
    });
  }
  return byId;
}

// The stock is the catalog's column: the orders take and give back units through its functions.
export { giveBackStock, takeStock };

/** Gives an order's units back (products whose stock is tracked). Call it only after the state change that frees them. */
export async function returnStock(trx: Db, pedidoId: number): Promise<void> {
  const lines = await trx
    .selectFrom('pedido_lineas')
    .select(['producto_id', 'cantidad'])
    .where('pedido_id', '=', pedidoId)
    .where('producto_id', 'is not', null)
    .orderBy('producto_id')
    .execute();
  for (const l of lines) {
    await giveBackStock(trx, n(l.producto_id), n(l.cantidad));
  }
}

// ── orders ───────────────────────────────────────────────────────────────────────────────────

export async function insertOrder(trx: Db, row: Insertable<PedidosTable>): Promise<number> {
  const res = await trx.insertInto('pedidos').values(row).executeTakeFirstOrThrow();
  return Number(res.insertId);
}

export async function insertLines(trx: Db, pedidoId: number, lines: readonly LineRow[]): Promise<void> {
  await trx
    .insertInto('pedido_lineas')
    .values(lines.map((l) => ({ pedido_id: pedidoId, ...l })))
    .execute();
}

export async function insertEvent(trx: Db, pedidoId: number, estado: OrderState, nota: string | null, at: Date): Promise<void> {
  await trx
    .insertInto('pedido_eventos')
    .values({ pedido_id: pedidoId, estado, nota: nota ? nota.slice(0, 600) : null, created_at: toDbDateTime(at) })
    .execute();
}

/**
 * The order's row. With `lock` (inside a transaction that decides a move from it) the read is a
 * locking one on MySQL: it sees the last committed state, not the transaction's snapshot, and
 * holds the row until the move is written (SQLite has one writer at a time).
 */
export async function findOrder(db: Db, id: number, o: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
  let q = db.selectFrom('pedidos').selectAll().where('id', '=', id);
  if (o.lock && dialectOf(db) === 'mysql') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row && toOrderRow(row);
}

export async function linesOf(db: Db, pedidoId: number): Promise<LineRow[]> {
  const rows = await db
    .selectFrom('pedido_lineas')
    .select(['producto_id', 'reto_id', 'nombre', 'precio', 'cantidad', 'subtotal'])
    .where('pedido_id', '=', pedidoId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    producto_id: r.producto_id === null ? null : n(r.producto_id),
    reto_id: r.reto_id === null ? null : n(r.reto_id),
    precio: n(r.precio),
    cantidad: n(r.cantidad),
    subtotal: n(r.subtotal),
  }));
}

export async function eventsOf(db: Db, pedidoId: number): Promise<EventRow[]> {
  return db.selectFrom('pedido_eventos').select(['estado', 'nota', 'created_at']).where('pedido_id', '=', pedidoId).orderBy('id').execute();
}

/**
 * Moves an order from `from` to a new state with its other columns, only if it is still in
 * `from`: of two moves at once (two admins, the expiry and a cancel) exactly one changes the row,
 * and only that one may give units back or send e-mails.
 */
export async function moveOrder(
  trx: Db,
  id: number,
  from: OrderState,
  set: Updateable<PedidosTable> & { estado: OrderState; updated_at: string },
  guard: { metodoPago?: string; unconfirmed?: boolean; dueBy?: string } = {},
): Promise<boolean> {
  let q = trx.updateTable('pedidos').set(set).where('id', '=', id).where('estado', '=', from);
  if (guard.metodoPago) q = q.where('metodo_pago', '=', guard.metodoPago);
  if (guard.unconfirmed) q = q.where('confirmado_at', 'is', null);
  if (guard.dueBy) q = q.where('vence_at', '<=', guard.dueBy);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ── expiry and reminder ──────────────────────────────────────────────────────────────────────

/** Unpaid orders whose payment time ran out at `now` (at most `limit`). */
export async function expiredUnpaid(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pedidos')
    .select('id')
    .where('estado', '=', 'pendiente_pago')
    .where('vence_at', '<=', toDbDateTime(now))
    .orderBy('vence_at')
    .limit(limit)
    .execute();
  return rows.map((r) => n(r.id));
}

/** Unpaid orders past half their payment time, not expired yet, whose reminder nobody claimed. */
export async function remindable(db: Db, now: Date, dueBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pedidos')
    .select('id')
    .where('estado', '=', 'pendiente_pago')
    .where('vence_at', '>', toDbDateTime(now))
    .where('vence_at', '<=', toDbDateTime(dueBefore))
    .where('recordatorio_enviado_at', 'is', null)
    // an online payment's hold is short and has no account data to remind of
    .where('metodo_pago', '=', 'transferencia')
    .orderBy('vence_at')
    .limit(limit)
    .execute();
  return rows.map((r) => n(r.id));
}

/** Claims an order's one reminder: true for the one process whose UPDATE set the column. */
export async function claimReminder(trx: Db, id: number, now: Date): Promise<boolean> {
  const res = await trx
    .updateTable('pedidos')
    .set({ recordatorio_enviado_at: toDbDateTime(now) })
    .where('id', '=', id)
    .where('estado', '=', 'pendiente_pago')
    .where('recordatorio_enviado_at', 'is', null)
    .where('vence_at', '>', toDbDateTime(now))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ── "Mi pedido" links ────────────────────────────────────────────────────────────────────────

export const TRACKING_TOKEN_PURPOSE = 'order_tracking' satisfies TokenPurpose;
/** How long a "Mi pedido" link opens its order: past delivery, the retracto and the usual warranty claims. */
const TRACKING_DAYS = 365;

/**
 * A new "Mi pedido" token for the order, its raw value for the link. Several may exist (the order
 * e-mail's, each later e-mail's): only hashes are stored, so a later e-mail cannot repeat an
 * earlier link; none is spent by use.
 */
export async function issueTrackingToken(trx: Db, pedidoId: number, now: Date): Promise<string> {
  const { token, hash } = newSecretToken();
  await insertToken(trx, {
    hash,
    purpose: TRACKING_TOKEN_PURPOSE,
    subjectId: pedidoId,
    expiresAt: new Date(now.getTime() + TRACKING_DAYS * 86_400_000),
    now,
  });
  return token;
}

/** The order a "Mi pedido" token opens while it is valid. */
export async function orderOfToken(db: Db, token: string, now: Date): Promise<number | undefined> {
  const t = await findToken(db, hashSecretToken(token), TRACKING_TOKEN_PURPOSE);
  return t && t.expiresAt > now ? t.subjectId : undefined;
}

export async function deleteTrackingTokens(db: Db, pedidoIds: readonly number[]): Promise<void> {
  await deleteTokensOf(db, [TRACKING_TOKEN_PURPOSE], pedidoIds);
}

// ── the back office's list ───────────────────────────────────────────────────────────────────

export interface OrderFilter {
  estado?: OrderState;
  metodoPago?: string;
  /** Folded (lib/search-text.ts), matched as a substring of reference, names, e-mail and phone. */
  q?: string;
  /** Placed at or after / before these instants (the Colombia days' bounds). */
  from?: Date;
  before?: Date;
}

/** A position in the list's order (newest first): the order's created_at and id. */
export interface OrderKey {
  createdAt: string;
  id: number;
}

function filtered(db: Db, f: OrderFilter) {
  let q = db.selectFrom('pedidos');
  if (f.estado) q = q.where('estado', '=', f.estado);
  if (f.metodoPago) q = q.where('metodo_pago', '=', f.metodoPago);
  if (f.from) q = q.where('created_at', '>=', toDbDateTime(f.from));
  if (f.before) q = q.where('created_at', '<', toDbDateTime(f.before));
  if (f.q) {
    // The fields are joined by a control character in busqueda: such a needle would match across them.
    // instr, not LIKE: a plain substring test (no wildcards to escape), and both sides are folded.
    if ([...f.q].some((c) => c.charCodeAt(0) < 0x20)) q = q.where(sql<boolean>`1 = 0`);
    else q = q.where(sql<boolean>`instr(busqueda, ${f.q}) > 0`);
  }
  return q;
}

/** Up to `limit` orders after `after` in the list's order: created_at, then id, both descending (keyset). */
export async function listOrders(db: Db, f: OrderFilter, after: OrderKey | undefined, limit: number): Promise<OrderRow[]> {
  let q = filtered(db, f).selectAll();
  if (after)
    q = q.where((eb) =>
      eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
    );
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toOrderRow);
}

export async function countOrders(db: Db, f: OrderFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The lines of several orders (a CSV batch), grouped by order id. */
export async function linesOfOrders(db: Db, ids: readonly number[]): Promise<Map<number, LineRow[]>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('pedido_lineas')
    .select(['pedido_id', 'producto_id', 'reto_id', 'nombre', 'precio', 'cantidad', 'subtotal'])
    .where('pedido_id', 'in', [...ids])
    .orderBy('pedido_id')
    .orderBy('id')
    .execute();
  return groupBy(
    rows,
    (r) => n(r.pedido_id),
    (r): LineRow => ({
      producto_id: r.producto_id === null ? null : n(r.producto_id),
      reto_id: r.reto_id === null ? null : n(r.reto_id),
      nombre: r.nombre,
      precio: n(r.precio),
      cantidad: n(r.cantidad),
      subtotal: n(r.subtotal),
    }),
  );
}
