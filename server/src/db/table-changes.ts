import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * Which tables this process's writes have changed, told after they are committed. In-process
 * caches of answers derived from tables (the public content, the availability) subscribe with
 * `onTablesChanged` and drop what read a changed table: no write path has to remember to
 * invalidate them, whichever module, repo or raw statement makes the change.
 *
 * The driver watches every statement's SQL (Kysely's builder, raw `sql` and precompiled ones
 * alike): INSERT / UPDATE / DELETE / REPLACE name their table first, after any comment; a
 * statement opening otherwise (WITH …) is searched whole. Outside a transaction the
 * change is told once the statement has run; inside one, once COMMIT has succeeded (a rollback
 * tells nothing), so a cache never refills from data a concurrent transaction has not committed.
 * Another process's writes are not seen: caches of one process keep a short TTL for them
 * (docs/architecture.md §13).
 */
export type TablesChangedListener = (tables: ReadonlySet<string>) => void;

const WRITE = /^(?:insert(?:\s+ignore)?\s+into|replace\s+into|update|delete\s+from)\s+[`"]?(\w+)/i;
/** Blanks and comments before a statement's first word. */
const LEADING = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
/** A write anywhere in a statement that does not start with one (`WITH … UPDATE t`). */
const WRITE_ANYWHERE = /\b(?:insert(?:\s+ignore)?\s+into|replace\s+into|update|delete\s+from)\s+[`"]?(\w+)/gi;

/**
 * The tables a statement writes; none for a read (or anything else). A statement opening with
 * anything but SELECT or a write (a CTE, say) is searched whole: naming a table it does not
 * write only drops a cache entry early, missing one would keep a stale one.
 */
export function writtenTables(sqlText: string): string[] {
  const statement = sqlText.replace(LEADING, '');
  if (/^select\b/i.test(statement)) return [];
  const direct = WRITE.exec(statement);
  if (direct) return [direct[1]];
  return [...statement.matchAll(WRITE_ANYWHERE)].map((m) => m[1]);
}

export class TableChanges {
  readonly #listeners = new Set<TablesChangedListener>();

  subscribe(listener: TablesChangedListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(tables: ReadonlySet<string>): void {
    if (tables.size === 0) return;
    for (const listener of this.#listeners) listener(tables);
  }
}

/** `dialect`, whose driver tells `changes` of each committed write. */
export function observeWrites(dialect: Dialect, changes: TableChanges): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new WriteObservingDriver(dialect.createDriver(), changes),
  };
}

/** Our wrapper of each connection, with the tables written by its open transaction. */
class ObservedConnection implements DatabaseConnection {
  /** Tables written inside the open transaction; undefined outside one. */
  pending: Set<string> | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly changes: TableChanges,
  ) {}

  async executeQuery<R>(query: Parameters<DatabaseConnection['executeQuery']>[0]) {
    const result = await this.inner.executeQuery<R>(query);
    const tables = writtenTables(query.sql);
    if (tables.length) {
      if (this.pending) for (const table of tables) this.pending.add(table);
      else this.changes.emit(new Set(tables));
    }
    return result;
  }

  streamQuery<R>(query: Parameters<DatabaseConnection['streamQuery']>[0], chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class WriteObservingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly changes: TableChanges,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ObservedConnection(await this.inner.acquireConnection(), this.changes);
  }

  releaseConnection = (c: DatabaseConnection) => this.inner.releaseConnection(inner(c));

  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(inner(c), settings);
    (c as ObservedConnection).pending = new Set();
  }

  async commitTransaction(c: DatabaseConnection): Promise<void> {
    const observed = c as ObservedConnection;
    try {
      await this.inner.commitTransaction(inner(c));
    } catch (err) {
      observed.pending = undefined;
      throw err;
    }
    const written = observed.pending;
    observed.pending = undefined;
    if (written) this.changes.emit(written);
  }

  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    (c as ObservedConnection).pending = undefined;
    await this.inner.rollbackTransaction(inner(c));
  }

  savepoint: Driver['savepoint'] = (c, name, compile) => this.inner.savepoint!(inner(c), name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (c, name, compile) => this.inner.rollbackToSavepoint!(inner(c), name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (c, name, compile) => this.inner.releaseSavepoint!(inner(c), name, compile);
}

const inner = (c: DatabaseConnection): DatabaseConnection => (c instanceof ObservedConnection ? c.inner : c);
