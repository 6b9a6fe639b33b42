#!/usr/bin/env node
// npm run bench:api — throughput and latency of the API's hot endpoints, measured against two
// baselines in the same run. A benchmark, not a test: it prints figures, it does not fail.
//   DATABASE_URL=mysql://… npm run bench:api   to measure on MySQL/MariaDB instead of SQLite
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50     seconds per GET endpoint and concurrent connections
//   BENCH_RATIO_ROUNDS=5                       alternating runs per public content route against its Express twin
//   BENCH_LOG_LEVEL=warn                       the measured server's LOG_LEVEL (default: the server's default, info)
//   BENCH_ONLY=booking                         only the booking measurement (no baselines, GETs, login, agenda)
//   BENCH_ONLY=gets                            only the GETs and their baselines (no booking, login, agenda)
//   BENCH_ONLY=agenda                          only the agenda with BENCH_AGENDA_BOOKINGS (100 000) seeded bookings
//   BENCH_ONLY=shop                            only the shop: GET /api/productos and POST /api/pedidos
//   BENCH_ONLY=blog                            only the blog: GET /api/blog (the first page, and one tag's)
//   BENCH_ONLY=search                          only the site search: GET /api/buscar with BENCH_SEARCH_ITEMS (2 000) products and posts each
//   BENCH_ONLY=instructions                    the public content GETs and their Express twins under callgrind: instructions per request
//                                              (BENCH_INSTRUCTION_REQUESTS, 10 000, after as many unmeasured): a ratio the machine's other load does not move
//   BENCH_ONLY=wompi                           only Wompi's events: POST /api/pagos/wompi/eventos, BENCH_WOMPI_EVENTS (1 000) signed APPROVED events, then their replays
//   BENCH_ORDERS=1000                          orders of the shop's measured burst (its warm-up: a quarter of it)
//   BENCH_PORT=4600                            the measured server's port (baselines +1, +2, agenda +3, search +4, wompi +5)
// The server's standard output (its request log) goes to a file in the bench's temporary folder.
//   BENCH_BOOKINGS=2400 BENCH_WARM_BOOKINGS=600 measured bookings, and the cold-start burst before them
//   BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'   node flags for the measured server
import { fork, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY ?? '';
const serverFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-bench-'));
const port = Number(process.env.BENCH_PORT ?? 4600);
const base = `http://127.0.0.1:${port}`;
const big = '100000000';
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
  SQLITE_FILE: path.join(dir, 'app.db'),
  DATA_DIR: dir,
  UPLOADS_DIR: path.join(dir, 'uploads'),
  MAIL_DIR: path.join(dir, 'mail'),
  SMTP_URL: '',
  MAIL_TRANSPORT: 'file',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  SEED_DEMO: 'true',
  EMAIL_WORKER_INTERVAL_MS: '1000',
  RATE_LIMIT_LOGIN_MAX: big,
  RATE_LIMIT_REGISTER_MAX: big,
  RATE_LIMIT_FORGOT_MAX: big,
  RATE_LIMIT_BOOKING_MAX: big,
  RATE_LIMIT_ADMIN_LOGIN_MAX: big,
  RATE_LIMIT_ORDER_MAX: big,
};

/** A file in the bench's folder for a server's standard output: its request log is written, as in production. */
const logFile = (name) => fs.openSync(path.join(dir, name), 'a');
const ratioRounds = Number(process.env.BENCH_RATIO_ROUNDS ?? 5);
/** The public content GETs (shared/src/content.ts), each measured against an Express twin. */
const CONTENT_ROUTES = [
  '/api/inicio-slides',
  '/api/slider-images',
  '/api/video-motivacional-path',
  '/api/perfil-pro-data',
  '/api/testimonials',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url, tries = 200) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`server did not start: ${url}`);
}

/** CPU time (user + system, all threads) the process has used so far, in ms; Linux only. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ = 100
  } catch {
    return NaN;
  }
}

/** Runs a load job and adds the server's CPU time per request (ms) to its result. */
function measured(pid, job) {
  const before = cpuMs(pid);
  const r = load(job);
  return { ...r, cpu: (cpuMs(pid) - before) / r.total };
}

/** load() without waiting: for a second load beside a measured one (its result when it ends). */
function loadBeside(job, generator = 'latency.mjs') {
  const jobFile = path.join(dir, `job-beside-${Date.now()}.json`);
  fs.writeFileSync(jobFile, JSON.stringify(job));
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench', generator), jobFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  procs.push(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load beside ended with ${code}`)))),
  );
}

/** The app's production server with `env`, its standard output (the request log) in the bench's folder file `log`. */
/** `wrapper`: a command the server runs under (valgrind and its options). */
function startServer(env, log, wrapper = []) {
  const [cmd, ...args] = [...wrapper, process.execPath, ...serverFlags, '--import', 'tsx', 'server/src/index.ts'];
  const server = spawn(cmd, args, {
    cwd: root,
    env,
    stdio: ['ignore', logFile(log), 'inherit'],
  });
  procs.push(server);
  return server;
}

function load(job, generator = 'load.mjs') {
  // The job goes through a file: thousands of request bodies do not fit in argv.
  const jobFile = path.join(dir, `job-${Date.now()}.json`);
  fs.writeFileSync(jobFile, JSON.stringify(job));
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/bench', generator), jobFile], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(r.stderr || r.error?.message || `load generator ended with ${r.signal}`);
  return JSON.parse(r.stdout);
}

