import { loadConfig } from '../config.js';
import { closeDatabase, createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { isEmpty, seedDemoContent } from '../db/seed.js';

const config = loadConfig();
const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
try {
  await migrateToLatest(db);
  if (await isEmpty(db)) {
    await seedDemoContent(db, config.uploadsDir);
    console.log('Contenido de demostración creado.');
  } else {
    console.log('La base de datos ya tiene contenido: no se siembra nada.');
  }
} finally {
  await closeDatabase(db);
}
