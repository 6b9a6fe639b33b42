import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Started by scripts/e2e.mjs once per spec file, with E2E_DIR (a fresh temp folder holding a copy
 * of the seeded template database: app.db, uploads/), E2E_PORT, CHROME_PATH and CLIENT_DIST_DIR.
 * The server is the real production server on that database (with a clock a journey can move:
 * server/src/scripts/e2e-server.ts), so a file sees only what it writes;
 * e-mails are written as .eml files under E2E_DIR/mail for the journeys to read.
 */
const dir = process.env.E2E_DIR ?? path.resolve(import.meta.dirname, '../.tmp/e2e');
const port = Number(process.env.E2E_PORT ?? 4173);
export const e2eEnv = {
  SQLITE_FILE: path.join(dir, 'app.db'),
  DATA_DIR: dir,
  UPLOADS_DIR: path.join(dir, 'uploads'),
  MAIL_DIR: path.join(dir, 'mail'),
  /** How far ahead the server's clock runs, in ms (server/src/scripts/e2e-server.ts; `moveServerClock` in e2e/support.ts). */
  E2E_CLOCK_FILE: path.join(dir, 'clock-offset-ms'),
};

/**
 * Paying online: the spec files named here run their server with Wompi's test keys,
 * pointed at the stand-in for Wompi (server/test/helpers/wompi-stand-in.ts) that the spec starts
 * on E2E_PORT + 1. scripts/e2e.mjs names the spec it runs in E2E_SPEC; every other spec runs
 * without the keys, so the method is not offered there and nothing else changes.
 */
const WOMPI_SPECS = ['wompi.spec.ts'];
export const e2eWompi = {
  port: port + 1,
  publicKey: 'pub_test_e2eStandIn',
  integritySecret: 'test_integrity_e2eStandIn',
  eventsSecret: 'test_events_e2eStandIn',
};
const wompiEnv: Record<string, string> = WOMPI_SPECS.includes(process.env.E2E_SPEC ?? '')
  ? {
      WOMPI_PUBLIC_KEY: e2eWompi.publicKey,
      WOMPI_INTEGRITY_SECRET: e2eWompi.integritySecret,
      WOMPI_EVENTS_SECRET: e2eWompi.eventsSecret,
      WOMPI_API_URL: `http://127.0.0.1:${e2eWompi.port}/v1`,
      WOMPI_CHECKOUT_URL: `http://127.0.0.1:${e2eWompi.port}/p/`,
    }
  : {};

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  outputDir: path.join(dir, 'results'),
  webServer: {
    // the production server (server/src/start.ts) with a clock the journeys can move
    command: 'node --import tsx server/src/scripts/e2e-server.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      DATABASE_URL: '',
      SMTP_URL: '',
      MAIL_TRANSPORT: 'file',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      EMAIL_WORKER_INTERVAL_MS: '200',
      RATE_LIMIT_LOGIN_MAX: '10000',
      RATE_LIMIT_REGISTER_MAX: '10000',
      RATE_LIMIT_FORGOT_MAX: '10000',
      RATE_LIMIT_BOOKING_MAX: '10000',
      RATE_LIMIT_ADMIN_LOGIN_MAX: '10000',
      ...wompiEnv,
      ...e2eEnv,
    },
  },
});
