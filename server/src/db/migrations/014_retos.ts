import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * The retos as programmes the shop sells:
 * - `retos`: one programme (slug unique; `incluye` and `beneficios` are JSON lists of strings,
 *   `descripcion` paragraphs separated by a blank line; `imagen_path` a media reference,
 *   db/media-references.ts); archived ones stay (`archived_at`): order lines and enrolments point at them;
 * - `reto_dias`: the day-by-day plan, one row per day 1..dias (unique per reto and day);
 * - `reto_productos`: the kit, products of the catalog in order;
 * - `reto_inscripciones`: who follows which reto from which Colombian calendar day (`inicio`,
 *   'YYYY-MM-DD'), created in the transaction that marks the order paid. Unique per order and reto
 *   (enrolling twice is a no-op with several processes) and per person, reto and start;
 * - `pedido_lineas.reto_id`: a programme line; `pedidos.user_id` the account that bought it and
 *   `pedidos.reto_inicio` the start date chosen at the checkout.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = dialectOf(db) === 'mysql';
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;
  };
  const longText = mysql ? sql`mediumtext` : sql`text`;

  await table('retos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('nombre', 'varchar(150)', (c) => c.notNull())
    .addColumn('titular', 'varchar(200)', (c) => c.notNull())
    .addColumn('descripcion', longText, (c) => c.notNull())
    .addColumn('dias', 'integer', (c) => c.notNull())
    .addColumn('precio', 'integer', (c) => c.notNull())
    .addColumn('incluye', longText, (c) => c.notNull())
    .addColumn('beneficios', longText, (c) => c.notNull())
    .addColumn('meta_descripcion', 'varchar(300)', (c) => c.notNull())
    .addColumn('imagen_path', 'varchar(512)')
    .addColumn('imagen_alt', 'varchar(200)')
    .addColumn('activo', 'boolean', (c) => c.notNull())
    .addColumn('orden', 'integer', (c) => c.notNull())
    .addColumn('archived_at', 'datetime')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('retos_listado_idx').on('retos').columns(['activo', 'orden']).execute();
  await db.schema.createIndex('retos_imagen_idx').on('retos').column('imagen_path').execute();

  await table('reto_dias')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('reto_id', 'integer', (c) => c.notNull().references('retos.id').onDelete('cascade'))
    .addColumn('dia', 'integer', (c) => c.notNull())
    .addColumn('titulo', 'varchar(150)', (c) => c.notNull())
    .addColumn('texto', longText, (c) => c.notNull())
    .addColumn('enlace_url', 'varchar(500)')
    .addColumn('video_url', 'varchar(500)')
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .addUniqueConstraint('reto_dias_reto_dia_uq', ['reto_id', 'dia'])
    .execute();

  await table('reto_productos')
    .addColumn('reto_id', 'integer', (c) => c.notNull().references('retos.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('posicion', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reto_productos_pk', ['reto_id', 'producto_id'])
    .execute();
  await db.schema.createIndex('reto_productos_producto_idx').on('reto_productos').column('producto_id').execute();

  await table('reto_inscripciones')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('reto_id', 'integer', (c) => c.notNull().references('retos.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pedido_id', 'integer', (c) => c.notNull().references('pedidos.id').onDelete('cascade'))
    .addColumn('inicio', 'varchar(10)', (c) => c.notNull())
    .addColumn('estado', 'varchar(12)', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .addUniqueConstraint('reto_inscripciones_pedido_uq', ['pedido_id', 'reto_id'])
    .addUniqueConstraint('reto_inscripciones_persona_uq', ['user_id', 'reto_id', 'inicio'])
    .execute();
  // The coach's participants per reto and the insights' enrolments per week.
  await db.schema.createIndex('reto_inscripciones_reto_idx').on('reto_inscripciones').columns(['reto_id', 'estado', 'inicio']).execute();
  await db.schema.createIndex('reto_inscripciones_created_idx').on('reto_inscripciones').column('created_at').execute();

  await db.schema.alterTable('pedido_lineas').addColumn('reto_id', 'integer').execute();
  await db.schema.createIndex('pedido_lineas_reto_idx').on('pedido_lineas').column('reto_id').execute();
  await db.schema.alterTable('pedidos').addColumn('user_id', 'integer').execute();
  await db.schema.alterTable('pedidos').addColumn('reto_inicio', 'varchar(10)').execute();
  await db.schema.createIndex('pedidos_user_idx').on('pedidos').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pedidos_user_idx').on('pedidos').execute();
  await db.schema.alterTable('pedidos').dropColumn('reto_inicio').execute();
  await db.schema.alterTable('pedidos').dropColumn('user_id').execute();
  await db.schema.dropIndex('pedido_lineas_reto_idx').on('pedido_lineas').execute();
  await db.schema.alterTable('pedido_lineas').dropColumn('reto_id').execute();
  for (const name of ['reto_inscripciones', 'reto_productos', 'reto_dias', 'retos']) await db.schema.dropTable(name).ifExists().execute();
}
