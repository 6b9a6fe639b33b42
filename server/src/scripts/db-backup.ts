// npm run db:backup [-- <folder>]: the database and the uploads in one dated archive (db/backup.ts).
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createBackup } from '../db/backup.js';
import { MEDIA_REFERENCES } from '../modules.js';

const config = loadConfig();
try {
  const { archive, missingMedia } = await createBackup(config, {
    outDir: process.argv[2] ? path.resolve(process.argv[2]) : config.backupDir,
    mediaReferences: MEDIA_REFERENCES,
  });
  console.log(`Copia de seguridad creada: ${archive}`);
  if (missingMedia.length > 0)
    console.warn(`Faltan en la carpeta de medios ${missingMedia.length} archivos que la base de datos usa:\n${missingMedia.join('\n')}`);
} catch (err) {
  console.error(`No se pudo crear la copia de seguridad: ${(err as Error).message}`);
  process.exit(1);
}
