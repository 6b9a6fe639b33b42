// npm run db:backup [-- <folder>]: the database and the uploads in one dated archive (db/backup.ts).
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createBackup } from '../db/backup.js';

const config = loadConfig();
try {
  const archive = await createBackup(config, { outDir: process.argv[2] ? path.resolve(process.argv[2]) : config.backupDir });
  console.log(`Copia de seguridad creada: ${archive}`);
} catch (err) {
  console.error(`No se pudo crear la copia de seguridad: ${(err as Error).message}`);
  process.exit(1);
}
