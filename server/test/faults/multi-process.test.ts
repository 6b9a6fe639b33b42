import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../helpers/spawn-server.js';
import { bookingPayload } from '../helpers/booking.js';
import { colombiaDatePlus } from '../helpers/dates.js';
import { removeScratchDir } from '../helpers/scratch-dir.js';

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const mysqlUrl = process.env.TEST_MYSQL_URL;

describe.runIf(mysqlUrl)('two server processes on one MariaDB [mysql]', () => {
  const dbName = `t_multi_${crypto.randomBytes(4).toString('hex')}`;
  const dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const c = await mysql.createConnection({ uri: mysqlUrl! });
    await c.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await c.end();
    const url = new URL(mysqlUrl!);
    url.pathname = `/${dbName}`;
    const env = (name: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vs-multi-${name}-`));
      dirs.push(dir);
      return {
        DATABASE_URL: url.toString(),
        DATA_DIR: dir,
        UPLOADS_DIR: path.join(dir, 'uploads'),
        MAIL_DIR: path.join(dir, 'mail'),
        RATE_LIMIT_BOOKING_MAX: '6',
      };
    };
    // The first one migrates; the second starts on the migrated schema.
    a = await spawnServer(env('a'));
    b = await spawnServer(env('b'));
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const c = await mysql.createConnection({ uri: mysqlUrl! });
    await c.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await c.end();
    for (const d of dirs) await removeScratchDir(d);
  });

  it('lets exactly one of many concurrent bookings of one slot through, across both processes', async () => {
    const body = (i: number) =>
      bookingPayload({ email: `multi${i}@correo.test`, fechaAsesoria: colombiaDatePlus(40), horaAsesoria: '10:00' });
    // Different client IPs are not possible here, so use X-Forwarded-For? No: trust proxy is loopback
    // only, so both instances see 127.0.0.1 — keep under the shared limit of 6 (3 per instance).
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => post(`${i % 2 ? a.url : b.url}/api/registros`, body(i))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
  });

  it('shares the rate-limit counters between both processes', async () => {
    // The previous test used the 6 allowed bookings of this IP on the shared counter.
    const first = await post(
      `${a.url}/api/registros`,
      bookingPayload({ email: 'limit1@correo.test', fechaAsesoria: colombiaDatePlus(41) }),
    );
    const second = await post(
      `${b.url}/api/registros`,
      bookingPayload({ email: 'limit2@correo.test', fechaAsesoria: colombiaDatePlus(42) }),
    );
    expect(first.status).toBe(429);
    expect(second.status).toBe(429);
    const body = (await second.json()) as { message: string; error: string };
    expect(body.message).toBe(body.error);
  });
});

describe('SIGTERM during a burst of bookings [sqlite]', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-sigterm-'));
  const env = {
    DATABASE_URL: '',
    SQLITE_FILE: path.join(dir, 'app.db'),
    DATA_DIR: dir,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    MAIL_DIR: path.join(dir, 'mail'),
    RATE_LIMIT_BOOKING_MAX: '100000',
  };

  afterAll(() => removeScratchDir(dir));

  it('keeps every acknowledged booking after a restart, and exits cleanly', async () => {
    const server = await spawnServer(env);
    const slots = ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
    const requests = Array.from({ length: 60 }, (_, i) =>
      post(
        `${server.url}/api/registros`,
        bookingPayload({
          email: `burst${i}@correo.test`,
          fechaAsesoria: colombiaDatePlus(50 + Math.floor(i / 12)),
          horaAsesoria: slots[i % 12],
        }),
      )
        .then(async (r) => ({ status: r.status, body: (await r.json().catch(() => null)) as { id?: number } | null, i }))
        .catch(() => ({ status: 0, body: null, i })),
    );
    await new Promise((r) => setTimeout(r, 30));
    const code = server.stop('SIGTERM');
    const answers = await Promise.all(requests);
    expect(await code).toBe(0);
    const acknowledged = answers.filter((a) => a.status === 201);

    const again = await spawnServer(env);
    try {
      const sqlite = (await import('better-sqlite3')).default;
      const db = new sqlite(env.SQLITE_FILE, { readonly: true });
      const emails = new Set((db.prepare('select email from registros').all() as { email: string }[]).map((r) => r.email));
      db.close();
      for (const a of acknowledged) expect(emails.has(`burst${a.i}@correo.test`)).toBe(true);
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
