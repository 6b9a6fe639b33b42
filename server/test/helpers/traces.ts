import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

/**
 * The proof of an erasure (docs/architecture.md §15): every column of every table, read from the
 * database's own catalogue, searched for the person's e-mail, names and phone.
 */

/** Every table and column of the database, from its own catalogue. */
export async function allColumns(ctx: TestContext): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ctx.dialect === 'mysql') {
    const { rows } = await sql<{ t: string; c: string }>`select table_name as t, column_name as c from information_schema.columns
      where table_schema = database()`.execute(ctx.db);
    for (const r of rows) out.set(r.t, [...(out.get(r.t) ?? []), r.c]);
  } else {
    const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(ctx.db);
    for (const { name } of tables) {
      const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(ctx.db);
      out.set(
        name,
        rows.map((r) => r.name),
      );
    }
  }
  return out;
}

/** Every place (table.column) where one of the needles appears, case-insensitively. */
export async function traces(ctx: TestContext, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const columns = await allColumns(ctx);
  expect(columns.size).toBeGreaterThan(10);
  for (const [table, cols] of columns) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(ctx.db);
    for (const row of rows) {
      for (const col of cols) {
        const value = row[col] ?? row[col.toLowerCase()];
        if (value === null || value === undefined) continue;
        const text = (Buffer.isBuffer(value) ? value.toString('utf8') : String(value)).toLowerCase();
        for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${table}.${col} ∋ ${needle}`);
      }
    }
  }
  return found;
}

/** The personal-data entries of the activity log, oldest first: [action, parsed detail] (who looked, who erased). */
export async function personalDataLog(ctx: TestContext): Promise<[string, unknown][]> {
  const rows = await ctx.db
    .selectFrom('admin_activity')
    .select(['action', 'detail'])
    .where('action', 'like', 'personal_data.%')
    .orderBy('id')
    .execute();
  return rows.map((a) => [a.action, JSON.parse(a.detail!)]);
}
