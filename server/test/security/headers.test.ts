import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/test-app.js';
import { leaksIn } from './leaks.js';

/**
 * The headers every answer carries (pages, client routes, API, media) and what error bodies may
 * say. A fake built client stands in for client/dist so the SPA routes are served.
 */
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-sec-client-'));
fs.writeFileSync(
  path.join(clientDist, 'index.html'),
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Sitio</title>' +
    '<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
fs.mkdirSync(path.join(clientDist, 'assets'));
fs.writeFileSync(path.join(clientDist, 'assets', 'app.js'), 'console.log("app");');
afterAll(() => fs.rmSync(clientDist, { recursive: true, force: true }));

function directives(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(res: { headers: Record<string, string | undefined> }, what: string) {
  const csp = directives(res.headers['content-security-policy']);
  expect(res.headers['content-security-policy'], `${what}: CSP`).toBeTruthy();
  expect(csp['frame-ancestors'], `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp['script-src'], `${what}: script-src`).toEqual(["'self'"]);
  expect(csp['default-src'], `${what}: default-src`).toEqual(["'self'"]);
  expect(csp['object-src'], `${what}: object-src`).toEqual(["'none'"]);
  // Only the blog's click-to-load YouTube embeds, from the privacy-enhanced host.
  expect(csp['frame-src'], `${what}: frame-src`).toEqual(['https://www.youtube-nocookie.com']);
  const scripts = csp['script-src'] ?? csp['default-src'] ?? [];
  expect(
    scripts.some((v) => /unsafe-inline|unsafe-eval|\*/.test(v)),
    `${what}: unsafe script source`,
  ).toBe(false);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], `${what}: X-Frame-Options`).toBeTruthy();
  expect(res.headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

describe('the leak detector', () => {
  it('recognises stack traces, SQL, driver codes and file paths', () => {
    expect(leaksIn('Error: boom\n    at handler (/work/main/server/src/x.ts:10:5)', { error: true }).length).toBeGreaterThan(0);
    expect(leaksIn('{"message":"SQLITE_ERROR: no such table: bloqueos"}', { error: true }).length).toBeGreaterThan(0);
    expect(leaksIn('{"message":"ER_NO_SUCH_TABLE"}', { error: true }).length).toBeGreaterThan(0);
    expect(leaksIn('{"message":"select * from registros where id = 1"}', { error: true }).length).toBeGreaterThan(0);
    expect(leaksIn('{"message":"ENOENT /tmp/vs-test-x/uploads"}', { error: true }).length).toBeGreaterThan(0);
    expect(leaksIn('{"message":"La solicitud no es válida.","error":"La solicitud no es válida."}', { error: true })).toEqual([]);
  });
});

describeEachDb(
  'Security headers and error bodies',
  (ctx) => {
    it('sends the security headers on the home page, a client route, the API and media', async () => {
      const c = ctx();
      fs.mkdirSync(path.join(c.config.uploadsDir, 'slider'), { recursive: true });
      fs.writeFileSync(path.join(c.config.uploadsDir, 'slider', '0123456789abcdef0123456789abcdef.webp'), Buffer.from('RIFF0000WEBP'));
      const answers = {
        '/': await c.api.get('/'),
        '/perfil': await c.api.get('/perfil'),
        '/assets/app.js': await c.api.get('/assets/app.js'),
        '/api/health': await c.api.get('/api/health'),
        '/api/testimonials': await c.api.get('/api/testimonials'),
        '/api/no-existe (404)': await c.api.get('/api/no-existe'),
        '/api/admin/registros (401)': await c.api.get('/api/admin/registros'),
        '/uploads/slider/….webp': await c.api.get('/uploads/slider/0123456789abcdef0123456789abcdef.webp'),
        '/uploads/missing (404)': await c.api.get('/uploads/slider/nada.webp'),
        '/robots.txt': await c.api.get('/robots.txt'),
      };
      expect(answers['/'].status).toBe(200);
      expect(answers['/'].text).toContain('<div id="root">');
      expect(answers['/perfil'].status).toBe(200);
      expect(answers['/perfil'].headers['content-type']).toMatch(/^text\/html/);
      expect(answers['/uploads/slider/….webp'].status).toBe(200);
      expect(answers['/uploads/missing (404)'].status).toBe(404);
      for (const [what, res] of Object.entries(answers)) expectSecurityHeaders(res, what);
      // API answers are never cached by shared caches and media is served as what it is.
      expect(answers['/api/health'].headers['cache-control']).toBe('no-store');
      expect(answers['/uploads/slider/….webp'].headers['content-type']).toBe('image/webp');
      expect(answers['/uploads/slider/….webp'].headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it('never serves files outside uploads/ nor dotfiles through /uploads', async () => {
      const c = ctx();
      fs.writeFileSync(path.join(c.config.uploadsDir, 'slider', '.tmp-secret'), 'half written');
      for (const url of [
        '/uploads/../app.db',
        '/uploads/%2e%2e/app.db',
        '/uploads/..%2fapp.db',
        '/uploads/%2e%2e%2f%2e%2e%2fetc/passwd',
        '/uploads/slider/.tmp-secret',
        '/uploads/slider/%2etmp-secret',
        '/uploads/',
      ]) {
        const res = await c.api.get(url);
        expect(res.status, url).toBeGreaterThanOrEqual(400);
        expect(res.status, url).toBeLessThan(500);
        expect(res.text, url).not.toMatch(/SQLite format|half written|root:x:0/);
        expect(leaksIn(res.text, { error: true }), url).toEqual([]);
      }
    });

    it('answers forced errors without stack traces, SQL or paths', async () => {
      const c = ctx();
      const admin = `Bearer ${c.adminToken()}`;
      const forced: [string, Promise<supertest.Response> | supertest.Test][] = [
        ['POST /api/registros', c.api.post('/api/registros').set('Content-Type', 'application/json').send('{"nombre": ')],
        [
          'POST /api/registros',
          c.api
            .post('/api/registros')
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ x: 'a'.repeat(300_000) })),
        ],
        ['POST /api/users/login', c.api.post('/api/users/login').set('Content-Type', 'application/json; charset=utf-16').send('{}')],
        ["GET /api/horarios-ocupados?fecha=2025-01-01' OR 1=1 --", c.api.get("/api/horarios-ocupados?fecha=2025-01-01' OR 1=1 --")],
        ['GET /api/horarios-ocupados?fecha[]=1&fecha[]=2', c.api.get('/api/horarios-ocupados?fecha[]=1&fecha[]=2')],
        ['GET /api/registros/verificar/%E0%A4%A', c.api.get('/api/registros/verificar/%E0%A4%A')],
        ['GET /api/users/verify-email/%E0%A4%A', c.api.get('/api/users/verify-email/%E0%A4%A')],
        ['PUT /api/admin/registros/abc', c.api.put('/api/admin/registros/abc').set('Authorization', admin).send({})],
        [
          'PUT /api/admin/registros/99999999999999999999',
          c.api.put('/api/admin/registros/99999999999999999999').set('Authorization', admin).send({}),
        ],
        ['DELETE /api/admin/bloqueos/-1', c.api.delete('/api/admin/bloqueos/-1').set('Authorization', admin)],
        ['PUT /api/admin/testimonials/1e3', c.api.put('/api/admin/testimonials/1e3').set('Authorization', admin).send({ title: 'x' })],
        ['PUT /api/admin/inicio/slides/9', c.api.put('/api/admin/inicio/slides/9').set('Authorization', admin).send({})],
        [
          'POST /api/admin/slider/upload/7',
          c.api.post('/api/admin/slider/upload/7').set('Authorization', admin).attach('sliderImage', Buffer.from('x'), 'a.jpg'),
        ],
        ['GET /api/admin/registros?scope[$gt]=&q[]=1', c.api.get('/api/admin/registros?scope[$gt]=&q[]=1').set('Authorization', admin)],
        ['GET /api/no/existe/%00', c.api.get('/api/no/existe/%00')],
      ];
      const failures: string[] = [];
      for (const [label, pending] of forced) {
        const res = await pending;
        const what = `${label} → ${res.status}`;
        if (res.status >= 500) failures.push(`${what}: server error`);
        if (res.status >= 400 && (res.body?.message !== res.body?.error || !res.body?.message))
          failures.push(`${what}: not the error shape ${res.text.slice(0, 120)}`);
        for (const leak of leaksIn(res.text, { error: true })) failures.push(`${what}: leaks ${leak}`);
      }
      expect(failures).toEqual([]);
      // An undecodable path parameter is the client's mistake (it used to be a 500).
      const undecodable = await c.api.get('/api/users/verify-email/%E0%A4%A');
      expect(undecodable.status).toBe(400);
      expect(undecodable.body.message).toBe('La solicitud no es válida.');
    });

    it('hides a real database failure behind the generic 500 (no SQL, no table names)', async () => {
      const c = ctx();
      await sql`drop table bloqueos`.execute(c.db);
      const res = await c.api.get('/api/bloqueos');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        message: 'Ocurrió un error inesperado en el servidor. Por favor, inténtalo más tarde.',
        error: 'Ocurrió un error inesperado en el servidor. Por favor, inténtalo más tarde.',
      });
      expect(res.text).not.toMatch(/bloqueos|no such table|doesn't exist/i);
      expect(leaksIn(res.text, { error: true })).toEqual([]);
      expectSecurityHeaders(res, 'a 500');
    });
  },
  { env: { CLIENT_DIST_DIR: clientDist } },
);

/** Each limited endpoint with a tiny limit: the third request in the window is a Spanish 429. */
const LIMITED: { name: string; path: string; body: (i: number) => object }[] = [
  { name: 'user login', path: '/api/users/login', body: (i) => ({ email: `nadie${i}@correo.test`, password: 'Incorrecta1$' }) },
  { name: 'user registration', path: '/api/users/register', body: () => ({}) },
  { name: 'forgot password', path: '/api/users/forgot-password', body: (i) => ({ email: `olvido${i}@correo.test` }) },
  { name: 'booking', path: '/api/registros', body: () => ({}) },
  { name: 'admin login', path: '/api/auth/admin/login', body: (i) => ({ username: `intruso${i}`, password: 'Incorrecta1$' }) },
];

describeEachDb(
  'Rate limits answer 429 in Spanish',
  (ctx) => {
    for (const limited of LIMITED) {
      it(`limits ${limited.name}`, async () => {
        const statuses: number[] = [];
        let last: Awaited<ReturnType<ReturnType<typeof ctx>['api']['post']>> | undefined;
        for (let i = 0; i < 4; i++) {
          last = await ctx().api.post(limited.path).send(limited.body(i));
          statuses.push(last.status);
        }
        expect(
          statuses.slice(0, 2).every((s) => s !== 429),
          `${limited.name}: ${statuses}`,
        ).toBe(true);
        expect(statuses.slice(2), `${limited.name}: ${statuses}`).toEqual([429, 429]);
        expect(last!.headers['content-type']).toMatch(/^application\/json/);
        expect(last!.body.message).toBe(last!.body.error);
        expect(last!.body.message).toMatch(/^Demasiad[oa]s .+\.$/);
        expect(last!.headers['ratelimit-policy'] ?? last!.headers.ratelimit).toBeTruthy();
        expect(leaksIn(last!.text, { error: true })).toEqual([]);
      });
    }
  },
  {
    env: {
      RATE_LIMIT_LOGIN_MAX: '2',
      RATE_LIMIT_REGISTER_MAX: '2',
      RATE_LIMIT_FORGOT_MAX: '2',
      RATE_LIMIT_BOOKING_MAX: '2',
      RATE_LIMIT_ADMIN_LOGIN_MAX: '2',
    },
  },
);