/** Colombia date `days` from today, yyyy-MM-dd. */
function colombiaDate(days) {
  return new Date(Date.now() - 5 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
}

const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
function bookingBodies(n, first = 0) {
  const bodies = [];
  for (let i = first; i < first + n; i++) {
    bodies.push({
      nombre: 'Carga',
      apellidos: `Prueba ${i}`,
      email: `carga${i}@bench.test`,
      telefono: '573001234567',
      sexo: 'femenino',
      ocupacion: 'Ingeniera',
      pais: 'Colombia',
      indiceMasaMuscular: '',
      edad: 30,
      peso_actual: 65,
      estatura: 165,
      sufreDe: ['ansiedad'],
      objetivo: ['energia'],
      recomendadoPor: '',
      idPatrocinador: '',
      fechaAsesoria: colombiaDate(2 + Math.floor(i / SLOTS.length)),
      horaAsesoria: SLOTS[i % SLOTS.length],
      sufreDeOtros: '',
      objetivoOtros: '',
      politica_privacidad: true,
    });
  }
  return bodies;
}

const results = [];
const procs = [];
let mailNote;
/** Latency figures of scripts/bench/latency.mjs (p95, fixed arrival rate), printed after the table. */
const latencyRows = [];
/** Baseline servers' figures (the same JSON from memory), by kind. */
const baseline = {};
/** Each public content GET against an Express 5 one-route server answering its body: runs and medians. */
const ratioRows = [];
const notes = [];

/** Resident set size (kB) of a process now; Linux only. */
function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  } catch {
    return NaN;
  }
}

/**
 * A GET on a connection of its own: fetch's pooled keep-alive socket would be closed by the server
 * while a synchronous load run blocks this process, and the next fetch would fail on it.
 */
function httpGet(url, headers) {
  return new Promise((resolve, reject) => http.get(url, { headers, agent: false }, resolve).on('error', reject));
}

/** Downloads `url` while sampling the server's RSS every 20 ms: time, bytes, lines, RSS before and at its peak. */
async function download(url, headers, pid) {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const started = performance.now();
  const res = await httpGet(url, { ...headers, 'accept-encoding': 'identity' });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid));
  return { status: res.statusCode, ms, bytes, lines, rssBeforeMb: before / 1024, rssPeakMb: peak / 1024 };
}

/**
 * The agenda with years of bookings: its own server on a scratch SQLite database seeded
 * with BENCH_AGENDA_BOOKINGS bookings; first pages and searches at 10 connections (p95), then the
 * CSV of every booking (time, the server's peak RSS) and the whole list without `limit`.
 */
