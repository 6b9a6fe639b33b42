#!/usr/bin/env node
// Runs the Playwright journeys in the system Chromium against the production build. Each spec
// file gets its own server on its own fresh database (a copy of one seeded template), so a file
// passes alone, in any order, and after another failed: nothing one file writes reaches another.
// No Chromium → a loud SKIPPED and exit 0.
//
//   node scripts/e2e.mjs [spec files] [Playwright options]
//
// E2E_PORT (default 4173): the port each file's server listens on, one file after the other.
// CLIENT_DIST_DIR: where the client is built (default client/dist); E2E_SKIP_BUILD=1 reuses it.
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

const e2eDir = path.join(root, 'client', 'e2e');
const isSpec = (arg) => /\.spec\.ts(:\d+)*$/.test(arg);
const specArgs = process.argv.slice(2).filter(isSpec);
const options = process.argv.slice(2).filter((arg) => !isSpec(arg));
// A bare file name is that file in client/e2e: Playwright reads its argument as a pattern, and
// `blog.spec.ts` alone would also run admin-blog.spec.ts in the same server.
const specs = specArgs.length
  ? specArgs.map((arg) => (arg.includes('/') ? arg : path.join('client', 'e2e', arg)))
  : fs
      .readdirSync(e2eDir)
      .filter((f) => f.endsWith('.spec.ts'))
      .sort()
      .map((f) => path.join('client', 'e2e', f));

const dist = process.env.CLIENT_DIST_DIR ?? path.join(root, 'client', 'dist');
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync(process.execPath, [path.join(root, 'client', 'scripts', 'build.mjs'), '--outDir', dist], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const tmp = (name) => fs.mkdtempSync(path.join(os.tmpdir(), name));

// The template: migrated and seeded once, laid out as client/playwright.config.ts expects E2E_DIR
// (app.db, uploads/; mail/ is written by the server). Copying it costs milliseconds; migrating
// and seeding per file would cost seconds.
const template = tmp('vs-e2e-template-');
const seed = spawnSync('npx', ['tsx', path.join('server', 'src', 'scripts', 'seed.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    DATA_DIR: template,
    SQLITE_FILE: path.join(template, 'app.db'),
    UPLOADS_DIR: path.join(template, 'uploads'),
  },
});
if (seed.status !== 0) {
  console.error('e2e: seeding the template database failed');
  process.exit(seed.status ?? 1);
}

const failed = [];
for (const spec of specs) {
  const workDir = tmp('vs-e2e-');
  fs.cpSync(template, workDir, { recursive: true });
  const fileStarted = Date.now();
  const run = spawnSync('npx', ['playwright', 'test', '-c', path.join(root, 'client', 'playwright.config.ts'), spec, ...options], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chromium,
      CLIENT_DIST_DIR: dist,
      E2E_DIR: workDir,
      E2E_PORT: process.env.E2E_PORT ?? '4173',
      // the spec's file name: client/playwright.config.ts gives some specs settings of their own (Wompi's)
      E2E_SPEC: path.basename(spec).replace(/(:\d+)+$/, ''),
    },
  });
  if (run.status !== 0) failed.push(spec);
  console.log(`e2e: ${spec} ${run.status === 0 ? 'passed' : 'FAILED'} (${seconds(fileStarted)})`);
  fs.rmSync(workDir, { recursive: true, force: true });
}
fs.rmSync(template, { recursive: true, force: true });

console.log(`\ne2e: ${specs.length - failed.length} of ${specs.length} spec files passed in ${seconds(started)}`);
if (failed.length) {
  console.log(`e2e: failed: ${failed.join(', ')}`);
  process.exit(1);
}
