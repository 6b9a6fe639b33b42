import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './database.js';
import * as m001 from './migrations/001_initial.js';
import * as m002 from './migrations/002_session_version.js';

/** Migrations are listed here (not read from disk) so they work the same under tsx, vitest and a bundle. */
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_session_version': m002,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
