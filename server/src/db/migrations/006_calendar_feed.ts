import { type Kysely, MysqlAdapter, sql } from 'kysely';

/**
 * The coach's calendar subscription: one private feed address per admin, and a
 * per-booking revision that every write of the booking raises (the feed's SEQUENCE; the client's
 * invitation keeps secuencia_ics, which counts only the changes the client was told about).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  await db.schema
    .alterTable('registros')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const feeds = db.schema
    .createTable('calendar_feeds')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey())
    /** SHA-256 hex of the address's token: the lookup key. */
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    /** Random; the token is HMAC(JWT secret, admin id + nonce), so the database alone does not give the address away. */
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    /** The last body served (its hash) and when it first looked like that: Last-Modified. */
    .addColumn('body_etag', 'varchar(64)')
    .addColumn('body_changed_at', 'datetime');
  await (mysql ? feeds.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : feeds).execute();
  // The statistics read bookings by creation time.
  await db.schema.createIndex('registros_created_idx').on('registros').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('registros_created_idx').on('registros').execute();
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.alterTable('registros').dropColumn('revision').execute();
}
