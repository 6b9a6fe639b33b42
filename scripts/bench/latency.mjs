// bench:api's own latency load (autocannon has no p95 and no fixed arrival rate). Reads one JSON
// job from the file named in argv, prints one JSON result:
//   closed loop: { url, connections, duration, headers }: `connections` loops, each sending its
//     next request when the previous answer has arrived; with `paths`, the requests take them in
//     turn (path and query of `url`'s server: several searches);
//   open loop:   { url, rate, duration, method, bodies }: requests leave at a fixed rate whatever
//     the answers, and each latency counts from its scheduled start (no coordinated omission).
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: job.rate ? 512 : job.connections });
const url = new URL(job.url);
const latencies = [];
const statuses = {};
let errors = 0;
let bodyIndex = 0;
let pathIndex = 0;

function send() {
  return new Promise((resolve) => {
    const body = job.bodies ? JSON.stringify(job.bodies[bodyIndex++ % job.bodies.length]) : undefined;
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: job.paths ? job.paths[pathIndex++ % job.paths.length] : url.pathname + url.search,
        method: job.method ?? 'GET',
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(job.headers ?? {}),
        },
      },
      (res) => {
        const k = `${String(res.statusCode)[0]}xx`;
        statuses[k] = (statuses[k] ?? 0) + 1;
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(body);
  });
}

const started = performance.now();
const end = started + job.duration * 1000;
if (job.rate) {
  const interval = 1000 / job.rate;
  const pending = [];
  for (let i = 0; ; i++) {
    const at = started + i * interval;
    if (at >= end) break;
    const wait = at - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send().then(() => latencies.push(performance.now() - at)));
  }
  await Promise.all(pending);
} else {
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await send();
        latencies.push(performance.now() - t);
      }
    }),
  );
}
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => Number((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN).toFixed(1));
agent.destroy();
process.stdout.write(
  JSON.stringify({
    total: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: pct(100),
    statuses,
    errors,
  }),
);
