import { loadConfig } from '../config.js';
import { closeDatabase, createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

const config = loadConfig();
const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
} finally {
  await closeDatabase(db);
}
