// Baselines for bench:api, each run in its own process: the same JSON answered from memory by a
// bare node:http server (the physical limit) or by an Express 5 app with that single route
// (`route`, /api/inicio-slides unless given).
import http from 'node:http';

const [kind, port, file, route = '/api/inicio-slides'] = process.argv.slice(2);
const body = (await import('node:fs')).readFileSync(file, 'utf8');

if (kind === 'node') {
  http
    .createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    })
    .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
} else {
  const { default: express } = await import('express');
  const app = express();
  const json = JSON.parse(body);
  app.get(route, (_req, res) => res.json(json));
  app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
}
