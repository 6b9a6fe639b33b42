import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * Paying online through Wompi:
 * - `pagos_wompi`: one payment attempt of an order (a new one for every retry: Wompi refuses a
 *   reference that already completed a transaction), with its own unique `referencia`, the amount
 *   and currency it was signed for, the state Wompi last reported (`PENDING` until then) and the
 *   transaction it names; `consulta_hasta` is the reconciliation's lease on the attempt (one
 *   instance asks Wompi about it at a time);
 * - `pagos_wompi_eventos`: every verified event and every answer of Wompi's API, raw, with the
 *   attempt it matched (none for an unknown reference) and the alert it raised, if any;
 * - `pedidos.pago_tardio`: an approval that arrived after the order expired or was cancelled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = dialectOf(db) === 'mysql';
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;
  };

  await table('pagos_wompi')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('pedido_id', 'integer', (c) => c.notNull().references('pedidos.id').onDelete('cascade'))
    .addColumn('referencia', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('monto_centavos', 'bigint', (c) => c.notNull())
    .addColumn('moneda', 'varchar(3)', (c) => c.notNull())
    .addColumn('estado', 'varchar(10)', (c) => c.notNull())
    .addColumn('transaccion_id', 'varchar(64)')
    .addColumn('medio', 'varchar(40)')
    .addColumn('vence_at', 'datetime', (c) => c.notNull())
    .addColumn('consulta_hasta', 'datetime')
    .addColumn('consultado_at', 'datetime')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pagos_wompi_pedido_idx').on('pagos_wompi').columns(['pedido_id', 'id']).execute();
  // The reconciliation: attempts still pending, oldest first.
  await db.schema.createIndex('pagos_wompi_estado_idx').on('pagos_wompi').columns(['estado', 'created_at']).execute();

  await table('pagos_wompi_eventos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('pago_id', 'integer', (c) => c.references('pagos_wompi.id').onDelete('cascade'))
    .addColumn('origen', 'varchar(10)', (c) => c.notNull())
    .addColumn('transaccion_id', 'varchar(64)')
    .addColumn('estado', 'varchar(10)')
    .addColumn('cuerpo', mysql ? sql`mediumtext` : sql`text`, (c) => c.notNull())
    .addColumn('alerta', 'varchar(300)')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pagos_wompi_eventos_pago_idx').on('pagos_wompi_eventos').columns(['pago_id', 'id']).execute();
  // A replay (the same transaction and status from the same source) is stored once: the insert is the idempotency key.
  await db.schema
    .createIndex('pagos_wompi_eventos_unico')
    .unique()
    .on('pagos_wompi_eventos')
    .columns(['transaccion_id', 'estado', 'origen'])
    .execute();
  await db.schema.createIndex('pagos_wompi_eventos_alerta_idx').on('pagos_wompi_eventos').columns(['alerta', 'id']).execute();

  await db.schema
    .alterTable('pedidos')
    .addColumn('pago_tardio', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pedidos').dropColumn('pago_tardio').execute();
  for (const name of ['pagos_wompi_eventos', 'pagos_wompi']) await db.schema.dropTable(name).ifExists().execute();
}
