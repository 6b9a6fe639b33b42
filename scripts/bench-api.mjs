#!/usr/bin/env node
// npm run bench:api — throughput and latency of the API's hot endpoints, measured against two
// baselines in the same run. A benchmark, not a test: it prints figures, it does not fail.
//   DATABASE_URL=mysql://… npm run bench:api   to measure on MySQL/MariaDB instead of SQLite
//   BENCH_DURATION=10 BENCH_CONNECTIONS=50     seconds per GET endpoint and concurrent connections
//   BENCH_ONLY=booking                         only the booking measurement (no baselines, GETs, login)
//   BENCH_BOOKINGS=2400 BENCH_WARM_BOOKINGS=600 measured bookings, and the cold-start burst before them
//   BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'   node flags for the measured server
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY ?? '';
const serverFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-bench-'));
const port = 4600;
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
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  EMAIL_WORKER_INTERVAL_MS: '1000',
  RATE_LIMIT_LOGIN_MAX: big,
  RATE_LIMIT_REGISTER_MAX: big,
  RATE_LIMIT_FORGOT_MAX: big,
  RATE_LIMIT_BOOKING_MAX: big,
  RATE_LIMIT_ADMIN_LOGIN_MAX: big,
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
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

function load(job) {
  // The job goes through a file: thousands of request bodies do not fit in argv.
  const jobFile = path.join(dir, `job-${Date.now()}.json`);
  fs.writeFileSync(jobFile, JSON.stringify(job));
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/bench/load.mjs'), jobFile], {
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

  // Baselines: the same JSON from memory.
  const server = spawn(process.execPath, [...serverFlags, '--import', 'tsx', 'server/src/index.ts'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  procs.push(server);
  await waitFor(`${base}/api/health`);
  const slidesJson = await (await fetch(`${base}/api/inicio-slides`)).text();
  const jsonFile = path.join(dir, 'slides.json');
  fs.writeFileSync(jsonFile, slidesJson);

  const baseline = {};
  const baselines = only
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

  const gets = [
    ['GET /api/inicio-slides', `${base}/api/inicio-slides`],
    ['GET /api/testimonials', `${base}/api/testimonials`],
    ['GET /api/horarios-ocupados', `${base}/api/horarios-ocupados?fecha=${colombiaDate(3)}`],
  ];
  for (const [name, url] of only ? [] : gets) {
    load({ url, connections, duration: 2 }); // warm-up: JIT and caches, not measured
    results.push({ name, ...measured(server.pid, { url, connections, duration }) });
  }

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
} finally {
  for (const p of procs) p.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dir, { recursive: true, force: true });
}
