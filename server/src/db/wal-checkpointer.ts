import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * WAL checkpoints off the event loop (SQLite only, ADR 007).
 *
 * By default SQLite checkpoints inside the COMMIT that takes the WAL past 1000 pages, and with
 * synchronous=NORMAL that checkpoint fsyncs the WAL and the database file. better-sqlite3 is
 * synchronous, so the whole server stood still for 5–500 ms every ~80 bookings on this
 * project's machines: the worst of the booking latency tail. Here the app's connection does not
 * checkpoint (wal_autocheckpoint=0) and a worker thread with its own connection runs PASSIVE
 * checkpoints, which never wait for (or block) the app's reader and writer — the arrangement the
 * SQLite documentation describes ("Application-Initiated Checkpoints", sqlite.org/wal.html).
 *
 * Commits still reach the WAL before their answer; the fsyncs that make them survive a power
 * loss happen on the worker, within ≈ 100 ms of a commit (by default: once 1000 pages piled up).
 * A WAL restarts from its beginning only once a checkpoint has caught up with every commit,
 * which a burst of writes can postpone; should it ever pass MAX_WAL_FRAMES, the app's connection
 * checkpoints inline again (SQLite's default) until the worker reports it small. If the worker
 * dies, the default comes back too.
 */

const CHECK_EVERY_MS = 100;
/** ≈ 256 MB of 4 KiB pages: far above a burst of thousands of bookings, yet a bound. */
const MAX_WAL_FRAMES = 65_536;
/** After a burst the restarted WAL file is cut back to this size. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;
/** ≈ 16 MB: past this the worker restarts the WAL (below). */
const RESTART_FRAMES = 4096;

// Plain CommonJS evaluated in the worker: it runs the same under tsx, vitest and plain node.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// No busy wait here: a RESTART that finds the app writing gives up at once (and acts as PASSIVE).
const db = new Database(workerData.file, { fileMustExist: true, timeout: 0 });
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    let [r] = db.pragma('wal_checkpoint(PASSIVE)');
    // Under a steady stream of commits a PASSIVE checkpoint never quite catches up, so the WAL is
    // never restarted and grows until the app's fallback checkpoints inline (a 100+ ms stall).
    // Past restartFrames, finish the few frames left while holding the write lock, so the next
    // commit starts the WAL from its beginning: the app waits for that short step only.
    if (r.log > workerData.restartFrames) [r] = db.pragma('wal_checkpoint(RESTART)');
    parentPort.postMessage(r.log);
  } catch {
    // busy or gone: the next tick tries again; the app's fallback bounds the WAL meanwhile
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /**
   * Checkpoints once on the app's connection (shutdown: blocking is fine), then ends the worker.
   * Resolves once the worker's thread has closed its connection: until then SQLite may still drop
   * the -wal/-shm files, so whoever removes the database folder waits for this.
   */
  stop(): Promise<void>;
}

/** A worker that does not answer the stop within this is terminated. */
const STOP_TIMEOUT_MS = 2000;

export function startWalCheckpointer(sqlite: SQLite.Database, file: string): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma('wal_autocheckpoint = 0');
  let inline = false;
  let stopped = false;
  let exited = false;
  const setInline = (on: boolean) => {
    if (on === inline || !sqlite.open) return;
    inline = on;
    sqlite.pragma(`wal_autocheckpoint = ${on ? SQLITE_DEFAULT_AUTOCHECKPOINT : 0}`);
  };

  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, everyMs: CHECK_EVERY_MS, restartFrames: RESTART_FRAMES },
  });
  worker.unref();
  worker.on('message', (frames: number) => setInline(frames > MAX_WAL_FRAMES));
  const fallBack = () => {
    if (!stopped) {
      stopped = true;
      setInline(true);
    }
  };
  worker.on('error', fallBack);
  worker.on('exit', () => {
    exited = true;
    fallBack();
  });
  const exit = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;

  return {
    stop() {
      if (stopping) return stopping;
      stopped = true;
      if (exited) return (stopping = Promise.resolve());
      // Unref'd while it runs (it must not keep a finished process alive); while it stops, it keeps
      // the process alive, or a script awaiting the close would end with its await unsettled.
      worker.ref();
      worker.postMessage('stop');
      if (sqlite.open) sqlite.pragma('wal_checkpoint(PASSIVE)');
      const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      timer.unref();
      stopping = exit.finally(() => clearTimeout(timer));
      return stopping;
    },
  };
}
