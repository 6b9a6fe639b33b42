import { type Kysely, MysqlAdapter, sql } from 'kysely';

/**
 * Two-factor admin login and the activity log (ADR 010). The TOTP secret is kept
 * encrypted (lib/secret-box.ts); the recovery codes only as SHA-256. The login challenges are rows
 * of auth_tokens (purposes admin_2fa and admin_2fa_setup). The activity log is append-only: the
 * app has no statement that updates or deletes its rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  const inno = <T extends { modifyEnd: (s: ReturnType<typeof sql>) => T }>(t: T) =>
    mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;

  await db.schema.alterTable('admins').addColumn('totp_secret', 'varchar(255)').execute();
  await db.schema.alterTable('admins').addColumn('totp_pending_secret', 'varchar(255)').execute();
  await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'datetime').execute();
  // The last accepted 30 s step: a code of that step or an older one is refused (no replay).
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'bigint').execute();

  await inno(
    db.schema
      .createTable('admin_recovery_codes')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('admin_id', 'integer', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('used_at', 'datetime')
      .addColumn('created_at', 'datetime', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('admin_recovery_codes_admin_idx').on('admin_recovery_codes').columns(['admin_id', 'code_hash']).execute();

  await inno(
    db.schema
      .createTable('admin_activity')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('created_at', 'datetime', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      // The name at the time: a failed login has no admin id, and names can change.
      .addColumn('admin_username', 'varchar(100)')
      .addColumn('action', 'varchar(64)', (c) => c.notNull())
      .addColumn('target', 'varchar(255)')
      .addColumn('detail', mysql ? sql`mediumtext` : sql`text`)
      .addColumn('ip', 'varchar(64)'),
  ).execute();
  await db.schema.createIndex('admin_activity_created_idx').on('admin_activity').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('admin_activity_action_idx').on('admin_activity').columns(['action', 'created_at']).execute();
  await db.schema.createIndex('admin_activity_admin_idx').on('admin_activity').columns(['admin_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_activity').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  for (const c of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret']) {
    await db.schema.alterTable('admins').dropColumn(c).execute();
  }
}
