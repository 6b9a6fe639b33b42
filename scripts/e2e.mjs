#!/usr/bin/env node
// Runs the Playwright journeys in the system Chromium against the production build served by
// the real server on a throw-away database. No Chromium → a loud SKIPPED and exit 0.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);
const chromium = candidates.find((p) => fs.existsSync(p));
if (!chromium) {
  console.log('\n' + '='.repeat(60) + '\n  e2e SKIPPED: no Chromium (install it: apt-get install -y chromium)\n' + '='.repeat(60) + '\n');
  process.exit(0);
}

const dist = process.env.CLIENT_DIST_DIR ?? path.join(root, 'client', 'dist');
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync(process.execPath, [path.join(root, 'client', 'scripts', 'build.mjs'), '--outDir', dist], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-e2e-'));
const env = {
  ...process.env,
  CHROME_PATH: chromium,
  CLIENT_DIST_DIR: dist,
  E2E_DIR: workDir,
  E2E_PORT: process.env.E2E_PORT ?? '4173',
};
const args = ['playwright', 'test', '-c', path.join(root, 'client', 'playwright.config.ts'), ...process.argv.slice(2)];
const run = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env });
fs.rmSync(workDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
