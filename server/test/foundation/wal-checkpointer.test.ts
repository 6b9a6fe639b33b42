import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, createDatabase } from '../../src/db/database.js';
import { removeScratchDir } from '../helpers/scratch-dir.js';

const require = createRequire(import.meta.url);

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

describe('SQLite under a steady stream of writes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-wal-steady-'));
  afterAll(() => removeScratchDir(dir));

  it('restarts the WAL instead of letting it grow while commits never pause', async () => {
    const file = path.join(dir, 'steady.db');
    const db = createDatabase({ sqliteFile: file });
    try {
      await sql`create table t (id integer primary key, body text not null)`.execute(db);
      let largest = 0;
      const body = 'x'.repeat(3000);
      // 20 000 commits (≈ 250 MB of WAL frames) with short pauses between them, as a busy server
      // writes: a PASSIVE checkpoint alone never catches up with them, so the WAL only grows (to
      // ≈ 250 MB). Restarted, it stays near 16 MB on a quiet machine; the bound leaves room for a
      // loaded one, where the worker finds fewer pauses to restart it in.
      for (let i = 0; i < 20_000; i++) {
        await sql`insert into t (body) values (${body})`.execute(db);
        if (i % 20 === 0) {
          await new Promise((r) => setTimeout(r, 1));
          largest = Math.max(largest, fs.statSync(`${file}-wal`).size);
        }
      }
      expect(largest).toBeGreaterThan(1024 * 1024); // the WAL was in use
      expect(largest).toBeLessThan(120 * 1024 * 1024);
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0].n).toBe(20_000);
    } finally {
      await closeDatabase(db);
    }
  }, 60_000);

  it('waits for the write lock another connection holds instead of failing a transaction that read first', async () => {
    const file = path.join(dir, 'locked.db');
    const db = createDatabase({ sqliteFile: file });
    try {
      await sql`create table t (id integer primary key, n integer not null)`.execute(db);
      // Another process (a backup, a script, the checkpointer's RESTART) holds the write lock for 300 ms.
      const holder = spawn(
        process.execPath,
        [
          '-e',
          `const D = require(${JSON.stringify(require.resolve('better-sqlite3'))});
           const d = new D(${JSON.stringify(file)});
           d.exec('begin immediate'); process.stdout.write('locked\\n');
           Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
           d.exec('commit'); d.close();`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
      // Reads, then writes: with a plain BEGIN the write would get SQLITE_BUSY without waiting.
      await db.transaction().execute(async (trx) => {
        const { n } = (await sql<{ n: number }>`select count(*) as n from t`.execute(trx)).rows[0];
        await sql`insert into t (n) values (${n})`.execute(trx);
      });
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0].n).toBe(1);
      await new Promise((r) => holder.once('exit', r));
    } finally {
      await closeDatabase(db);
    }
  });
});
