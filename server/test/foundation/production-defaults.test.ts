import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { checkSmtp } from '../../src/lib/smtp-check.js';
import { MailCapture } from '../helpers/mail-capture.js';
import { freePort, spawnServer } from '../helpers/spawn-server.js';
import { removeScratchDir } from '../helpers/scratch-dir.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  PUBLIC_URL: 'https://vidasana.example',
  SMTP_URL: 'smtp://mail.example:587',
  SEED_DEMO: '',
  MAIL_TRANSPORT: '',
};
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-prod-defaults-'));
afterAll(() => removeScratchDir(tmp));

describe('production defaults', () => {
  it('seeds the demo content in production only when SEED_DEMO=true says so; elsewhere by default', () => {
    expect(loadConfig(PRODUCTION, false).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }, false).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '', DATA_DIR: tmp }, false).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false', DATA_DIR: tmp }, false).seedDemo).toBe(false);
  });

  it('refuses a production start without SMTP_URL, unless MAIL_TRANSPORT=file says e-mails as files are intended', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: '' }, false)).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: '' }, false)).toThrow(
      /SMTP_URL: es obligatorio en producción[^\n]*MAIL_TRANSPORT=file/,
    );
    const files = loadConfig({ ...PRODUCTION, SMTP_URL: '', MAIL_TRANSPORT: 'file' }, false);
    expect(files.mail.smtpUrl).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', MAIL_TRANSPORT: 'smtp', SMTP_URL: '', DATA_DIR: tmp }, false)).toThrow(/SMTP_URL/);
  });

  it('validates every mail setting and token lifetime, naming the variable', () => {
    const bad: Record<string, string> = {
      SMTP_URL: 'mail.example:587',
      COACH_EMAIL: 'laura',
      MAIL_FROM: 'Vida Sana <no-reply>',
      USER_TOKEN_TTL: 'siete días',
      ADMIN_TOKEN_TTL: '0h',
      MAIL_TRANSPORT: 'pigeon',
      SEED_DEMO: 'quizás',
    };
    for (const [name, value] of Object.entries(bad)) {
      expect(() => loadConfig({ ...PRODUCTION, [name]: value }, false), name).toThrow(new RegExp(`- ${name}:`));
    }
    const good = loadConfig(
      {
        ...PRODUCTION,
        MAIL_FROM: 'Vida Sana <hola@vidasana.example>',
        COACH_EMAIL: 'laura@vidasana.example',
        USER_TOKEN_TTL: '30d',
        ADMIN_TOKEN_TTL: '90m',
        SMTP_URL: 'smtps://u:p%40ss@mail.example',
      },
      false,
    );
    expect(good.userTokenTtl).toBe('30d');
    expect(loadConfig({ ...PRODUCTION, MAIL_FROM: 'hola@vidasana.example' }, false).mail.from).toBe('hola@vidasana.example');
  });

  it('a production process without SMTP_URL exits at once with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        ...PRODUCTION,
        SMTP_URL: '',
        PORT: String(await freePort()),
        DATA_DIR: tmp,
        SQLITE_FILE: path.join(tmp, 'refused.db'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('SMTP_URL');
    expect(fs.existsSync(path.join(tmp, 'refused.db'))).toBe(false);
  });

  it('a production process without SEED_DEMO puts no demo content live', async () => {
    const sqlite = path.join(tmp, 'prod.db');
    const server = await spawnServer({ SEED_DEMO: '', DATA_DIR: tmp, SQLITE_FILE: sqlite, UPLOADS_DIR: path.join(tmp, 'uploads') });
    try {
      const testimonials = (await (await fetch(`${server.url}/api/testimonials`)).json()) as unknown;
      expect(Array.isArray(testimonials) ? testimonials : ((testimonials as { data?: unknown[] }).data ?? [])).toHaveLength(0);
    } finally {
      await server.stop();
    }
    const db = new Database(sqlite, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM inicio_slides').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM testimonials').get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('SMTP check at start', () => {
  it('a server whose SMTP server does not answer starts anyway and logs one warning naming SMTP_URL', async () => {
    const port = await freePort();
    const closed = `smtp://usuario:secreta@127.0.0.1:${await freePort()}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        ...PRODUCTION,
        SMTP_URL: closed,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATA_DIR: tmp,
        SQLITE_FILE: path.join(tmp, 'smtp.db'),
        UPLOADS_DIR: path.join(tmp, 'up'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    try {
      for (let i = 0; i < 200 && !stdout.includes('SMTP_URL'); i++) await new Promise((r) => setTimeout(r, 100));
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      const warnings = stdout.split('\n').filter((l) => l.includes('SMTP_URL'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({ level: 40, smtp: expect.stringContaining('***') });
      expect(stdout).not.toContain('secreta');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });

  it('passes against a live SMTP server and explains why an unreachable one fails', async () => {
    const mail = new MailCapture();
    const url = await mail.start();
    try {
      expect(await checkSmtp(url, 2000)).toBeUndefined();
    } finally {
      await mail.stop();
    }
    const closed = `smtp://127.0.0.1:${await freePort()}`;
    expect(await checkSmtp(closed, 2000)).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('MySQL by parts', () => {
  it('URL-encodes a generated password with "/", "@" and ":" into the connection URL', () => {
    const password = 'a/b@c:d%e f#g?h';
    const c = loadConfig(
      { ...PRODUCTION, DATABASE_URL: '', DB_HOST: 'db', DB_USER: 'vidasana', DB_PASSWORD: password, DB_NAME: 'vidasana' },
      false,
    );
    const url = new URL(c.databaseUrl!);
    expect([url.protocol, url.hostname, url.port, url.pathname]).toEqual(['mysql:', 'db', '3306', '/vidasana']);
    expect(decodeURIComponent(url.password)).toBe(password);
    expect(() => loadConfig({ ...PRODUCTION, DATABASE_URL: 'mysql://x@y/z', DB_HOST: 'db', DB_USER: 'u', DB_NAME: 'n' }, false)).toThrow(
      /DB_HOST/,
    );
    expect(() => loadConfig({ ...PRODUCTION, DATABASE_URL: '', DB_HOST: 'db' }, false)).toThrow(/DB_USER, DB_NAME/);
  });
});

describe.skipIf(!process.env.TEST_MYSQL_URL)('MySQL by parts [mysql]', () => {
  it('connects with a password that has "/", "@" and ":"', async () => {
    const { default: mysql } = await import('mysql2/promise');
    const { closeDatabase, createDatabase, pingDatabase } = await import('../../src/db/database.js');
    const base = new URL(process.env.TEST_MYSQL_URL!);
    const password = 'p/w@x:y';
    const admin = await mysql.createConnection({ uri: base.toString() });
    await admin.query('CREATE USER IF NOT EXISTS ?@? IDENTIFIED BY ?', ['vs_parts', '%', password]);
    await admin.query('ALTER USER ?@? IDENTIFIED BY ?', ['vs_parts', '%', password]);
    await admin.query(`GRANT SELECT ON \`${base.pathname.slice(1)}\`.* TO ?@?`, ['vs_parts', '%']);
    try {
      const c = loadConfig(
        {
          ...PRODUCTION,
          DATABASE_URL: '',
          DB_HOST: base.hostname,
          DB_PORT: base.port || '3306',
          DB_USER: 'vs_parts',
          DB_PASSWORD: password,
          DB_NAME: base.pathname.slice(1),
        },
        false,
      );
      const db = createDatabase({ databaseUrl: c.databaseUrl, sqliteFile: path.join(tmp, 'unused.db') });
      try {
        expect(await pingDatabase(db)).toBe(true);
      } finally {
        await closeDatabase(db);
      }
    } finally {
      await admin.query('DROP USER IF EXISTS ?@?', ['vs_parts', '%']);
      await admin.end();
    }
  });
});
