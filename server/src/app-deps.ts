import type { Config } from './config.js';
import type { DB } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { Logger } from './lib/logger.js';
import type { OutboxWorker } from './mail/outbox.js';

/** What every module's routes receive: nothing reaches a module through globals. */
export interface AppDeps {
  config: Config;
  db: DB;
  logger: Logger;
  outbox: OutboxWorker;
  /** The time every rule that depends on it reads (holds, cut-offs, reminders); tests set it. */
  clock: Clock;
}
