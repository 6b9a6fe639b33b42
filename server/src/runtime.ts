import type { Config } from './config.js';
import type { AppDeps } from './app-deps.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isEmpty, seedDemoContent } from './db/seed.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createMailTransport, type MailTransport } from './lib/mail-transport.js';
import { createOutboxWorker } from './modules/email/outbox.js';
import { ensureInitialAdmin } from './modules/admin-auth/admin-accounts.js';

export interface Runtime extends AppDeps {
  transport: MailTransport;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds an empty one, and wires the e-mail outbox. */
export async function createRuntime(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<Runtime> {
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ applied }, 'database migrated');
  if (await ensureInitialAdmin(db, config.initialAdmin, config.bcryptCost)) {
    logger.info({ username: config.initialAdmin?.username }, 'first admin created from ADMIN_* settings');
  }
  if (config.seedDemo && (await isEmpty(db))) {
    await seedDemoContent(db, config.uploadsDir);
    logger.info('demo content seeded');
  }
  const transport = createMailTransport({ smtpUrl: config.mail.smtpUrl, dir: config.mail.dir, logger });
  const outbox = createOutboxWorker({
    db,
    transport,
    from: config.mail.from,
    intervalMs: config.mail.workerIntervalMs,
    maxAttempts: config.mail.maxAttempts,
    logger,
  });
  return {
    config,
    db,
    logger,
    outbox,
    transport,
    async close() {
      await outbox.stop();
      transport.close();
      await db.destroy();
    },
  };
}
