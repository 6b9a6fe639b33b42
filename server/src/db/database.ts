import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createPool } from 'mysql2';
import {
  CompiledQuery,
  Kysely,
  MysqlDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  MysqlAdapter,
  type DatabaseConnection,
  type Driver,
  type QueryExecutor,
  type Transaction,
} from 'kysely';
import type { Database } from './schema.js';
import { startWalCheckpointer } from './wal-checkpointer.js';
import { observeWrites, TableChanges, type TablesChangedListener } from './table-changes.js';

export type DB = Kysely<Database>;
/** What a repo function runs its SQL on: the database itself, or the transaction it joins. */
export type Db = Kysely<Database> | Transaction<Database>;
export type Dialect = 'sqlite' | 'mysql';

export interface DatabaseOptions {
  /** mysql://… selects MySQL/MariaDB; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string;
  sqliteFile: string;
}

export function createDatabase(opts: DatabaseOptions): DB {
  if (opts.databaseUrl) {
    const pool = createPool({
      uri: opts.databaseUrl,
      timezone: 'Z',
      dateStrings: true,
      charset: 'utf8mb4_unicode_ci',
      decimalNumbers: true,
      supportBigNumbers: true,
      connectionLimit: 10,
      connectTimeout: 5000,
      enableKeepAlive: true,
    });
    const changes = new TableChanges();
    const db = new Kysely<Database>({ dialect: observeWrites(new MysqlDialect({ pool }), changes) });
    tableChanges.set(db, changes);
    return db;
  }
  if (opts.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(opts.sqliteFile), { recursive: true });
  const sqlite = new SQLite(opts.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Checkpoints on a worker thread instead of inside a COMMIT (wal-checkpointer.ts, ADR 007).
  const checkpointer = opts.sqliteFile === ':memory:' ? undefined : startWalCheckpointer(sqlite, opts.sqliteFile);
  let closed: Promise<void> = Promise.resolve();
  const changes = new TableChanges();
  const db = new Kysely<Database>({
    dialect: observeWrites(
      new ImmediateSqliteDialect({
        database: withStatementCache(sqlite, () => {
          if (checkpointer) closed = checkpointer.stop();
        }),
      }),
      changes,
    ),
  });
  afterClose.set(db, () => closed);
  tableChanges.set(db, changes);
  return db;
}

const tableChanges = new WeakMap<DB, TableChanges>();

/**
 * Calls `listener` with the tables each committed write of this process changed (db/table-changes.ts),
 * for in-process caches of answers derived from them. Returns the unsubscribe function.
 */
export function onTablesChanged(db: DB, listener: TablesChangedListener): () => void {
  const changes = tableChanges.get(db);
  if (!changes) throw new Error('onTablesChanged: not a database made by createDatabase');
  return changes.subscribe(listener);
}

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), waiting for it under
 * busy_timeout. A plain BEGIN takes it at the first write instead, and a transaction that has read
 * first and then finds the lock held (the WAL checkpointer restarting the WAL, a backup, a script)
 * gets SQLITE_BUSY at once, without waiting: a booking answered 503. The app has one connection,
 * so taking the lock early costs it nothing.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver() as SqliteDriver;
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(BEGIN_IMMEDIATE);
    };
    return driver;
  }
}

/** What is still running once Kysely has closed a connection (Kysely does not await it). */
const afterClose = new WeakMap<DB, () => Promise<void>>();

/**
 * Closes the database and waits until nothing touches its files any more (the SQLite WAL
 * checkpointer's thread has closed its connection): after this the folder can be removed or copied.
 */
export async function closeDatabase(db: DB): Promise<void> {
  await db.destroy();
  await afterClose.get(db)?.();
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable, so the SQL text → statement
 * map saves the prepare on every hot query (Kysely runs each statement to completion synchronously,
 * so a cached statement is never used by two queries at once). `beforeClose` runs when Kysely closes
 * the connection (db.destroy(), via closeDatabase): the WAL checkpointer's last checkpoint and its thread's end.
 */
function withStatementCache(sqlite: SQLite.Database, beforeClose: () => void): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === 'close') {
        return () => {
          beforeClose();
          return target.close();
        };
      }
      if (prop === 'prepare') {
        return (source: string) => {
          let stmt = cache.get(source);
          if (!stmt) {
            stmt = prepare(source);
            if (cache.size > 500) cache.clear();
            cache.set(source, stmt);
          }
          return stmt;
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Any Kysely handle (a database, a transaction, a migration's untyped one). */
export function dialectOf(db: { getExecutor(): QueryExecutor }): Dialect {
  return db.getExecutor().adapter instanceof MysqlAdapter ? 'mysql' : 'sqlite';
}

/** A UNIQUE constraint refused the write (both drivers). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number } | null;
  return (
    !!e &&
    (e.code === 'ER_DUP_ENTRY' || e.errno === 1062 || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
  );
}

/** A MySQL deadlock victim (InnoDB rolled the transaction back; running it again is safe). */
export function isDeadlock(err: unknown): boolean {
  const e = err as { code?: string; errno?: number } | null;
  return !!e && (e.code === 'ER_LOCK_DEADLOCK' || e.errno === 1213);
}

/**
 * Runs a transaction again when MySQL picks it as a deadlock victim: the statement order of the
 * booking writes makes deadlocks unlikely, not impossible. Other errors pass through.
 */
export async function withDeadlockRetry<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (!isDeadlock(err) || i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 10 * i + Math.random() * 20));
    }
  }
}

/** The database could not be reached (connection refused, lost, timed out, too many). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; fatal?: boolean } | null;
  if (!e) return false;
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'ENOTFOUND',
      'PROTOCOL_CONNECTION_LOST',
      'ER_CON_COUNT_ERROR',
      'POOL_CLOSED',
      'SQLITE_BUSY',
      'SQLITE_CANTOPEN',
      'SQLITE_IOERR',
    ].includes(e.code ?? '') || e.fatal === true
  );
}

export async function pingDatabase(db: DB, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
