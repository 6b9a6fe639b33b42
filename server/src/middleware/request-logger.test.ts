import { Writable } from 'node:stream';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { useRequestLogger } from './request-logger.js';

/** An app with the request logger writing into `lines`, and routes that answer or log. */
function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = express();
  useRequestLogger(app, createLogger('info', sink));
  app.get('/api/algo', (req, res) => {
    req.log.info({ step: 'dentro' }, 'handler line');
    res.json({ ok: true });
  });
  app.get('/api/falla', (_req, res) => res.status(404).end());
  app.get('/pagina', (_req, res) => res.send('hola'));
  return { api: supertest(app), lines };
}

describe('request logger', () => {
  it('writes one line per API request with its id, method, redacted URL, status and time', async () => {
    const { api, lines } = appWithLog();
    const res = await api.get('/api/algo?q=ana@correo.co&fecha=2030-01-02').set('X-Request-Id', 'prueba-123');
    expect(res.headers['x-request-id']).toBe('prueba-123');
    const line = lines.find((l) => l.msg === 'request completed')!;
    expect(line).toMatchObject({
      level: 30,
      reqId: 'prueba-123',
      method: 'GET',
      url: '/api/algo?q=[redactado]&fecha=2030-01-02',
      status: 200,
    });
    expect(typeof line.ms).toBe('number');
    expect(line.ms).toBeGreaterThanOrEqual(0);
  });

  it("binds a handler's own lines to the request id, one per request", async () => {
    const { api, lines } = appWithLog();
    const a = await api.get('/api/algo');
    const b = await api.get('/api/algo');
    const handlerLines = lines.filter((l) => l.msg === 'handler line');
    expect(handlerLines.map((l) => l.reqId)).toEqual([a.headers['x-request-id'], b.headers['x-request-id']]);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(handlerLines[0]).toMatchObject({ step: 'dentro' });
  });

  it('keeps each app on its own logger', async () => {
    const one = appWithLog();
    const two = appWithLog();
    await one.api.get('/api/algo');
    await two.api.get('/api/algo');
    await two.api.get('/api/algo');
    expect(one.lines.filter((l) => l.msg === 'handler line')).toHaveLength(1);
    expect(two.lines.filter((l) => l.msg === 'handler line')).toHaveLength(2);
  });

  it('logs client errors as warnings, ignores invalid incoming ids and pages outside /api', async () => {
    const { api, lines } = appWithLog();
    const res = await api.get('/api/falla').set('X-Request-Id', 'no válido; <script>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ level: 40, status: 404, reqId: res.headers['x-request-id'] });
    const page = await api.get('/pagina');
    expect(page.headers['x-request-id']).toBeTruthy();
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);
  });
});
