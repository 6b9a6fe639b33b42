import { sql } from 'kysely';
import { SALE_STATES } from '@app/shared/insights';
import { countWhere, weekStart } from '../../db/colombia-sql.js';
import type { Db } from '../../db/database.js';
import { toDbDateTime } from '../../lib/time.js';

// The shop's sales as the dashboard counts them (insights, §17): GROUP BY in the database.

/** Orders placed in [from, to). */
function placed(db: Db, range: { from: Date; to: Date }) {
  return db.selectFrom('pedidos').where('created_at', '>=', toDbDateTime(range.from)).where('created_at', '<', toDbDateTime(range.to));
}

const isSale = sql<boolean>`estado in (${sql.join(SALE_STATES.map((s) => sql.lit(s)))})`;

export interface SalesTotals {
  pedidos: number;
  ingresos: number;
  pendientes: number;
  cancelados: number;
}

export async function salesTotals(db: Db, range: { from: Date; to: Date }): Promise<SalesTotals> {
  const r = await placed(db, range)
    .select([
      countWhere(isSale).as('pedidos'),
      sql<number>`sum(case when ${isSale} then total else 0 end)`.as('ingresos'),
      countWhere(sql`estado = 'pendiente_pago'`).as('pendientes'),
      countWhere(sql`estado in ('cancelado', 'expirado')`).as('cancelados'),
    ])
    .executeTakeFirstOrThrow();
  return {
    pedidos: Number(r.pedidos ?? 0),
    ingresos: Number(r.ingresos ?? 0),
    pendientes: Number(r.pendientes ?? 0),
    cancelados: Number(r.cancelados ?? 0),
  };
}

export async function salesPerWeek(
  db: Db,
  range: { from: Date; to: Date },
): Promise<{ semana: string; pedidos: number; ingresos: number }[]> {
  const semana = weekStart(db, 'created_at');
  const rows = await placed(db, range)
    .where(isSale)
    .select([semana.as('semana'), sql<number>`count(*)`.as('pedidos'), sql<number>`sum(total)`.as('ingresos')])
    .groupBy(semana)
    .orderBy(semana)
    .execute();
  return rows.map((r) => ({ semana: String(r.semana), pedidos: Number(r.pedidos), ingresos: Number(r.ingresos) }));
}

/** Units and line subtotals per product over the sales placed in the period, most units first. */
export async function bestSellers(
  db: Db,
  range: { from: Date; to: Date },
  limit: number,
): Promise<{ productoId: number | null; nombre: string; unidades: number; ingresos: number }[]> {
  const sales = placed(db, range).where(isSale).select('id');
  const rows = await db
    .selectFrom('pedido_lineas')
    // the name the product was sold under (the latest, when it was renamed between sales)
    .select([
      'producto_id',
      sql<string>`max(nombre)`.as('nombre'),
      sql<number>`sum(cantidad)`.as('unidades'),
      sql<number>`sum(subtotal)`.as('ingresos'),
    ])
    .where('pedido_id', 'in', sales)
    .groupBy('producto_id')
    .orderBy(sql`sum(cantidad)`, 'desc')
    .orderBy(sql`sum(subtotal)`, 'desc')
    .orderBy('producto_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    productoId: r.producto_id === null ? null : Number(r.producto_id),
    nombre: r.nombre,
    unidades: Number(r.unidades),
    ingresos: Number(r.ingresos),
  }));
}
