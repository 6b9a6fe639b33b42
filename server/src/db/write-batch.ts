import { CompiledQuery, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import { dialectOf, type DB } from './database.js';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

const queues = new WeakMap<DB, Job[]>();
const SAVEPOINT = CompiledQuery.raw('savepoint write_batch_item');
const RELEASE = CompiledQuery.raw('release write_batch_item');
const ROLLBACK_TO = CompiledQuery.raw('rollback to write_batch_item');

/**
 * Runs `work` in a transaction, like `db.transaction().execute(work)`; the promise settles once
 * that transaction has committed (or failed).
 *
 * On SQLite, writes sharing one event-loop turn share one transaction (group commit, ADR 007):
 * SQLite has a single writer and better-sqlite3 runs every statement on the event loop, so the
 * COMMIT — writing each touched page to the WAL — was the largest single cost of a booking.
 * Each work runs inside its own SAVEPOINT: a work that throws (e.g. the UNIQUE slot_key refusing
 * a double booking) is rolled back alone and gets its own error, the others carry on; a failed
 * COMMIT fails every work of the batch, so no caller is ever told "stored" for a write that was not.
 * On MySQL each work keeps its own transaction: the pool runs them in parallel and InnoDB already
 * groups commits.
 */
export function writeTransaction<T>(db: DB, work: Work<T>): Promise<T> {
  if (dialectOf(db) !== 'sqlite') return db.transaction().execute(work);
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queues.set(db, (queue = []));
      setImmediate(() => void runBatch(db, queue!));
    }
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}

async function runBatch(db: DB, jobs: Job[]): Promise<void> {
  queues.delete(db);
  // Successes are told only after the COMMIT; a work's own failure is final at once.
  const done: { job: Job; value: unknown }[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const job of jobs) {
        await trx.executeQuery(SAVEPOINT);
        let value: unknown;
        try {
          value = await job.work(trx);
        } catch (err) {
          await trx.executeQuery(ROLLBACK_TO);
          await trx.executeQuery(RELEASE);
          job.reject(err);
          continue;
        }
        await trx.executeQuery(RELEASE);
        done.push({ job, value });
      }
    });
  } catch (err) {
    // The batch's transaction failed as a whole (COMMIT, or SQLite rolled everything back): every
    // work not yet refused on its own is refused now (a settled promise ignores a second reject).
    for (const job of jobs) job.reject(err);
    return;
  }
  for (const { job, value } of done) job.resolve(value);
}
