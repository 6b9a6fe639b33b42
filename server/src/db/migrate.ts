import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './database.js';
import * as m001 from './migrations/001_initial.js';
import * as m002 from './migrations/002_session_version.js';
import * as m003 from './migrations/003_booking_lifecycle.js';
import * as m004 from './migrations/004_retention.js';
import * as m005 from './migrations/005_consents.js';
import * as m006 from './migrations/006_calendar_feed.js';
import * as m007 from './migrations/007_admin_2fa_activity.js';
import * as m008 from './migrations/008_agenda_indexes.js';
import * as m009 from './migrations/009_agenda_search_index.js';
import * as m010 from './migrations/010_shop_catalog.js';
import * as m011 from './migrations/011_shop_orders.js';
import * as m012 from './migrations/012_blog.js';
import * as m013 from './migrations/013_wompi_payments.js';
import * as m014 from './migrations/014_retos.js';
import * as m015 from './migrations/015_search.js';
import * as m017 from './migrations/017_reto_tools.js';
import * as m018 from './migrations/018_consent_revocation.js';
import * as m019 from './migrations/019_money_bigint.js';
import * as m020 from './migrations/020_order_lifecycle.js';
import * as m021 from './migrations/021_reto_slugs.js';
import * as m022 from './migrations/022_admin_email_lower_case.js';

/** Migrations are listed here (not read from disk) so they work the same under tsx, vitest and a bundle. */
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_session_version': m002,
  '003_booking_lifecycle': m003,
  '004_retention': m004,
  '005_consents': m005,
  '006_calendar_feed': m006,
  '007_admin_2fa_activity': m007,
  '008_agenda_indexes': m008,
  '009_agenda_search_index': m009,
  '010_shop_catalog': m010,
  '011_shop_orders': m011,
  '012_blog': m012,
  '013_wompi_payments': m013,
  '014_retos': m014,
  '015_search': m015,
  '017_reto_tools': m017,
  '018_consent_revocation': m018,
  '019_money_bigint': m019,
  '020_order_lifecycle': m020,
  '021_reto_slugs': m021,
  '022_admin_email_lower_case': m022,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
