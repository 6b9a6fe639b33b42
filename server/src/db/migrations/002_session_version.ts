import type { Kysely } from 'kysely';

/**
 * Every account's tokens carry the version of its sessions; a password reset (or an admin's
 * password set again by `admin:create`) moves it on, so the tokens issued before stop working.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['admins', 'users']) {
    await db.schema
      .alterTable(table)
      .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['admins', 'users']) await db.schema.alterTable(table).dropColumn('session_version').execute();
}
