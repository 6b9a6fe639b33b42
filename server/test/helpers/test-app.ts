import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import mysql from 'mysql2/promise';
import type { Express } from 'express';
import { removeScratchDir } from './scratch-dir.js';
import supertest from 'supertest';
import { loadConfig, type Config, type Env } from '../../src/config.js';
import { createApp } from '../../src/app.js';
import { createRuntime, type Runtime } from '../../src/runtime.js';
import type { ServerModules } from '../../src/modules.js';
import { createLogger, type Logger } from '../../src/lib/logger.js';
import { seedDemoContent } from '../../src/db/seed.js';
import type { Dialect } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import { signToken } from '../../src/lib/jwt.js';
import { nowDb } from '../../src/lib/time.js';
import { MailCapture } from './mail-capture.js';
import { TestClock } from './clock.js';

export { TestClock };

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** SQLite always; MySQL/MariaDB too when TEST_MYSQL_URL is set (CI sets it). */
export const DIALECTS: Dialect[] = ['sqlite', ...(process.env.TEST_MYSQL_URL ? (['mysql'] as const) : [])];

export interface TestContext {
  dialect: Dialect;
  app: Express;
  api: ReturnType<typeof supertest>;
  runtime: Runtime;
  db: Runtime['db'];
  config: Config;
  mail: MailCapture;
  /** The app's clock: `ctx.clock.set(date)` moves the app's time (no sleeping). */
  clock: TestClock;
  tmpDir: string;
  /** Runs the outbox once and returns what the SMTP server received so far. */
  flushEmails(): Promise<MailCapture['messages']>;
  adminToken(id?: number): string;
  userToken(id?: number): string;
  close(): Promise<void>;
}

export interface TestContextOptions {
  env?: Partial<Record<keyof Env, string>>;
  /** Seed the demo content (slides, slider, testimonials…). */
  seed?: boolean;
  /** Lets a fault test route the MySQL connection through its own proxy. */
  mapMysqlUrl?: (url: string) => string;
  /** The app's logger (default: silent); a test may read what it writes. */
  logger?: Logger;
  /** The app's clock; defaults to a TestClock on the real time that tests may set. */
  clock?: TestClock;
  /** The server modules the runtime and the app are built from (default: SERVER_MODULES, as in production). */
  modules?: ServerModules;
  /** Runs on the migrated database before the app is built (a test module creates its own table). */
  setup?: (db: Runtime['db']) => Promise<void>;
}

