import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.js';

/**
 * The tools of /perfil, sensitive health data under Ley 1581 (docs/architecture.md §23):
 * - `consentimientos.finalidad`: what an account's consent is for — NULL for the sign-up's, `herramientas`
 *   for the tools' own (asked at their first use; nothing below is written without it);
 * - `progreso_mediciones`: one day of the person's log (weight, waist, hip; each optional), unique per
 *   account and day, so logging a day twice replaces it;
 * - `herramientas_ajustes`: one row per account: goal weight, the daily e-mail's opt-in, the coach's
 *   private note about the person;
 * - `reto_checkins`: Mi reto's daily check-in, one per enrolment and day N (unique), with the Colombia
 *   day it is about; the weight of the day goes to `progreso_mediciones` (one weight log);
 * - `reto_correos_diarios`: the 07:00 plan e-mail claimed per enrolment and day: its primary key lets
 *   exactly one process insert it, in the transaction that queues the e-mail (docs/architecture.md §21).
 * Rows go with the account (the module's personal-data owner erases them; the foreign keys cascade too).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const mysql = dialectOf(db) === 'mysql';
  const table = (name: string) => {
    const t = db.schema.createTable(name);
    return mysql ? t.modifyEnd(sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`) : t;
  };

  await db.schema.alterTable('consentimientos').addColumn('finalidad', 'varchar(32)').execute();

  await table('progreso_mediciones')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fecha', 'varchar(10)', (c) => c.notNull())
    .addColumn('peso_kg', sql`decimal(5,2)`)
    .addColumn('cintura_cm', sql`decimal(5,2)`)
    .addColumn('cadera_cm', sql`decimal(5,2)`)
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .addUniqueConstraint('progreso_mediciones_dia_uq', ['user_id', 'fecha'])
    .execute();

  await table('herramientas_ajustes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('peso_meta_kg', sql`decimal(5,2)`)
    .addColumn('correo_diario', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nota_coach', 'text')
    .addColumn('nota_coach_at', 'datetime')
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .execute();

  await table('reto_checkins')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('inscripcion_id', 'integer', (c) => c.notNull().references('reto_inscripciones.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dia', 'integer', (c) => c.notNull())
    .addColumn('fecha', 'varchar(10)', (c) => c.notNull())
    .addColumn('vasos_agua', 'integer')
    .addColumn('comidas_plan', 'integer')
    .addColumn('minutos_ejercicio', 'integer')
    .addColumn('horas_sueno', sql`decimal(3,1)`)
    .addColumn('animo', 'integer')
    .addColumn('nota', 'varchar(500)')
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .addUniqueConstraint('reto_checkins_dia_uq', ['inscripcion_id', 'dia'])
    .execute();
  await db.schema.createIndex('reto_checkins_user_idx').on('reto_checkins').columns(['user_id', 'fecha']).execute();

  await table('reto_correos_diarios')
    .addColumn('inscripcion_id', 'integer', (c) => c.notNull().references('reto_inscripciones.id').onDelete('cascade'))
    .addColumn('dia', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'datetime', (c) => c.notNull())
    .addPrimaryKeyConstraint('reto_correos_diarios_pk', ['inscripcion_id', 'dia'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reto_correos_diarios').execute();
  await db.schema.dropTable('reto_checkins').execute();
  await db.schema.dropTable('herramientas_ajustes').execute();
  await db.schema.dropTable('progreso_mediciones').execute();
  await db.schema.alterTable('consentimientos').dropColumn('finalidad').execute();
}
