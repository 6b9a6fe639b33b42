import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, createDatabase } from '../../src/db/database.js';
import { removeScratchDir } from '../helpers/scratch-dir.js';

const walFrames = async (db: ReturnType<typeof createDatabase>) =>
  (await sql<{ log: number; checkpointed: number }>`pragma wal_checkpoint(passive)`.execute(db)).rows[0];

describe('SQLite WAL checkpoints run on a worker thread, not in the COMMIT', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-wal-'));
  afterAll(() => removeScratchDir(dir));

  it("turns the app connection's automatic checkpoint off and still copies the WAL into the database file", async () => {
    const file = path.join(dir, 'app.db');
    const db = createDatabase({ sqliteFile: file });
    try {
      expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0].wal_autocheckpoint).toBe(0);
      await sql`create table t (id integer primary key, body text not null)`.execute(db);
      const sizeBefore = fs.statSync(file).size;
      for (let i = 0; i < 300; i++) await sql`insert into t (body) values (${'x'.repeat(4000)})`.execute(db);
      // the worker checkpoints every 100 ms: the rows reach the database file without the app doing it
      for (let i = 0; i < 50 && fs.statSync(file).size < sizeBefore + 300 * 4000; i++) await new Promise((r) => setTimeout(r, 100));
      expect(fs.statSync(file).size).toBeGreaterThan(sizeBefore + 300 * 4000);
    } finally {
      await closeDatabase(db);
    }
  });

  it('leaves nothing un-checkpointed after a clean close, and the data reads back', async () => {
    const file = path.join(dir, 'close.db');
    const db = createDatabase({ sqliteFile: file });
    await sql`create table t (id integer primary key)`.execute(db);
    for (let i = 0; i < 50; i++) await sql`insert into t default values`.execute(db);
    await closeDatabase(db);
    const again = createDatabase({ sqliteFile: file });
    try {
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(again)).rows[0].n).toBe(50);
      const { log, checkpointed } = await walFrames(again);
      expect(checkpointed).toBe(log);
    } finally {
      await closeDatabase(again);
    }
  });
});