async function freshMysqlUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_MYSQL_URL!);
  const name = `t_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: base.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = await mysql.createConnection({ uri: base.toString() });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/**
 * The admin whose tokens adminToken() signs: the admin guard refuses tokens of unknown accounts.
 * The first admin when there is one (ADMIN_* env), else a fixture one (it has no usable password).
 */
async function ensureTestAdmin(db: Runtime['db']): Promise<number> {
  const first = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirst();
  if (first) return first.id;
  const now = nowDb();
  await db
    .insertInto('admins')
    .values({ username: 'qa-admin', email: 'qa-admin@example.test', password_hash: '!', created_at: now, updated_at: now })
    .execute();
  return (await db.selectFrom('admins').select('id').where('username', '=', 'qa-admin').executeTakeFirstOrThrow()).id;
}

/** A whole app on its own fresh database, its own uploads folder and a real SMTP server. */
export async function createTestContext(dialect: Dialect, opts: TestContextOptions = {}): Promise<TestContext> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-test-'));
  const mail = new MailCapture();
  const smtpUrl = await mail.start();
  const mysqlDb = dialect === 'mysql' ? await freshMysqlUrl() : undefined;
  const big = '1000000';
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATABASE_URL: mysqlDb ? (opts.mapMysqlUrl ?? ((u: string) => u))(mysqlDb.url) : '',
      SQLITE_FILE: path.join(tmpDir, 'app.db'),
      DATA_DIR: tmpDir,
      UPLOADS_DIR: path.join(tmpDir, 'uploads'),
      CLIENT_DIST_DIR: path.join(tmpDir, 'no-client'),
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'http://sitio.test',
      BCRYPT_COST: '4',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      SMTP_URL: smtpUrl,
      COACH_EMAIL: 'coach@sitio.test',
      // Suites edit the database directly between calls; the availability cache has its own test.
      AVAILABILITY_CACHE_MS: '0',
      ADMIN_USERNAME: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      RATE_LIMIT_LOGIN_MAX: big,
      RATE_LIMIT_REGISTER_MAX: big,
      RATE_LIMIT_FORGOT_MAX: big,
      RATE_LIMIT_BOOKING_MAX: big,
      RATE_LIMIT_ADMIN_LOGIN_MAX: big,
      RATE_LIMIT_BOOKING_RESEND_MAX: big,
      RATE_LIMIT_BOOKING_MANAGE_MAX: big,
      RATE_LIMIT_ORDER_MAX: big,
      RATE_LIMIT_ORDER_TRACKING_MAX: big,
      RATE_LIMIT_WOMPI_EVENTS_MAX: big,
      ...opts.env,
    },
    false,
  );
  const clock = opts.clock ?? new TestClock();
  const runtime = await createRuntime(config, opts.logger ?? createLogger('silent'), clock.now, opts.modules);
  // the demo content is written outside the services, as a start after `npm run seed` finds it
  if (opts.seed) await seedDemoContent(runtime.db, config.uploadsDir);
  await opts.setup?.(runtime.db);
  // what the server starts once it listens: the site's pages, and the seed, in the search index
  await runtime.searchIndex.run();
  const testAdminId = await ensureTestAdmin(runtime.db);
  const app = createApp(runtime, opts.modules);
  return {
    dialect,
    app,
    api: supertest(app),
    runtime,
    db: runtime.db,
    config,
    mail,
    clock,
    tmpDir,
    async flushEmails() {
      await runtime.outbox.processDue();
      return mail.messages;
    },
    adminToken: (id = testAdminId) => signToken(TEST_JWT_SECRET, { sub: String(id), role: 'admin' }, '1h'),
    userToken: (id = 1) => signToken(TEST_JWT_SECRET, { sub: String(id), role: 'user' }, '1h'),
    async close() {
      await runtime.close();
      await mail.stop();
      await mysqlDb?.drop();
      // runtime.close() has waited for every thread that writes there (closeDatabase).
      await removeScratchDir(tmpDir);
    },
  };
}

/** How many rows a table holds (a refused request wrote none). */
export async function rowCount(ctx: TestContext, table: keyof Database): Promise<number> {
  const { n } = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Runs the same suite once per database. `ctx()` gives the suite's context (one fresh database
 * per suite and per dialect).
 */
export function describeEachDb(title: string, body: (ctx: () => TestContext) => void, opts: TestContextOptions = {}): void {
  for (const dialect of DIALECTS) {
    describe(`${title} [${dialect}]`, () => {
      let context: TestContext | undefined;
      beforeAll(async () => {
        context = await createTestContext(dialect, opts);
      });
      afterAll(async () => {
        await context?.close();
      });
      body(() => {
        if (!context) throw new Error('test context not ready');
        return context;
      });
    });
  }
}

/** The suite's context and a second app runtime on the same MySQL database. */
export interface TwoInstances {
  ctx: TestContext;
  other: Runtime;
}

/**
 * A MySQL-only suite (it runs when TEST_MYSQL_URL is set) with the suite's context plus a second app
 * runtime on the same database, with its own pool and workers, as two server processes would be.
 * `instances()` gives both once ready. The suite's own hooks run first (a suite may set process.env
 * before both instances start).
 */
export function describeTwoInstancesOnMysql(title: string, body: (instances: () => TwoInstances) => void): void {
  describe.runIf(process.env.TEST_MYSQL_URL)(title, () => {
    let ctx: TestContext | undefined;
    let other: Runtime | undefined;
    body(() => {
      if (!ctx || !other) throw new Error('test instances not ready');
      return { ctx, other };
    });
    beforeAll(async () => {
      ctx = await createTestContext('mysql');
      other = await createRuntime(ctx.config, createLogger('silent'), ctx.clock.now);
    });
    afterAll(async () => {
      await other?.close();
      await ctx?.close();
    });
  });
}