async function agendaBench() {
  const n = Number(process.env.BENCH_AGENDA_BOOKINGS ?? 100_000);
  const agendaDir = path.join(dir, 'agenda');
  const agendaPort = port + 3;
  const agendaBase = `http://127.0.0.1:${agendaPort}`;
  const env = {
    ...serverEnv,
    PORT: String(agendaPort),
    PUBLIC_URL: agendaBase,
    SQLITE_FILE: path.join(agendaDir, 'agenda.db'),
    DATA_DIR: agendaDir,
    UPLOADS_DIR: path.join(agendaDir, 'uploads'),
    MAIL_DIR: path.join(agendaDir, 'mail'),
    SEED_DEMO: 'false',
  };
  fs.mkdirSync(agendaDir, { recursive: true });
  const password = 'Bench-Admin-Passw0rd!';
  const seeded = spawnSync('npx', ['tsx', 'scripts/bench/seed-agenda.ts', String(n), 'benchadmin', password], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding the agenda failed');
  const server = startServer(env, 'agenda-server.log');
  await waitFor(`${agendaBase}/api/health`);
  const login = await fetch(`${agendaBase}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'benchadmin', password }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`admin login failed: ${login.status}`);
  const headers = { authorization: `Bearer ${token}` };
  const c = 10;
  const cases = [
    [`GET agenda, first page (upcoming, limit 50)`, '/api/admin/registros?scope=upcoming&limit=50'],
    [`GET agenda, first page (past, limit 50)`, '/api/admin/registros?scope=past&limit=50'],
    [`GET agenda, search «muñoz» (all, limit 50)`, `/api/admin/registros?scope=all&limit=50&q=${encodeURIComponent('muñoz')}`],
    [`GET agenda, search «persona4242» (all, limit 50)`, '/api/admin/registros?scope=all&limit=50&q=persona4242'],
  ];
  for (const [name, p] of cases) {
    const first = await httpGet(`${agendaBase}${p}`, headers);
    const total = first.headers['x-total-count'];
    first.resume();
    load({ url: `${agendaBase}${p}`, connections: c, duration: 2, headers }, 'latency.mjs'); // warm-up
    const before = cpuMs(server.pid);
    const r = load({ url: `${agendaBase}${p}`, connections: c, duration, headers }, 'latency.mjs');
    latencyRows.push({ name: `${name}, ${c} conn. [total ${total}]`, ...r, cpu: (cpuMs(server.pid) - before) / r.total });
  }
  // The totals are kept until the next write (db/change-token.ts): the same search while bookings
  // arrive (20 a second, open loop) recounts after each of them.
  {
    const p = `/api/admin/registros?scope=all&limit=50&q=${encodeURIComponent('muñoz')}`;
    const rate = 20;
    const writer = loadBeside({
      url: `${agendaBase}/api/registros`,
      rate,
      duration: duration + 1,
      method: 'POST',
      bodies: bookingBodies(rate * (duration + 1)),
    });
    await sleep(500);
    const before = cpuMs(server.pid);
    const r = load({ url: `${agendaBase}${p}`, connections: c, duration, headers }, 'latency.mjs');
    const cpu = (cpuMs(server.pid) - before) / r.total;
    const w = await writer;
    latencyRows.push({ name: `GET agenda, search «muñoz» while ${rate} bookings/s arrive (totals recounted), ${c} conn.`, ...r, cpu });
    notes.push(`the bookings sent beside that search: ${w.total} (${JSON.stringify(w.statuses)}), p99 ${w.p99?.toFixed?.(1) ?? w.p99} ms`);
  }
  const csv = await download(`${agendaBase}/api/admin/registros/export.csv?scope=all`, headers, server.pid);
  notes.push(
    `CSV export of ${n} seeded bookings (scope=all: the ${csv.lines - 1} verified): ${csv.status}, ${(csv.ms / 1000).toFixed(2)} s, ` +
      `${(csv.bytes / 1048576).toFixed(1)} MB; server RSS ${csv.rssBeforeMb.toFixed(0)} MB before, peak ${csv.rssPeakMb.toFixed(0)} MB during`,
  );
  const whole = await download(`${agendaBase}/api/admin/registros?scope=all`, headers, server.pid);
  notes.push(
    `for comparison, the whole list as JSON without limit (what every request cost before pages): ${(whole.ms / 1000).toFixed(2)} s, ` +
      `${(whole.bytes / 1048576).toFixed(1)} MB; server RSS ${whole.rssBeforeMb.toFixed(0)} MB before, peak ${whole.rssPeakMb.toFixed(0)} MB during`,
  );
  server.kill('SIGTERM');
}

/**
 * The site search: BENCH_SEARCH_ITEMS products and as many published posts seeded
 * straight into the tables, indexed by the server's start-up reconciliation (its time is noted),
 * then GET /api/buscar at 10 connections, the requests taking in turn queries as people type them
 * (whole words, plurals, beginnings, two words, a two-letter beginning that matches most posts).
 */
async function searchBench() {
  const n = Number(process.env.BENCH_SEARCH_ITEMS ?? 2000);
  const searchDir = path.join(dir, 'search');
  const searchPort = port + 4;
  const searchBase = `http://127.0.0.1:${searchPort}`;
  const env = {
    ...serverEnv,
    PORT: String(searchPort),
    PUBLIC_URL: searchBase,
    SQLITE_FILE: path.join(searchDir, 'search.db'),
    DATA_DIR: searchDir,
    UPLOADS_DIR: path.join(searchDir, 'uploads'),
    MAIL_DIR: path.join(searchDir, 'mail'),
    SEED_DEMO: 'false',
  };
  fs.mkdirSync(searchDir, { recursive: true });
  const seeded = spawnSync('npx', ['tsx', 'scripts/bench/seed-search.ts', String(n)], { cwd: root, env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding the search failed');
  const started = performance.now();
  // the log is appended to: this run's lines start here
  const log = path.join(dir, 'search-server.log');
  const logStart = fs.existsSync(log) ? fs.statSync(log).size : 0;
  const server = startServer(env, 'search-server.log');
  // the server listens at once, then its reconciliation indexes every product and post (searches
  // meanwhile match them in memory): measured once its log says it is done, up to two minutes on a
  // loaded machine
  await waitFor(`${searchBase}/api/health`, 1200);
  const listening = performance.now() - started;
  let reconciled;
  for (let i = 0; i < 1200 && !reconciled; i++) {
    reconciled = fs
      .readFileSync(log)
      .subarray(logStart)
      .toString('utf8')
      .split('\n')
      .filter((line) => line.includes('"search index reconciled"'))
      .at(-1);
    if (!reconciled) await sleep(100);
  }
  if (!reconciled) throw new Error('the search index was not reconciled in two minutes');
  notes.push(
    `search: the server listened after ${(listening / 1000).toFixed(1)} s and indexed ${n} products and ${n} posts in ` +
      `${(JSON.parse(reconciled).ms / 1000).toFixed(1)} s more (${((performance.now() - started) / 1000).toFixed(1)} s in all)`,
  );
  const queries = [
    'proteina',
    'batidos',
    'hidrat',
    'receta',
    'colágeno',
    'vitamina c',
    'té verde',
    'avena',
    'reto 21',
    'desayuno saludable',
    'MAGNESIO',
    'ca',
  ];
  const paths = queries.map((q) => `/api/buscar?q=${encodeURIComponent(q)}`);
  for (const p of paths) {
    const body = await (await fetch(`${searchBase}${p}`)).json();
    if (!Array.isArray(body)) throw new Error(`search ${p} answered ${JSON.stringify(body)}`);
  }
  const c = 10;
  const job = { url: `${searchBase}/api/buscar`, connections: c, duration, paths };
  load({ ...job, duration: 2 }, 'latency.mjs'); // warm-up
  const before = cpuMs(server.pid);
  const r = load(job, 'latency.mjs');
  latencyRows.push({
    name: `GET /api/buscar, ${queries.length} queries in turn, ${n} + ${n} seeded, ${c} conn.`,
    ...r,
    cpu: (cpuMs(server.pid) - before) / r.total,
  });
  // Every request a query never asked before (a common word and one of the seed's made-up ones),
  // 3 000 in turn against the 500 answers an instance keeps: the cache misses, the database answers.
  const SYLLABLES = ['ra', 'mo', 'ti', 'ca', 'le', 'su', 'no', 'pe', 'di', 'ba', 'co', 'fu', 'ga', 'ze', 'vi', 'lo'];
  const rare = (i) => SYLLABLES[i % 16] + SYLLABLES[(i >> 4) % 16] + SYLLABLES[(i >> 8) % 16];
  const missPaths = Array.from({ length: 3000 }, (_, i) => `/api/buscar?q=${encodeURIComponent(`${queries[i % 10]} ${rare(i)}`)}`);
  const miss = load({ ...job, paths: missPaths }, 'latency.mjs');
  latencyRows.push({ name: `GET /api/buscar, every query new (cache missed), ${c} conn.`, ...miss });
  for (const q of ['pro']) {
    const one = load(
      { url: `${searchBase}/api/buscar?q=${encodeURIComponent(q)}`, connections: c, duration: Math.max(3, duration / 2) },
      'latency.mjs',
    );
    latencyRows.push({ name: `GET /api/buscar?q=${q} alone, ${c} conn.`, ...one });
  }
  server.kill('SIGTERM');
}

/** Waits until `n` e-mails are in the bench's mail folder (or 60 s); returns how many are. */
async function mailsWritten(n) {
  const count = () => (fs.existsSync(serverEnv.MAIL_DIR) ? fs.readdirSync(serverEnv.MAIL_DIR).filter((f) => f.endsWith('.eml')).length : 0);
  for (let i = 0; i < 600 && count() < n; i++) await sleep(100);
  return count();
}
try {
  console.log(
    `bench:api — ${os.cpus().length} cores, ${os.cpus()[0].model}, Node ${process.version}, ${process.env.DATABASE_URL ? 'MySQL' : 'SQLite'}`,
  );
  console.log(`${connections} connections, ${duration} s per GET endpoint\n`);

  // agenda, search, wompi and instructions start servers of their own
  if (only === 'instructions') await instructionsBench();
  else if (!['agenda', 'search', 'wompi'].includes(only)) await mainBench();
  if (!only || only === 'agenda') await agendaBench();
  if (!only || only === 'search') await searchBench();
  if (!only || only === 'wompi') await wompiBench();
  printResults();
} finally {
  for (const p of procs) p.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dir, { recursive: true, force: true });
}

async function mainBench() {
  // Baselines: the same JSON from memory.
  const server = startServer(serverEnv, 'server.log');
  await waitFor(`${base}/api/health`);
  const slidesJson = await (await fetch(`${base}/api/inicio-slides`)).text();
  const jsonFile = path.join(dir, 'slides.json');
  fs.writeFileSync(jsonFile, slidesJson);

  const baselines =
    only === 'booking'
      ? []
      : [
          ['node', port + 1],
          ['express', port + 2],
        ];
  for (const [kind, p] of baselines) {
    const child = fork(path.join(root, 'scripts/bench/baseline-server.mjs'), [kind, String(p), jsonFile], { cwd: root, stdio: 'ignore' });
    procs.push(child);
    await new Promise((r) => child.once('message', r));
    load({ url: `http://127.0.0.1:${p}/api/inicio-slides`, connections, duration: 2 });
    baseline[kind] = load({ url: `http://127.0.0.1:${p}/api/inicio-slides`, connections, duration });
    child.kill();
  }

  if (only === 'shop') return shopBench(server);
  if (only === 'blog') return blogBench(server);

  if (only !== 'booking') {
    // The JIT compiles the shared path once: without this the first route measured pays for it.
    for (const route of CONTENT_ROUTES) load({ url: `${base}${route}`, connections, duration: 2 });
    for (const route of CONTENT_ROUTES) await ratioBench(server, route);
  }

  const gets = [['GET /api/horarios-ocupados', `${base}/api/horarios-ocupados?fecha=${colombiaDate(3)}`]];
  for (const [name, url] of only === 'booking' ? [] : gets) {
    load({ url, connections, duration: 2 }); // warm-up: JIT and caches, not measured
    results.push({ name, ...measured(server.pid, { url, connections, duration }) });
  }

  if (only !== 'gets') await bookingBench(server);
  if (!only) await shopBench(server);
  if (!only) await blogBench(server);
}

/**
 * The blog: the public list of the demo posts (SEED_DEMO: four), its first page and
 * one tag's, answered from the public content cache with their `X-Total-Count`.
 */
async function blogBench(server) {
  for (const [name, url] of [
    ['GET /api/blog', `${base}/api/blog`],
    ['GET /api/blog?etiqueta=recetas', `${base}/api/blog?etiqueta=recetas`],
  ]) {
    const first = await fetch(url);
    if (!first.ok || !first.headers.get('x-total-count')) throw new Error(`${name}: ${first.status}, no X-Total-Count`);
    load({ url, connections, duration: 2 }); // warm-up
    results.push({ name, ...measured(server.pid, { url, connections, duration }) });
    halfCapacity(server, name, { url });
  }
}

/** Closed-loop capacity, then p50/p99 at a fixed arrival rate of half of it (an open loop). */
function halfCapacity(server, name, job, openBodies) {
  const capacity = results[results.length - 1].rps;
  const rate = Math.max(1, Math.round(capacity / 2));
  const openSeconds = Number(process.env.BENCH_OPEN_SECONDS ?? 10);
  const before = cpuMs(server.pid);
  const open = load(
    { ...job, rate, duration: openSeconds, ...(openBodies ? { bodies: openBodies(Math.ceil(rate * openSeconds) + 10) } : {}) },
    'latency.mjs',
  );
  latencyRows.push({
    name: `${name} at ${rate}/s (½ of ${capacity.toFixed(0)}/s), ${openSeconds} s`,
    ...open,
    cpu: (cpuMs(server.pid) - before) / open.total,
  });
}

/**
 * The shop: the catalog's public list (from the public content cache), and orders of
 * one demo product whose stock is not tracked (so none is refused), by transfer to Bogotá, each a
 * different buyer: the server prices it, takes the units in its transaction, writes the order, its
 * lines, timeline, acceptance, "Mi pedido" token and two e-mails.
 */
async function shopBench(server) {
  const productos = `${base}/api/productos`;
  load({ url: productos, connections, duration: 2 }); // warm-up
  results.push({ name: 'GET /api/productos', ...measured(server.pid, { url: productos, connections, duration }) });
  halfCapacity(server, 'GET /api/productos', { url: productos });

  const product = await orderableProduct(base);
  let n = 0;
  const orderBodies = (count) => Array.from({ length: count }, () => orderBody(product, ++n, 'transferencia'));
  const orders = Number(process.env.BENCH_ORDERS ?? 1000);
  const job = { url: `${base}/api/pedidos`, method: 'POST', connections };
  // a cold burst first (JIT), not the figure
  load({ ...job, amount: Math.ceil(orders / 4), bodies: orderBodies(Math.ceil(orders / 4)) });
  results.push({
    name: `POST /api/pedidos (${orders} orders)`,
    ...measured(server.pid, { ...job, amount: orders, bodies: orderBodies(orders) }),
  });
  halfCapacity(server, 'POST /api/pedidos', { url: job.url, method: 'POST' }, orderBodies);
}

function postJson(url, body) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A demo product whose stock is not tracked (so no order is refused), and the total of one unit of it delivered to Bogotá. */
async function orderableProduct(at) {
  const list = await (await fetch(`${at}/api/productos`)).json();
  const entrega = { tipo: 'domicilio', municipio: '11001' };
  const quote = await (
    await postJson(`${at}/api/pedidos/cotizar`, { items: list.map((p) => ({ productoId: p.id, cantidad: 1 })), entrega })
  ).json();
  const line = quote.lineas.find((l) => l.problema === null && l.stock === null);
  if (!line) throw new Error('no demo product without tracked stock to order');
  const items = [{ productoId: line.productoId, cantidad: 1 }];
  return { productoId: line.productoId, total: (await (await postJson(`${at}/api/pedidos/cotizar`, { items, entrega })).json()).total };
}

/** POST /api/pedidos of buyer `n`: one unit of that product to Bogotá. */
function orderBody(product, n, metodoPago) {
  return {
    items: [{ productoId: product.productoId, cantidad: 1 }],
    comprador: {
      nombres: 'Carga',
      apellidos: `Prueba ${n}`,
      email: `pedido${n}@bench.test`,
      telefono: '+573001234567',
      tipoDocumento: 'CC',
      numeroDocumento: String(1_000_000_000 + n),
    },
    entrega: { tipo: 'domicilio', municipio: '11001', direccion: `Calle ${n} # 1-2`, barrio: 'Chapinero', indicaciones: null },
    metodoPago,
    totalEsperado: product.total,
    aceptaTerminos: true,
  };
}

/**
 * Wompi's `transaction.updated` of an approved transaction, signed as Wompi signs it (docs.wompi.co
 * "Eventos"): SHA-256 of the values at `signature.properties` (read inside `data`), the timestamp
 * and the events secret.
 */
function signedApproval({ id, reference, amountInCents }, secret) {
  const transaction = { id, status: 'APPROVED', reference, amount_in_cents: amountInCents, currency: 'COP', payment_method_type: 'CARD' };
  const timestamp = Math.floor(Date.now() / 1000);
  const checksum = crypto.createHash('sha256').update(`${id}APPROVED${amountInCents}${timestamp}${secret}`).digest('hex').toUpperCase();
  return {
    event: 'transaction.updated',
    data: { transaction },
    environment: 'test',
    signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'], checksum },
    timestamp,
    sent_at: new Date().toISOString(),
  };
}

/**
 * Wompi's events, on a server of its own with test keys (its WOMPI_API_URL a closed
 * local port: nothing leaves the machine): BENCH_WOMPI_EVENTS online orders are placed first, then
 * each gets its signed APPROVED event — verified, stored raw, checked against its attempt, and
 * paying its order through the path of a manual confirmation (timeline, activity log, e-mails).
 * Then the same events again, as Wompi's retries: each answered 200 without a change.
 */
async function wompiBench() {
  const n = Number(process.env.BENCH_WOMPI_EVENTS ?? 1000);
  const warm = Math.ceil(n / 4);
  const wompiDir = path.join(dir, 'wompi');
  const wompiPort = port + 5;
  const wompiBase = `http://127.0.0.1:${wompiPort}`;
  const secret = 'test_events_bench';
  const env = {
    ...serverEnv,
    PORT: String(wompiPort),
    PUBLIC_URL: wompiBase,
    SQLITE_FILE: path.join(wompiDir, 'wompi.db'),
    DATA_DIR: wompiDir,
    UPLOADS_DIR: path.join(wompiDir, 'uploads'),
    MAIL_DIR: path.join(wompiDir, 'mail'),
    WOMPI_PUBLIC_KEY: 'pub_test_bench',
    WOMPI_INTEGRITY_SECRET: 'test_integrity_bench',
    WOMPI_EVENTS_SECRET: secret,
    WOMPI_API_URL: 'http://127.0.0.1:9/v1',
    RATE_LIMIT_WOMPI_EVENTS_MAX: big,
  };
  fs.mkdirSync(wompiDir, { recursive: true });
  const server = startServer(env, 'wompi-server.log');
  await waitFor(`${wompiBase}/api/health`);

  const product = await orderableProduct(wompiBase);
  const placed = [];
  for (let i = 0; i < warm + n; i += 10) {
    const batch = Array.from({ length: Math.min(10, warm + n - i) }, async (_, k) => {
      const res = await postJson(`${wompiBase}/api/pedidos`, orderBody(product, i + k + 1, 'wompi'));
      const body = await res.json();
      if (res.status !== 201 || !body.wompi) throw new Error(`online order: ${res.status} ${JSON.stringify(body)}`);
      return { token: body.token, reference: body.wompi.campos.reference, amountInCents: Number(body.wompi.campos['amount-in-cents']) };
    });
    placed.push(...(await Promise.all(batch)));
  }
  const events = placed.map((o, i) => signedApproval({ id: `${100_000 + i}-${Math.floor(Date.now() / 1000)}-bench`, ...o }, secret));
  const job = { url: `${wompiBase}/api/pagos/wompi/eventos`, method: 'POST', connections };
  // a cold burst first (JIT), not the figure
  load({ ...job, amount: warm, bodies: events.slice(0, warm) });
  const approvals = events.slice(warm);
  results.push({
    name: `POST /api/pagos/wompi/eventos (${n} APPROVED)`,
    ...measured(server.pid, { ...job, amount: n, bodies: approvals }),
  });
  const last = await (await fetch(`${wompiBase}/api/pedidos/seguimiento/${placed.at(-1).token}`)).json();
  if (last.estado !== 'pagado') throw new Error(`an approved order is ${last.estado}, not paid`);
  results.push({
    name: `POST /api/pagos/wompi/eventos (${n} replays)`,
    ...measured(server.pid, { ...job, amount: n, bodies: approvals }),
  });
  halfCapacity(server, 'POST /api/pagos/wompi/eventos, replays', { url: job.url, method: 'POST' }, (count) =>
    Array.from({ length: count }, (_, i) => approvals[i % n]),
  );
  server.kill('SIGTERM');
}

/**
 * Instructions per request (valgrind's callgrind, every thread of the process, the kernel's work
 * not included) of each public content GET and of its Express twin, each measured on
 * BENCH_INSTRUCTION_REQUESTS requests over 10 connections after as many unmeasured (the JIT
 * settles). Unlike req/s on a shared two-core machine, the count is the same from run to run
 * (±1 %) whatever else runs: twin ÷ ours is the CPU-bound throughput ratio, comparable across days.
 */
async function instructionsBench() {
  const n = Number(process.env.BENCH_INSTRUCTION_REQUESTS ?? 10_000);
  const callgrind = (label) => [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    `--callgrind-out-file=${path.join(dir, `cg-${label}`)}`,
  ];
  /**
   * Instructions per request of `url` in the process `pid` runs under callgrind as `label`, started
   * with `env` (valgrind names its control pipes after that environment's HOST: the server's is its
   * listening address).
   */
  const count = async (pid, label, url, env) => {
    load({ url, connections: 10, amount: n });
    const control = (...args) => spawnSync('callgrind_control', [...args, String(pid)], { env, stdio: 'ignore' });
    control('-i', 'on');
    const r = load({ url, connections: 10, amount: n });
    control('-i', 'off');
    const before = new Set(fs.readdirSync(dir));
    control('-d');
    // the process writes its dump when it next checks for commands: wait for the file's totals
    let total;
    for (let i = 0; i < 600 && total === undefined; i++) {
      const dump = fs.readdirSync(dir).find((f) => f.startsWith(`cg-${label}.`) && !before.has(f));
      const totals = dump && /^totals: (\d+)/m.exec(fs.readFileSync(path.join(dir, dump), 'utf8'));
      if (totals) total = Number(totals[1]);
      else await sleep(100);
    }
    if (total === undefined) throw new Error(`callgrind wrote no dump for ${url}`);
    return { perRequest: total / r.total, statuses: r.statuses };
  };
  if (spawnSync('valgrind', ['--version']).status !== 0)
    throw new Error('BENCH_ONLY=instructions needs valgrind (apt-get install -y valgrind)');
  const server = startServer(serverEnv, 'server.log', callgrind('ours'));
  await waitFor(`${base}/api/health`, 3000); // everything runs ≈ 50× slower under callgrind
  const rows = [];
  for (const route of CONTENT_ROUTES) rows.push({ route, ours: await count(server.pid, 'ours', `${base}${route}`, serverEnv) });
  for (const [i, row] of rows.entries()) {
    const bodyFile = path.join(dir, `body${row.route.replaceAll('/', '-')}.json`);
    fs.writeFileSync(bodyFile, await (await fetch(`${base}${row.route}`)).text());
    const p = port + 2;
    const [cmd, ...args] = [
      ...callgrind(`express${i}`),
      process.execPath,
      path.join(root, 'scripts/bench/baseline-server.mjs'),
      'express',
      String(p),
      bodyFile,
      row.route,
    ];
    const twin = spawn(cmd, args, { cwd: root, stdio: 'ignore' });
    procs.push(twin);
    await waitFor(`http://127.0.0.1:${p}${row.route}`, 3000);
    row.express = await count(twin.pid, `express${i}`, `http://127.0.0.1:${p}${row.route}`, process.env);
    twin.kill('SIGTERM');
    await new Promise((r) => twin.once('close', r));
  }
  server.kill('SIGTERM');
  console.log(
    `public content GETs: instructions per request (callgrind, ${n} requests after ${n} unmeasured; LOG_LEVEL=${serverEnv.LOG_LEVEL}; goal: express ÷ ours ≥ 0.80)`,
  );
  console.log(`${'endpoint'.padEnd(36)} ${'ours'.padStart(9)} ${'express'.padStart(9)} ${'ratio'.padStart(6)}`);
  for (const { route, ours, express } of rows) {
    const bad = [ours, express].some((r) => Object.keys(r.statuses).some((k) => k !== '2xx'));
    console.log(
      `${`GET ${route}`.padEnd(36)} ${ours.perRequest.toFixed(0).padStart(9)} ${express.perRequest.toFixed(0).padStart(9)} ${(express.perRequest / ours.perRequest).toFixed(2).padStart(6)}${bad ? `  statuses ${JSON.stringify(ours.statuses)}` : ''}`,
    );
  }
}

async function bookingBench(server) {
  // Bookings: a cold burst first (JIT not yet compiled for this path, shown but not the figure),
  // then the measured burst on other slots, as the GETs are measured after their warm-up.
  const bookings = Number(process.env.BENCH_BOOKINGS ?? 2400);
  const warmBookings = Number(process.env.BENCH_WARM_BOOKINGS ?? 600);
  results.push({
    name: `POST /api/registros, cold start (${warmBookings})`,
    ...measured(server.pid, {
      url: `${base}/api/registros`,
      method: 'POST',
      connections,
      amount: warmBookings,
      bodies: bookingBodies(warmBookings),
    }),
  });
  await mailsWritten(warmBookings); // the cold burst's e-mails leave the outbox before the measured burst
  results.push({
    name: `POST /api/registros (${bookings} distinct slots)`,
    ...measured(server.pid, {
      url: `${base}/api/registros`,
      method: 'POST',
      connections,
      amount: bookings,
      bodies: bookingBodies(bookings, warmBookings),
    }),
  });
  // Each booking queues its verification e-mail; the outbox sends it after the answer. How long
  // after the burst the last one was out (written as an .eml file: the bench has no SMTP_URL):
  const burstEnd = Date.now();
  const mails = await mailsWritten(warmBookings + bookings);
  mailNote = `verification e-mails: ${mails} of ${warmBookings + bookings} written, the last ${((Date.now() - burstEnd) / 1000).toFixed(1)} s after the measured burst`;

  // The same path at a fixed arrival rate of half the capacity just measured (an open loop: the
  // latency a visitor sees when the server is busy but not saturated), on further distinct slots.
  const capacity = results[results.length - 1].rps;
  const rate = Math.max(1, Math.round(capacity / 2));
  const openSeconds = Number(process.env.BENCH_OPEN_SECONDS ?? 10);
  const openBodies = bookingBodies(Math.ceil(rate * openSeconds) + 10, warmBookings + bookings);
  const before = cpuMs(server.pid);
  const open = load({ url: `${base}/api/registros`, method: 'POST', rate, duration: openSeconds, bodies: openBodies }, 'latency.mjs');
  latencyRows.push({
    name: `POST /api/registros at ${rate}/s (½ of ${capacity.toFixed(0)}/s), ${openSeconds} s`,
    ...open,
    cpu: (cpuMs(server.pid) - before) / open.total,
  });

  const email = 'bench@bench.test';
  const password = 'Bench-Passw0rd!';
  if (!only) {
    spawnSync('npx', ['tsx', 'scripts/bench/create-bench-user.ts', email, password], { cwd: root, env: serverEnv, stdio: 'inherit' });
    const login = {
      url: `${base}/api/users/login`,
      method: 'POST',
      connections: 10,
      duration: Math.min(duration, 5),
      body: { email, password },
    };
    results.push({ name: 'POST /api/users/login (bcrypt cost 12)', ...measured(server.pid, login) });
  }
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * One public content GET against an Express 5 one-route server answering the same body from
 * memory (res.json), in alternating runs of 3 s after a warm-up of both. The machine's other load moves both figures of a pair alike, so their ratio is the
 * comparable figure; the absolute req/s are not.
 */
async function ratioBench(server, route) {
  const bodyFile = path.join(dir, `body${route.replaceAll('/', '-')}.json`);
  const res = await httpGet(`${base}${route}`, {});
  let body = '';
  for await (const chunk of res) body += chunk;
  fs.writeFileSync(bodyFile, body);
  const p = port + 2;
  const twin = fork(path.join(root, 'scripts/bench/baseline-server.mjs'), ['express', String(p), bodyFile, route], {
    cwd: root,
    stdio: 'ignore',
  });
  procs.push(twin);
  await new Promise((r) => twin.once('message', r));
  const ours = { pid: server.pid, url: `${base}${route}`, runs: [] };
  const express = { pid: twin.pid, url: `http://127.0.0.1:${p}${route}`, runs: [] };
  for (const s of [ours, express]) load({ url: s.url, connections, duration: 2 });
  for (let i = 0; i < ratioRounds; i++) {
    for (const s of i % 2 ? [express, ours] : [ours, express]) s.runs.push(measured(s.pid, { url: s.url, connections, duration: 3 }));
  }
  twin.kill();
  const ratios = ours.runs.map((r, i) => r.rps / express.runs[i].rps);
  ratioRows.push({
    name: `GET ${route}`,
    rps: median(ours.runs.map((r) => r.rps)),
    expressRps: median(express.runs.map((r) => r.rps)),
    cpu: median(ours.runs.map((r) => r.cpu)),
    expressCpu: median(express.runs.map((r) => r.cpu)),
    ratio: median(ratios),
    ratios,
    statuses: ours.runs.map((r) => r.statuses),
  });
}

function printResults() {
  const row = (name, r) =>
    `${name.padEnd(46)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}` +
    (baseline.node
      ? ` ${(r.rps / baseline.node.rps).toFixed(2).padStart(7)} ${(r.rps / baseline.express.rps).toFixed(2).padStart(8)}`
      : ' '.repeat(17)) +
    ` ${Number.isFinite(r.cpu) ? r.cpu.toFixed(2).padStart(7) : '      -'} ${r.loadCpu.toFixed(2).padStart(7)}  ${JSON.stringify(r.statuses)}${r.errors ? ` errors: ${r.errors}` : ''}`;
  console.log(
    `${'endpoint'.padEnd(46)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'÷node'.padStart(7)} ${'÷express'.padStart(8)} ${'cpu ms'.padStart(7)} ${'ac ms'.padStart(7)}`,
  );
  console.log("(cpu ms: the server's CPU time per request, all its threads; ac ms: the load generator's, start-up included)");
  if (baseline.node) console.log(row('baseline: bare node:http (same JSON)', baseline.node));
  if (baseline.express) console.log(row('baseline: Express 5, one route', baseline.express));
  for (const r of results) console.log(row(r.name, r));
  if (mailNote) console.log(mailNote);
  if (ratioRows.length) {
    console.log(
      `\npublic content GETs ÷ an Express 5 one-route server with the same body (LOG_LEVEL=${serverEnv.LOG_LEVEL}; medians of ${ratioRounds} alternating runs; goal ≥ 0.80)`,
    );
    console.log(
      `${'endpoint'.padEnd(36)} ${'req/s'.padStart(7)} ${'express'.padStart(8)} ${'ratio'.padStart(6)}  ${'runs'.padEnd(18)} ${'cpu ms'.padStart(7)} ${'express'.padStart(8)}`,
    );
    for (const r of ratioRows) {
      const bad = r.statuses.some((s) => Object.keys(s).some((k) => k !== '2xx'));
      console.log(
        `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} ${r.expressRps.toFixed(0).padStart(8)} ${r.ratio.toFixed(2).padStart(6)}  ${r.ratios
          .map((x) => x.toFixed(2))
          .join(' ')
          .padEnd(
            18,
          )} ${r.cpu.toFixed(3).padStart(7)} ${r.expressCpu.toFixed(3).padStart(8)}${bad ? `  ${JSON.stringify(r.statuses)}` : ''}`,
      );
    }
    console.log(
      "(cpu ms: each server's CPU time per request, all its threads; a ratio of CPU times is the same comparison seen from the CPU)",
    );
  }
  if (latencyRows.length) {
    console.log(
      `\n${'latency (scripts/bench/latency.mjs)'.padEnd(66)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)} ${'cpu ms'.padStart(7)}`,
    );
    for (const r of latencyRows) {
      console.log(
        `${r.name.padEnd(66)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(6)} ${String(r.p95).padStart(6)} ${String(r.p99).padStart(6)} ${String(r.max).padStart(6)} ${Number.isFinite(r.cpu) ? r.cpu.toFixed(2).padStart(7) : '      -'}  ${JSON.stringify(r.statuses)}${r.errors ? ` errors: ${r.errors}` : ''}`,
      );
    }
  }
  for (const n of notes) console.log(n);
}
