#!/usr/bin/env node
// npm run bench:web — builds the client, starts the production server on a throw-away seeded
// SQLite database on a free port, runs Lighthouse (mobile preset, system Chromium) on the main
// pages (the shop's among them) and prints the four category scores, LCP, TBT, CLS and the gzipped size of the
// JavaScript the home page loads; then measures how fast the forms answer taps and keystrokes at
// 390 px with the CPU throttled 4× (scripts/bench-interactions.mjs). A benchmark, not a test: it
// exits 0 unless something broke (pass --strict to exit 1 when a target is missed).
//
// Env: CHROME_PATH (default /usr/bin/chromium), BENCH_SKIP_BUILD=1 with CLIENT_DIST_DIR=<dir>
// to reuse a build, BENCH_PAGES=/,/registro to choose pages, BENCH_KEEP=1 to keep the reports,
// BENCH_ONLY=lighthouse|interactions for one part, BENCH_RUNS=3 runs per interaction scenario,
// BENCH_PROFILE=<dir> to add a CPU profile of every interaction step (builds with hidden source
// maps to name the functions; the profiles are written to <dir>).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { adminCreator, runInteractionBench } from './bench-interactions.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const strict = process.argv.includes('--strict');
const PAGES = (process.env.BENCH_PAGES ?? '/,/registro,/reto21dias,/tienda,/tienda/batido-nutricional-vainilla').split(',');
const ONLY = process.env.BENCH_ONLY ?? '';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PROFILE_DIR = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
// The shop and a product page (a demo product of the seed) at 98 or more
// The blog and a post page (a demo post of the seed) at 98 or more
const PERFORMANCE_TARGETS = {
  '/tienda': 98,
  '/tienda/batido-nutricional-vainilla': 98,
  '/blog': 98,
  '/blog/guia-practica-de-hidratacion-cuanta-agua-necesitas-de-verdad': 98,
};
const HOME_JS_BUDGET_KB = 120;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (p) => p && fs.existsSync(p),
);
if (!chrome) {
  console.error('bench:web needs Chromium (apt-get install -y chromium) or CHROME_PATH.');
  process.exit(1);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-bench-web-'));
const dist =
  process.env.BENCH_SKIP_BUILD && process.env.CLIENT_DIST_DIR ? path.resolve(process.env.CLIENT_DIST_DIR) : path.join(workDir, 'dist');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

function runLighthouse(url, outFile, attempts = 3) {
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  let stderr = '';
  // Lighthouse occasionally fails to record a trace (NO_NAVSTART) on a busy machine: try again.
  for (let attempt = 1; attempt <= attempts; attempt++) {
    fs.rmSync(outFile, { force: true });
    const res = spawnSync(
      bin,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outFile}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--max-wait-for-load=45000',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    );
    if (res.status === 0 && fs.existsSync(outFile)) return JSON.parse(fs.readFileSync(outFile, 'utf8'));
    stderr = res.stderr;
  }
  throw new Error(`lighthouse failed on ${url}:\n${stderr}`);
}

/** Scripts the page loaded (from Lighthouse's network log), each gzipped as the server sends it. */
function pageScripts(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((it) => it.resourceType === 'Script' && it.url.startsWith(origin))
    .map((it) => {
      const rel = new URL(it.url).pathname;
      const file = path.join(dist, rel);
      const raw = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
      return { path: rel, rawBytes: raw.length, gzipBytes: zlib.gzipSync(raw).length, transferBytes: it.transferSize ?? 0 };
    });
}

const kb = (n) => (n / 1024).toFixed(1);
const fmtMs = (n) => (n == null ? '-' : `${Math.round(n)} ms`);

let server;
let exitCode = 0;
try {
  if (!(process.env.BENCH_SKIP_BUILD && process.env.CLIENT_DIST_DIR)) {
    console.log(`Building the client into ${dist} …`);
    const sourcemap = PROFILE_DIR ? ['--sourcemap', 'hidden'] : [];
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'client', 'scripts', 'build.mjs'), '--outDir', dist, '--logLevel', 'warn', ...sourcemap],
      {
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('the client build failed');
  }

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  console.log(`Starting the production server on ${origin} (seeded SQLite in ${workDir}) …`);
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    JWT_SECRET: `bench-${Math.random().toString(36).slice(2)}-${'x'.repeat(32)}`,
    DATABASE_URL: '',
    SQLITE_FILE: path.join(workDir, 'app.db'),
    DATA_DIR: workDir,
    UPLOADS_DIR: path.join(workDir, 'uploads'),
    MAIL_DIR: path.join(workDir, 'mail'),
    CLIENT_DIST_DIR: dist,
    SMTP_URL: '',
    MAIL_TRANSPORT: 'file',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // the interaction bench confirms a booking through its e-mail
    EMAIL_WORKER_INTERVAL_MS: '200',
  };
  server = spawn('npx', ['tsx', 'server/src/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: serverEnv,
  });
  await waitForHealth(`${origin}/api/health`, server);

  const rows = [];
  let homeScripts = [];
  for (const page of ONLY === 'interactions' ? [] : PAGES) {
    process.stdout.write(`Lighthouse (mobile) ${page} … `);
    const lhr = runLighthouse(origin + page, path.join(workDir, `lh${page.replace(/\W+/g, '_') || '_home'}.json`));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const row = {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      failing: Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => ({ cat: c.id, audit: lhr.audits[r.id] })))
        .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .map(({ cat, audit }) => `${cat}: ${audit.id} (${audit.displayValue ?? audit.score})`),
    };
    rows.push(row);
    if (page === '/') homeScripts = pageScripts(lhr, origin);
    console.log('done');
  }

  if (rows.length) console.log('\nPage          Perf  A11y  BP   SEO   LCP       TBT      CLS');
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(13)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(3)}  ${String(r.seo).padStart(4)}   ${fmtMs(r.lcp).padEnd(9)} ${fmtMs(r.tbt).padEnd(8)} ${r.cls == null ? '-' : r.cls.toFixed(3)}`,
    );
  }
  const missed = [];
  for (const r of rows) {
    const targets = { ...TARGETS, performance: PERFORMANCE_TARGETS[r.page] ?? TARGETS.performance };
    for (const [cat, min] of Object.entries(targets)) if (r[cat] < min) missed.push(`${r.page} ${cat} ${r[cat]} < ${min}`);
    if (r.failing.length) console.log(`\n${r.page} audits below 0.9:\n  ${r.failing.join('\n  ')}`);
  }

  if (homeScripts.length) {
    const total = homeScripts.reduce((s, f) => s + f.gzipBytes, 0);
    console.log(`\nJavaScript loaded by / (gzipped):`);
    for (const f of homeScripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${kb(f.gzipBytes).padStart(7)} KB  ${f.path}`);
    console.log(`  ${kb(total).padStart(7)} KB  total (budget ${HOME_JS_BUDGET_KB} KB)`);
    if (total / 1024 > HOME_JS_BUDGET_KB) missed.push(`home JS ${kb(total)} KB > ${HOME_JS_BUDGET_KB} KB`);
  }

  if (ONLY !== 'lighthouse') {
    if (PROFILE_DIR) fs.mkdirSync(PROFILE_DIR, { recursive: true });
    const interactionsMissed = await runInteractionBench({
      origin,
      chrome,
      flags: CHROME_FLAGS,
      runs: RUNS,
      createAdmin: adminCreator(root, serverEnv),
      mailDir: serverEnv.MAIL_DIR,
      sqliteFile: serverEnv.SQLITE_FILE,
      dist,
      profileDir: PROFILE_DIR,
    });
    missed.push(...interactionsMissed);
  }

  console.log(missed.length ? `\nTargets missed:\n  ${missed.join('\n  ')}` : '\nAll targets met.');
  if (strict && missed.length) exitCode = 1;
  if (process.env.BENCH_KEEP) console.log(`Reports kept in ${workDir}`);
} catch (err) {
  console.error(`\nbench:web failed: ${err.message}`);
  exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!process.env.BENCH_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
