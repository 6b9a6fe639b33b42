import { type Kysely, MysqlAdapter, sql } from 'kysely';

/**
 * The booking's lifecycle: a status instead of the verified flag alone, who cancelled
 * and why, the calendar invitation's SEQUENCE, and the reminders already sent. The manage link's
 * token lives in auth_tokens (purpose booking_manage) like every other e-mailed secret.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = db.getExecutor().adapter instanceof MysqlAdapter;
  await db.schema
    .alterTable('registros')
    .addColumn('estado', 'varchar(20)', (c) => c.notNull().defaultTo('pendiente'))
    .execute();
  await db.schema.alterTable('registros').addColumn('cancelado_por', 'varchar(10)').execute();
  await db.schema.alterTable('registros').addColumn('motivo_cancelacion', 'varchar(500)').execute();
  await db.schema.alterTable('registros').addColumn('cancelado_at', 'datetime').execute();
  await db.schema.alterTable('registros').addColumn('reprogramado_at', 'datetime').execute();
  await db.schema
    .alterTable('registros')
    .addColumn('secuencia_ics', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE registros SET estado = 'confirmada' WHERE verified = 1`.execute(db);
  await db.schema.createIndex('registros_estado_fecha_idx').on('registros').columns(['estado', 'fecha_asesoria']).execute();

  const reminders = db.schema
    .createTable('booking_reminders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('registro_id', 'integer', (c) => c.notNull())
    .addColumn('offset_minutes', 'integer', (c) => c.notNull())
    /** The appointment instant the reminder was for: a rescheduled booking gets new ones. */
    .addColumn('fecha_asesoria', 'datetime', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addUniqueConstraint('booking_reminders_once', ['registro_id', 'offset_minutes', 'fecha_asesoria']);
  await (mysql ? reminders.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : reminders).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_reminders').execute();
  await db.schema.dropIndex('registros_estado_fecha_idx').on('registros').execute();
  for (const c of ['estado', 'cancelado_por', 'motivo_cancelacion', 'cancelado_at', 'reprogramado_at', 'secuencia_ics']) {
    await db.schema.alterTable('registros').dropColumn(c).execute();
  }
}
