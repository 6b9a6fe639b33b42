import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * The shop's catalog: products, their images (up to 6, ordered; the path is a media
 * reference, db/media-references.ts) and the slugs a product answered to before (a request for
 * one is redirected to the current slug). Archived products stay (`archived_at`): later order
 * lines point at them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = dialectOf(db) === 'mysql';
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;
  };
  const longText = mysql ? sql`mediumtext` : sql`text`;

  await table('productos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nombre', 'varchar(150)', (c) => c.notNull())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('categoria', 'varchar(32)', (c) => c.notNull())
    .addColumn('resumen', 'varchar(300)', (c) => c.notNull())
    .addColumn('descripcion', longText, (c) => c.notNull())
    .addColumn('precio', 'integer', (c) => c.notNull())
    .addColumn('precio_antes', 'integer')
    .addColumn('stock', 'integer')
    .addColumn('presentacion', 'varchar(100)', (c) => c.notNull())
    .addColumn('registro_invima', 'varchar(60)')
    .addColumn('activo', 'boolean', (c) => c.notNull())
    .addColumn('orden', 'integer', (c) => c.notNull())
    // Name, summary and presentation folded (lower case, no accents): search reads it alike on both databases.
    .addColumn('busqueda', 'varchar(600)', (c) => c.notNull())
    .addColumn('archived_at', 'datetime')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('productos_listado_idx').on('productos').columns(['activo', 'categoria', 'orden']).execute();

  await table('producto_imagenes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('posicion', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('alt', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('producto_imagenes_orden_idx').on('producto_imagenes').columns(['producto_id', 'posicion']).execute();
  await db.schema.createIndex('producto_imagenes_path_idx').on('producto_imagenes').column('path').execute();

  await table('producto_slugs')
    .addColumn('slug', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['producto_slugs', 'producto_imagenes', 'productos']) await db.schema.dropTable(name).ifExists().execute();
}
