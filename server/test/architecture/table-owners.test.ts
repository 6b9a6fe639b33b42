import { describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../../src/modules.js';
import { moduleFolders, schemaTables, serverSources, type SourceFile } from '../helpers/source-files.js';

/**
 * Each table has one owner, the module (or the infrastructure) that declares it in its descriptor's
 * `tables`, and only the owner writes it (docs/architecture.md §2): another module that needs a
 * change goes through the owner's exported function, so the owner's rules (its search index, its
 * e-mails, its cache) cannot be skipped. This reads the server's source: Kysely's
 * `insertInto`/`replaceInto`/`updateTable`/`deleteFrom('t')` and the raw SQL of `sql` templates.
 */

/** The demo content is written outside the services, as a start after `npm run seed` finds it (db/seed.ts). */
const DEMO_SEED = ['db/seed.ts', 'db/seed-blog.ts', 'db/seed-retos.ts'];

interface Write {
  file: string;
  writer: string;
  table: string;
}

/** The module a file belongs to (its folder under modules/), or the infrastructure (db/, mail/, lib/…). */
const writerOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1] : 'infrastructure');

function writesOf({ file, code }: SourceFile): Write[] {
  const tables = [...code.matchAll(/\b(?:insertInto|replaceInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g)].map((m) => m[1]);
  for (const template of code.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)) {
    for (const m of template[1].matchAll(
      /\b(?:insert\s+into|replace\s+into|delete\s+from)\s+([a-z_]+)|(?<!\b(?:do|key)\s+)\bupdate\s+([a-z_]+)\s+set\b/gi,
    )) {
      tables.push((m[1] ?? m[2]).toLowerCase());
    }
  }
  return tables.map((table) => ({ file, writer: writerOf(file), table }));
}

describe('each table has one owner, and only its owner writes it', () => {
  const owners = new Map<string, string[]>();
  for (const m of SERVER_MODULES) for (const t of m.tables ?? []) owners.set(t, [...(owners.get(t) ?? []), m.name]);
  const writes = serverSources()
    .filter((f) => !f.file.startsWith('db/migrations/') && !DEMO_SEED.includes(f.file))
    .flatMap(writesOf);

  it('every module folder is in SERVER_MODULES under its folder name', () => {
    const listed = SERVER_MODULES.map((m) => m.name).filter((n) => n !== 'infrastructure');
    expect([...listed].sort()).toEqual(moduleFolders());
  });

  it('every table of the schema has exactly one owner, and every declared table exists', () => {
    const tables = schemaTables().map((t) => t.table);
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((t) => owners.get(t)?.length !== 1).map((t) => `${t}: ${owners.get(t)?.join(', ') ?? 'no owner'}`)).toEqual([]);
    expect([...owners.keys()].filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('no module writes a table it does not own', () => {
    const foreign = writes.filter((w) => !owners.get(w.table)?.includes(w.writer));
    expect(foreign.map((w) => `${w.file} writes ${w.table} (owner: ${owners.get(w.table)?.join(', ') ?? 'none'})`)).toEqual([]);
  });

  it('finds the writes it looks for, builder and raw SQL (the check is not vacuous)', () => {
    expect(writes.filter((w) => w.table === 'pedidos').length).toBeGreaterThan(3);
    expect(writes).toContainEqual({ file: 'modules/privacy/retention.repo.ts', writer: 'privacy', table: 'job_leases' });
    expect(writes).toContainEqual({ file: 'db/rate-limit-store.ts', writer: 'infrastructure', table: 'rate_limits' });
  });
});
