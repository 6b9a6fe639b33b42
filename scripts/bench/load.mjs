// The load generator of bench:api, in its own process so it does not share a core's event loop
// with the server. Reads one JSON job from the file named in argv, prints one JSON result.
import fs from 'node:fs';
import autocannon from 'autocannon';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const opts = {
  url: job.url,
  connections: job.connections ?? 50,
  ...(job.amount ? { amount: job.amount } : { duration: job.duration ?? 10 }),
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
process.stdout.write(
  JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, errors: r.errors, statuses }),
);
