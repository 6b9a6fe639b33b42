import { sql } from 'kysely';
import type { DB } from '../../src/db/database.js';

/**
 * What an answer must never carry: the insides of the server. Used on every error body of the
 * security suite (and, for stack traces and driver errors, on every body).
 */
const STACK = [/\n\s+at\s/, /\bat [\w$.<>]+ \([^)]*:\d+:\d+\)/, /\.(?:ts|js|mjs|cjs):\d+(?::\d+)?/];
const DRIVER = [/SQLITE_[A-Z_]+/, /\bER_[A-Z_]{3,}/, /sqlMessage|sqlState|errno/i, /better-sqlite3|mysql2|kysely/i];
const SQL_TEXT = [
  /\bselect\b[\s\S]{0,200}\bfrom\b/i,
  /\binsert\s+into\b/i,
  /\bupdate\s+`?\w+`?\s+set\b/i,
  /\bdelete\s+from\b/i,
  /\bdrop\s+table\b/i,
  /syntax error|near "/i,
];
const PATHS = [/\/(?:work|home|tmp|usr|var|opt|root)\//, /node_modules/, /[A-Za-z]:\\\\/, /\bfile:\/\//];

/** Problems in a body that must only speak to the visitor (empty = clean). */
export function leaksIn(body: string, { error }: { error: boolean }): string[] {
  const found: string[] = [];
  const check = (label: string, patterns: RegExp[]) => {
    for (const p of patterns) if (p.test(body)) found.push(`${label} (${p})`);
  };
  check('stack trace', STACK);
  check('database driver detail', DRIVER);
  // Success bodies may legitimately echo what the admin saved (e.g. a text containing "drop table").
  if (error) {
    check('SQL text', SQL_TEXT);
    check('file path', PATHS);
  }
  return found;
}

/**
 * Every row of every table except the rate-limit counters and the activity log (a refused login is
 * recorded there on purpose), as one comparable string.
 */
export async function databaseFingerprint(db: DB): Promise<string> {
  const parts = await Promise.all(
    (await fingerprintTables(db)).map(async (name) => {
      // The outbox worker updates delivery columns in the background; the rows themselves are what counts.
      const query =
        name === 'email_outbox'
          ? sql<Record<string, unknown>>`select id, to_address, subject from email_outbox`
          : sql<Record<string, unknown>>`select * from ${sql.table(name)}`;
      const { rows } = await query.execute(db);
      const lines = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).sort();
      return `${name}:${lines.length}\n${lines.join('\n')}`;
    }),
  );
  return parts.join('\n---\n');
}

/**
 * The tables a fingerprint reads, asked of the database once per connection pool: the sweeps take
 * two fingerprints per refused request (thousands per run), and on MySQL the introspection query
 * cost as much as reading the rows. The schema does not change while a suite runs.
 */
const tablesOf = new WeakMap<DB, Promise<string[]>>();
function fingerprintTables(db: DB): Promise<string[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = db.introspection.getTables().then((all) =>
      all
        .map((t) => t.name)
        .filter((n) => n !== 'rate_limits' && n !== 'admin_activity' && !n.startsWith('kysely_'))
        .sort(),
    );
    tablesOf.set(db, tables);
  }
  return tables;
}

/** Row counts per table (for messages: which table changed). */
export function fingerprintDiff(before: string, after: string): string {
  const heads = (s: string) =>
    Object.fromEntries(
      s.split('\n---\n').map((block) => {
        const [head] = block.split('\n');
        const i = head.lastIndexOf(':');
        return [head.slice(0, i), `${head.slice(i + 1)} rows`];
      }),
    );
  const a = heads(before);
  const b = heads(after);
  const changed = Object.keys({ ...a, ...b }).filter((t) => {
    const blockOf = (s: string) => s.split('\n---\n').find((x) => x.startsWith(`${t}:`));
    return blockOf(before) !== blockOf(after);
  });
  return changed.map((t) => `${t}: ${a[t]} → ${b[t]}`).join(', ');
}
