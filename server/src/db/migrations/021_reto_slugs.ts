import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * `reto_slugs`: the slugs a reto answered to before, redirected to its current one — the former
 * slugs products (`producto_slugs`) and posts (`blog_slugs`) already keep, so the one slug policy
 * (db/slugs.ts) holds for the three kinds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('reto_slugs');
  await (dialectOf(db) === 'mysql' ? table.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : table)
    .addColumn('slug', 'varchar(160)', (c) => c.primaryKey())
    .addColumn('reto_id', 'integer', (c) => c.notNull().references('retos.id').onDelete('cascade'))
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reto_slugs').ifExists().execute();
}
