#!/usr/bin/env node
// Runs the Playwright journeys in the system Chromium against the production build. Each spec
// file gets its own server on its own fresh database (a copy of one seeded template), so a file
// passes alone, in any order, and after another failed: nothing one file writes reaches another.
// That also lets files run side by side: E2E_JOBS files at once (default 2, one per core of the
// 2-core machine), each with its own server on its own port; the longest files start first.
// A file's output is printed whole when it ends, so two files' lines never mix.
// No Chromium → a loud SKIPPED and exit 0.
//
//   node scripts/e2e.mjs [spec files] [Playwright options]
//
// E2E_PORT (default 4173): the first job's port; job n listens on E2E_PORT + 100 n (a spec may
// take its port + 1 for a stand-in: playwright.config.ts).
// E2E_JOBS (default 2): how many files run at once.
// CLIENT_DIST_DIR: where the client is built (default client/dist); E2E_SKIP_BUILD=1 reuses it.
import { spawn, spawnSync } from 'node:child_process';
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
// The files that take longest (measured: docs/performance.md), started first so that no job is
// left alone with one of them at the end.
const LONGEST_FIRST = [
  'sweep-public.spec.ts',
  'sweep-signed-in.spec.ts',
  'admin-shop.spec.ts',
  'checkout.spec.ts',
  'sweep-states.spec.ts',
  'reto-tools.spec.ts',
  'keyboard.spec.ts',
];
const rank = (spec) => {
  const i = LONGEST_FIRST.indexOf(path.basename(spec).replace(/(:\d+)+$/, ''));
  return i === -1 ? LONGEST_FIRST.length : i;
};
const specs = specArgs.length
  ? specArgs.map((arg) => (arg.includes('/') ? arg : path.join('client', 'e2e', arg)))
  : fs
      .readdirSync(e2eDir)
      .filter((f) => f.endsWith('.spec.ts'))
      .sort()
      .map((f) => path.join('client', 'e2e', f))
      .sort((a, b) => rank(a) - rank(b));

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

const jobs = Math.max(1, Math.min(Number(process.env.E2E_JOBS ?? 2) || 1, specs.length));
const firstPort = Number(process.env.E2E_PORT ?? 4173);

/** One spec file on its own copy of the template, its server on `port`: resolves to whether it passed. */
function runSpec(spec, port) {
  const workDir = tmp('vs-e2e-');
  fs.cpSync(template, workDir, { recursive: true });
  const fileStarted = Date.now();
  const output = [];
  const child = spawn('npx', ['playwright', 'test', '-c', path.join(root, 'client', 'playwright.config.ts'), spec, ...options], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
      CHROME_PATH: chromium,
      CLIENT_DIST_DIR: dist,
      E2E_DIR: workDir,
      E2E_PORT: String(port),
      // the spec's file name: client/playwright.config.ts gives some specs settings of their own (Wompi's)
      E2E_SPEC: path.basename(spec).replace(/(:\d+)+$/, ''),
    },
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`e2e: ${spec} ${code === 0 ? 'passed' : 'FAILED'} (${seconds(fileStarted)})`);
      fs.rmSync(workDir, { recursive: true, force: true });
      resolve(code === 0);
    });
  });
}

const failed = [];
const queue = [...specs];
await Promise.all(
  Array.from({ length: jobs }, async (_, job) => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      if (!(await runSpec(spec, firstPort + 100 * job))) failed.push(spec);
    }
  }),
);
fs.rmSync(template, { recursive: true, force: true });

console.log(`\ne2e: ${specs.length - failed.length} of ${specs.length} spec files passed in ${seconds(started)} (${jobs} at a time)`);
if (failed.length) {
  console.log(`e2e: failed: ${failed.join(', ')}`);
  process.exit(1);
}
