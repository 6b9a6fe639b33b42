// npm run db:restore <archive>: puts back the database and the uploads of a db:backup archive.
// Stop the server first; it migrates the restored database at its next start.
import { loadConfig } from '../config.js';
import { restoreBackup } from '../db/backup.js';

const archive = process.argv[2];
if (!archive) {
  console.error('Uso: npm run db:restore <archivo .tar.gz de npm run db:backup>');
  process.exit(1);
}
const config = loadConfig();
try {
  const info = await restoreBackup(config, archive);
  console.log(`Restaurada la copia del ${info.createdAt} (${info.dialect}) y sus archivos subidos. Inicia el servidor.`);
} catch (err) {
  console.error(`No se pudo restaurar la copia: ${(err as Error).message}`);
  process.exit(1);
}
