// The load generator of bench:api, in its own process so it does not share a core's event loop
// with the server. Reads one JSON job from the file named in argv, prints one JSON result.
import fs from 'node:fs';
import autocannon from 'autocannon';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const opts = {
  url: job.url,
  connections: job.connections ?? 50,
  // With `amount`, autocannon notices the end only at its next sample tick: 100 ms ticks instead
  // of 1 s keep a 3 s burst's duration (and so its req/s) from rounding up to whole seconds.
  ...(job.amount ? { amount: job.amount, sampleInt: 100 } : { duration: job.duration ?? 10 }),
  method: job.method ?? 'GET',
  headers: { 'content-type': 'application/json', ...(job.headers ?? {}) },
};
if (job.bodies) {
  let i = 0;
  opts.requests = [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(job.bodies[i++ % job.bodies.length]) }) }];
} else if (job.body) {
  opts.body = JSON.stringify(job.body);
}
const r = await autocannon(opts);
const statuses = {};
for (const k of ['1xx', '2xx', '3xx', '4xx', '5xx']) if (r[k]) statuses[k] = r[k];
const cpu = process.cpuUsage();
process.stdout.write(
  // requests/s over the whole run, not autocannon's average of its per-tick counts; loadCpu: this
  // process's CPU ms per request.
  JSON.stringify({
    loadCpu: (cpu.user + cpu.system) / 1000 / r.requests.total,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    errors: r.errors,
    statuses,
  }),
);
