import fs from 'node:fs';
import type { Clock } from '../lib/clock.js';
import { createLogger } from '../lib/logger.js';
import { startServer } from '../start.js';

/**
 * The production server as the browser journeys start it (client/playwright.config.ts), with the
 * one difference a journey about time needs: its clock can be moved. The house rule holds in the
 * browser too, tests move the clock and never sleep: a journey writes how far ahead the server
 * lives, in milliseconds, to the file E2E_CLOCK_FILE (`moveServerClock` in client/e2e/support.ts).
 * Moving it also runs every module's timed worker's pass at once (scheduled posts, reminders, unpaid
 * orders, Wompi's reconciliation, retention, Mi reto's 07:00 e-mail), as a timer would fire when its time comes. No file: the system clock. Never used in
 * production (index.ts starts the same server with the system clock).
 */
const file = process.env.E2E_CLOCK_FILE;
if (!file) {
  console.error('E2E_CLOCK_FILE: required by the browser journeys’ server (client/playwright.config.ts)');
  process.exit(1);
}

const readOffset = (): number => {
  try {
    const ms = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isFinite(ms) ? ms : 0;
  } catch {
    return 0;
  }
};

let offsetMs = readOffset();
const clock: Clock = () => new Date(Date.now() + offsetMs);

startServer(clock)
  .then((runtime) => {
    fs.watchFile(file, { interval: 100, persistent: false }, () => {
      offsetMs = readOffset();
      // every module's timed worker (runtime.ts; Wompi's reconciliation only exists with Wompi's keys)
      const due = [...runtime.workers.values()].map((w) => w.runDue());
      Promise.all(due).catch((err: unknown) => runtime.logger.error({ err }, 'e2e clock: a pass after moving the clock failed'));
    });
  })
  .catch((err: unknown) => {
    createLogger('error').fatal({ err }, 'start-up failed');
    process.exit(1);
  });
