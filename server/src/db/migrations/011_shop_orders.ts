import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * The shop's orders:
 * - `pedidos`: one order, its buyer, delivery, payment method and the amounts the server priced;
 *   `referencia` (VS-XXXXX) is unique, so two orders never share one even when drawn at the same
 *   time; `vence_at` is when an unpaid transfer expires and `recordatorio_enviado_at` claims its
 *   one reminder (a conditional update: exactly once with several processes); `busqueda` holds
 *   reference, names, e-mail and phone folded for the back office's search;
 * - `pedido_lineas`: what was bought at which price (the product's name is copied: it may change or
 *   be archived later, the sale does not);
 * - `pedido_eventos`: the order's timeline, one row per state change;
 * - `tienda_ajustes`: the shop settings (one JSON row, validated by shared/src/orders.ts on read and write);
 * - `email_outbox.pedido_id`, `consentimientos.pedido_id`: an order's e-mails and its acceptance of
 *   the terms, so erasing the buyer reaches them (docs/architecture.md §14, §15).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = dialectOf(db) === 'mysql';
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;
  };

  await table('pedidos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('referencia', 'varchar(8)', (c) => c.notNull().unique())
    .addColumn('estado', 'varchar(20)', (c) => c.notNull())
    .addColumn('metodo_pago', 'varchar(20)', (c) => c.notNull())
    .addColumn('nombres', 'varchar(80)', (c) => c.notNull())
    .addColumn('apellidos', 'varchar(80)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('telefono', 'varchar(40)', (c) => c.notNull())
    .addColumn('tipo_documento', 'varchar(4)', (c) => c.notNull())
    .addColumn('numero_documento', 'varchar(20)', (c) => c.notNull())
    .addColumn('busqueda', 'varchar(500)', (c) => c.notNull())
    .addColumn('entrega_tipo', 'varchar(10)', (c) => c.notNull())
    .addColumn('municipio', 'varchar(5)')
    .addColumn('direccion', 'varchar(200)')
    .addColumn('barrio', 'varchar(100)')
    .addColumn('indicaciones', 'varchar(300)')
    .addColumn('zona', 'varchar(80)')
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('envio', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('transportadora', 'varchar(80)')
    .addColumn('guia', 'varchar(80)')
    .addColumn('motivo_cancelacion', 'varchar(500)')
    .addColumn('reembolso_pendiente', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pagado_at', 'datetime')
    .addColumn('vence_at', 'datetime')
    .addColumn('recordatorio_enviado_at', 'datetime')
    // A deletion request while the order was being fulfilled: anonymised once it ends (ADR 015).
    .addColumn('anonimizar_solicitado_at', 'datetime')
    .addColumn('anonimizado_at', 'datetime')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();
  // The back office's list, newest first, whole or by state (keyset on created_at, id).
  await db.schema.createIndex('pedidos_created_idx').on('pedidos').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('pedidos_estado_idx').on('pedidos').columns(['estado', 'created_at', 'id']).execute();
  // The expiry and reminder pass: unpaid orders by due time.
  await db.schema.createIndex('pedidos_vence_idx').on('pedidos').columns(['estado', 'vence_at']).execute();
  // The person's rights: orders by e-mail (stored lower-case).
  await db.schema.createIndex('pedidos_email_idx').on('pedidos').column('email').execute();

  await table('pedido_lineas')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('pedido_id', 'integer', (c) => c.notNull().references('pedidos.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.references('productos.id').onDelete('set null'))
    .addColumn('nombre', 'varchar(150)', (c) => c.notNull())
    .addColumn('precio', 'integer', (c) => c.notNull())
    .addColumn('cantidad', 'integer', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pedido_lineas_pedido_idx').on('pedido_lineas').column('pedido_id').execute();
  await db.schema.createIndex('pedido_lineas_producto_idx').on('pedido_lineas').column('producto_id').execute();

  await table('pedido_eventos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('pedido_id', 'integer', (c) => c.notNull().references('pedidos.id').onDelete('cascade'))
    .addColumn('estado', 'varchar(20)', (c) => c.notNull())
    .addColumn('nota', 'varchar(600)')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pedido_eventos_pedido_idx').on('pedido_eventos').columns(['pedido_id', 'id']).execute();

  await table('tienda_ajustes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('datos', mysql ? sql`mediumtext` : sql`text`, (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('email_outbox').addColumn('pedido_id', 'integer').execute();
  await db.schema.createIndex('email_outbox_pedido_idx').on('email_outbox').column('pedido_id').execute();
  await db.schema.alterTable('consentimientos').addColumn('pedido_id', 'integer').execute();
  await db.schema.createIndex('consentimientos_pedido_idx').on('consentimientos').column('pedido_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('consentimientos_pedido_idx').on('consentimientos').execute();
  await db.schema.alterTable('consentimientos').dropColumn('pedido_id').execute();
  await db.schema.dropIndex('email_outbox_pedido_idx').on('email_outbox').execute();
  await db.schema.alterTable('email_outbox').dropColumn('pedido_id').execute();
  for (const name of ['tienda_ajustes', 'pedido_eventos', 'pedido_lineas', 'pedidos']) await db.schema.dropTable(name).ifExists().execute();
}
