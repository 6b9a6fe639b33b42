import { type Kysely, MysqlAdapter, sql } from 'kysely';

/**
 * Personal data and retention: a booking can be anonymised (once; the agenda shows
 * it), the outbox knows which booking each e-mail was about (so anonymising a booking reaches its
 * e-mails, the coach's copies included), and the daily retention pass takes a lease so that of
 * several app processes on one database only one runs it at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  await db.schema.alterTable('registros').addColumn('anonimizado_at', 'datetime').execute();
  await db.schema.alterTable('email_outbox').addColumn('registro_id', 'integer').execute();
  await db.schema.createIndex('email_outbox_registro_idx').on('email_outbox').column('registro_id').execute();
  // The retention pass looks for sent e-mails by age.
  await db.schema.createIndex('email_outbox_sent_idx').on('email_outbox').columns(['status', 'sent_at']).execute();
  const leases = db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'datetime', (c) => c.notNull());
  await (mysql ? leases.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : leases).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropIndex('email_outbox_sent_idx').on('email_outbox').execute();
  await db.schema.dropIndex('email_outbox_registro_idx').on('email_outbox').execute();
  await db.schema.alterTable('email_outbox').dropColumn('registro_id').execute();
  await db.schema.alterTable('registros').dropColumn('anonimizado_at').execute();
}
