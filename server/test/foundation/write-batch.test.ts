import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, createDatabase, type DB } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import { writeTransaction } from '../../src/db/write-batch.js';
import { removeScratchDir } from '../helpers/scratch-dir.js';

type Raw = Transaction<Database>;
const insert = (trx: Raw, name: string) => sql`insert into wb_items (name) values (${name})`.execute(trx);

describe('writeTransaction on SQLite: group commit with one savepoint per write', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-write-batch-'));
  let db: DB;

  beforeAll(async () => {
    db = createDatabase({ sqliteFile: path.join(dir, 'app.db') });
    await sql`create table wb_items (id integer primary key, name text not null unique)`.execute(db);
    await sql`create table wb_parent (id integer primary key)`.execute(db);
    await sql`create table wb_child (parent_id integer not null references wb_parent (id))`.execute(db);
  });
  afterAll(async () => {
    await closeDatabase(db);
    await removeScratchDir(dir);
  });

  const names = async () => (await sql<{ name: string }>`select name from wb_items order by name`.execute(db)).rows.map((r) => r.name);

  it('runs the writes of one event-loop turn in one transaction and answers each after the commit', async () => {
    const seen: Raw[] = [];
    const results = await Promise.all(
      ['a1', 'a2', 'a3'].map((name) =>
        writeTransaction(db, async (trx) => {
          seen.push(trx);
          await insert(trx, name);
          return name.toUpperCase();
        }),
      ),
    );
    expect(results).toEqual(['A1', 'A2', 'A3']);
    expect(new Set(seen).size).toBe(1);
    expect(await names()).toEqual(['a1', 'a2', 'a3']);
  });

  it('rolls back only the write that failed (a UNIQUE refusal, a thrown error); the others are stored', async () => {
    const outcomes = await Promise.allSettled([
      writeTransaction(db, (trx) => insert(trx, 'b1')),
      writeTransaction(db, (trx) => insert(trx, 'a1')), // UNIQUE: a1 exists
      writeTransaction(db, async (trx) => {
        await insert(trx, 'b-half-done');
        throw new Error('rule refused it');
      }),
      writeTransaction(db, (trx) => insert(trx, 'b2')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect((outcomes[2] as PromiseRejectedResult).reason.message).toBe('rule refused it');
    expect(await names()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
  });

  it('fails every write of the batch when the COMMIT fails: none is told "stored", none is', async () => {
    const outcomes = await Promise.allSettled([
      writeTransaction(db, (trx) => insert(trx, 'c1')),
      writeTransaction(db, async (trx) => {
        // a deferred foreign key is checked at COMMIT: this makes the batch's COMMIT fail
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await sql`insert into wb_child (parent_id) values (42)`.execute(trx);
      }),
      writeTransaction(db, (trx) => insert(trx, 'c2')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await names()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    // and the connection is usable afterwards
    await writeTransaction(db, (trx) => insert(trx, 'd1'));
    expect(await names()).toContain('d1');
  });
});
