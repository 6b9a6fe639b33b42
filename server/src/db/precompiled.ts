import { CompiledQuery, type QueryResult } from 'kysely';
import { dialectOf, type Db, type Dialect } from './database.js';

const MARK = '\u0000param:';

/**
 * A hot query built and compiled by Kysely once per dialect, then run with new values. For the
 * small statements of the booking path Kysely's builder and compiler cost more CPU than SQLite's
 * own work, on every request. `build` receives stand-ins for the named values (read them as
 * `p.name`; the query must pass each as a value, never as SQL); every other value in it is a
 * constant of the query. Running it keeps Kysely's executor: same connection handling,
 * transactions and result shape as a built query.
 */
export function precompile<P extends Record<string, unknown>, R = unknown>(build: (db: Db, p: P) => CompiledQuery<R>) {
  const compiled = new Map<Dialect, { sql: string; slots: ({ name: string } | { constant: unknown })[] }>();
  return (db: Db, values: P): Promise<QueryResult<R>> => {
    const dialect = dialectOf(db);
    let query = compiled.get(dialect);
    if (!query) {
      const stand = new Proxy({} as P, { get: (_target, name) => `${MARK}${String(name)}` });
      const q = build(db, stand);
      query = {
        sql: q.sql,
        slots: q.parameters.map((v) => (typeof v === 'string' && v.startsWith(MARK) ? { name: v.slice(MARK.length) } : { constant: v })),
      };
      compiled.set(dialect, query);
    }
    const parameters = query.slots.map((s) => {
      if ('constant' in s) return s.constant;
      const v = values[s.name];
      if (v === undefined) throw new Error(`precompiled query: no value for ${s.name}`);
      return v;
    });
    return db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<R>);
  };
}

/** The stand-ins of `columns` as an insert row: `values(row(p, COLUMNS))`. */
export function row<P extends Record<string, unknown>, K extends keyof P>(p: P, columns: readonly K[]): Pick<P, K> {
  return Object.fromEntries(columns.map((c) => [c, p[c]])) as Pick<P, K>;
}
