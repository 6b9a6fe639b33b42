import type { Config } from './config.js';
import type { AppDeps } from './app-deps.js';
import { closeDatabase, createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isEmpty, seedDemoContent } from './db/seed.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createMailTransport, type MailTransport } from './lib/mail-transport.js';
import { createOutboxWorker } from './mail/outbox.js';
import { ensureInitialAdmin } from './modules/admin-auth/admin-accounts.js';
import { createReminderWorker, type ReminderWorker } from './modules/booking/reminders.service.js';
import { createRetentionWorker, type RetentionWorker } from './modules/privacy/retention.service.js';
import { createOrderPaymentWorker, type OrderPaymentWorker } from './modules/orders/index.js';
import { createWompiReconcileWorker, wompiPayments, type WompiReconcileWorker } from './modules/payments/index.js';
import { createBlogPublisher, type BlogPublisher } from './modules/blog/index.js';
import { createRetoDailyMailWorker, type RetoDailyMailWorker } from './modules/health-tools/index.js';
import { personalDataOwners } from './personal-data-owners.js';
import { createSearchIndexer, type SearchIndexer } from './modules/search/index.js';
import { searchSources } from './search-sources.js';

export interface Runtime extends AppDeps {
  transport: MailTransport;
  reminders: ReminderWorker;
  /** Unpaid shop orders: the payment reminder halfway, the expiry at ORDER_PAYMENT_HOURS. */
  orderPayments: OrderPaymentWorker;
  /** Asks Wompi about online payments still pending; undefined without Wompi's keys. */
  wompiReconcile?: WompiReconcileWorker;
  retention: RetentionWorker;
  /** Publishes the blog's scheduled posts at their time. */
  blogPublisher: BlogPublisher;
  /** Mi reto's opt-in plan e-mail, once per enrolment and day from 07:00 Colombia time. */
  retoDailyMail: RetoDailyMailWorker;
  /** The search index's reconciliation with its sources (started after listen). */
  searchIndex: SearchIndexer;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates, seeds an empty one, and wires the search index's reconciliation, the e-mail outbox, the booking
 * reminders, the unpaid orders' reminders and expiry, and the retention of personal data.
 */
export async function createRuntime(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  clock: Clock = systemClock,
): Promise<Runtime> {
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
  // Fills the site search's index the first time and follows what changed outside the services:
  // started once the server listens (start.ts), so a start with thousands of documents to index
  // serves at once.
  const searchIndex = createSearchIndexer({ db, logger }, searchSources);
  const transport = createMailTransport({ smtpUrl: config.mail.smtpUrl, dir: config.mail.dir, logger });
  const outbox = createOutboxWorker({
    db,
    transport,
    from: config.mail.from,
    intervalMs: config.mail.workerIntervalMs,
    maxAttempts: config.mail.maxAttempts,
    logger,
    clock,
  });
  const reminders = createReminderWorker({ db, config, clock, logger, outbox });
  const orderPayments = createOrderPaymentWorker({ db, config, clock, logger, outbox, payments: wompiPayments });
  const wompiReconcile = createWompiReconcileWorker({ db, config, clock, logger, outbox });
  const retention = createRetentionWorker({ db, config, clock, logger, owners: personalDataOwners });
  const blogPublisher = createBlogPublisher({ db, config, clock, logger });
  const retoDailyMail = createRetoDailyMailWorker({ db, config, clock, logger, outbox });
  return {
    config,
    db,
    logger,
    outbox,
    clock,
    transport,
    reminders,
    orderPayments,
    wompiReconcile,
    retention,
    blogPublisher,
    retoDailyMail,
    searchIndex,
    async close() {
      await searchIndex.stop();
      await blogPublisher.stop();
      // before the outbox: a pass still running queues its e-mails first
      await retoDailyMail.stop();
      await retention.stop();
      // Reminders first: a pass still running queues its e-mails before the outbox stops.
      await reminders.stop();
      await orderPayments.stop();
      await wompiReconcile?.stop();
      await outbox.stop();
      transport.close();
      await closeDatabase(db);
    },
  };
}
