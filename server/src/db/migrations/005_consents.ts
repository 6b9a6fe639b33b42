import { type CreateTableBuilder, type Kysely, MysqlAdapter, sql } from 'kysely';

/**
 * Personal data, the person's side:
 * - `consentimientos`: each authorisation given (an account's at sign-up, a booking's at booking):
 *   when, from which IP, which policy version and the exact text shown (docs/architecture.md §15);
 * - `cuentas_eliminadas`: the ids of deleted accounts, so a token issued before the deletion gets
 *   401 (logged out everywhere) instead of reaching the routes; nothing personal is kept;
 * - `email_outbox.anonimizar_tras_envio`: the cancellation notices of a person who asked to be
 *   forgotten leave first and are emptied right after they are sent (or given up).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const innodb = <T extends CreateTableBuilder<any, any>>(t: T) =>
    mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;
  await innodb(
    db.schema
      .createTable('consentimientos')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer')
      .addColumn('registro_id', 'integer')
      .addColumn('politica_version', 'varchar(32)', (c) => c.notNull())
      .addColumn('texto', 'text', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)')
      .addColumn('otorgado_at', 'datetime', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('consentimientos_user_idx').on('consentimientos').column('user_id').execute();
  await db.schema.createIndex('consentimientos_registro_idx').on('consentimientos').column('registro_id').execute();
  await innodb(
    db.schema
      .createTable('cuentas_eliminadas')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('eliminado_at', 'datetime', (c) => c.notNull()),
  ).execute();
  await db.schema
    .alterTable('email_outbox')
    .addColumn('anonimizar_tras_envio', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('email_outbox_to_idx').on('email_outbox').column('to_address').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_to_idx').on('email_outbox').execute();
  await db.schema.alterTable('email_outbox').dropColumn('anonimizar_tras_envio').execute();
  await db.schema.dropTable('cuentas_eliminadas').execute();
  await db.schema.dropTable('consentimientos').execute();
}
