import type { Config } from './config.js';
import type { AppDeps } from './app-deps.js';
import { closeDatabase, createDatabase } from './db/database.js';
import { declareMediaReferences } from './db/media-references.js';
import { migrateToLatest } from './db/migrate.js';
import { isEmpty, seedDemoContent } from './db/seed.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createMailTransport, type MailTransport } from './lib/mail-transport.js';
import { createOutboxWorker } from './mail/outbox.js';
import { ensureInitialAdmin } from './modules/admin-auth/admin-accounts.js';
import { declareActivityKinds } from './modules/activity/index.js';
import type { SearchIndexer } from './modules/search/index.js';
import type { Worker, WorkersOf } from './modules/server-module.js';
import {
  activityKindsOf,
  createSiteSearchIndexer,
  mediaReferencesOf,
  outboxSubjectsOf,
  SERVER_MODULES,
  wireModules,
  type ServerModules,
} from './modules.js';

interface RuntimeBase extends AppDeps {
  transport: MailTransport;
  /** Every module's timed worker by name, in the list's order (start.ts starts them, close() stops them in reverse). */
  workers: ReadonlyMap<string, Worker>;
  /** The search index's reconciliation with its sources (started after listen). */
  searchIndex: SearchIndexer;
  close(): Promise<void>;
}

/**
 * The runtime, with each module's worker also under its own name (`runtime.blogPublisher`), typed
 * after the production list (SERVER_MODULES); a worker its factory did not create (Wompi's
 * reconciliation without Wompi's keys) is undefined.
 */
export type Runtime = RuntimeBase & WorkersOf<typeof SERVER_MODULES>;

/**
 * Opens the database, migrates, seeds an empty one, declares the modules' media columns and
 * activity kinds, and wires the search index's reconciliation, the e-mail outbox and every
 * module's timed workers (`modules`: server/src/modules.ts; a test may add one of its own).
 */
export async function createRuntime(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  clock: Clock = systemClock,
  modules: ServerModules = SERVER_MODULES,
): Promise<Runtime> {
  // Checked before anything opens: an action with no declared kind, or declared twice, stops the start.
  const activityKinds = activityKindsOf(modules);
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  declareMediaReferences(db, mediaReferencesOf(modules));
  declareActivityKinds(db, activityKinds);
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
  const searchIndex = createSiteSearchIndexer({ db, logger }, modules);
  const transport = createMailTransport({ smtpUrl: config.mail.smtpUrl, dir: config.mail.dir, logger });
  const outbox = createOutboxWorker({
    db,
    transport,
    from: config.mail.from,
    intervalMs: config.mail.workerIntervalMs,
    maxAttempts: config.mail.maxAttempts,
    logger,
    clock,
    subjects: outboxSubjectsOf(modules),
  });
  const deps: AppDeps = { config, db, logger, outbox, clock };
  const wiring = wireModules(deps, modules);
  const workers = new Map<string, Worker>();
  const named: Record<string, Worker | undefined> = {};
  for (const m of modules) {
    for (const [name, worker] of Object.entries<Worker | undefined>(m.workers?.(deps, wiring) ?? {})) {
      if (name in named) throw new Error(`runtime: two modules declare a worker named ${name} (${m.name})`);
      named[name] = worker;
      if (worker) workers.set(name, worker);
    }
  }
  const runtime: RuntimeBase = {
    ...deps,
    transport,
    workers,
    searchIndex,
    async close() {
      await searchIndex.stop();
      // The modules' workers before the outbox, in reverse: a pass still running queues its e-mails first.
      for (const worker of [...workers.values()].reverse()) await worker.stop();
      await outbox.stop();
      transport.close();
      await closeDatabase(db);
    },
  };
  for (const name of Object.keys(named)) {
    if (name in runtime) throw new Error(`runtime: a worker may not be named ${name}`);
  }
  // the names are those the modules declared: the typed view holds for the list it was built from
  return Object.assign(named, runtime) as unknown as Runtime;
}
