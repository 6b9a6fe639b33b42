import { sql } from 'kysely';
import { dialectOf, type DB } from './database.js';

/**
 * A value that differs whenever the database's contents may have changed since it was read, for
 * caches of derived figures (the agenda's totals); null where no cheap one exists (MySQL: several
 * servers write, and nothing short of the data says so), and callers then compute every time.
 *
 * SQLite: `data_version` moves when another connection commits (another process, a script, the
 * restore) and `total_changes()` counts this connection's own row changes, rolled back or not. A
 * write between reading the token and computing the figure makes the next token differ, so a
 * stale figure is never served twice.
 */
export async function changeToken(db: DB): Promise<string | null> {
  if (dialectOf(db) === 'mysql') return null;
  const { rows } = await sql<{
    v: number;
    c: number;
  }>`select (select data_version from pragma_data_version) as v, total_changes() as c`.execute(db);
  return `${rows[0]!.v}:${rows[0]!.c}`;
}

/**
 * Figures keyed by a string, kept while the database's change token stays the same (at most `max`
 * keys: the oldest goes first).
 */
export function createChangeCache<T>(db: DB, max = 100) {
  const entries = new Map<string, { token: string; value: T }>();
  return async function cached(key: string, compute: () => Promise<T>): Promise<T> {
    const token = await changeToken(db);
    if (token === null) return compute();
    const hit = entries.get(key);
    if (hit && hit.token === token) return hit.value;
    const value = await compute();
    entries.delete(key);
    entries.set(key, { token, value });
    if (entries.size > max) entries.delete(entries.keys().next().value!);
    return value;
  };
}
