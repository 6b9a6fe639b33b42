import express, { type Express } from 'express';
import jwt from 'jsonwebtoken';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { describeEachDb, TEST_JWT_SECRET } from '../helpers/test-app.js';
import { collectRoutes, concretePath, type RouteEntry } from '../helpers/routes.js';

/**
 * Every route registered under /api/admin must refuse anyone but a valid admin (docs/architecture.md §5).
 * The routes are read from the real app's router, so a route added later is swept automatically:
 * if it were mounted outside the guard, one of these requests would get through.
 */

/** The app's routes under /api/admin (a route answering every method is swept with GET). */
function adminRoutesOf(app: Express): RouteEntry[] {
  return collectRoutes(app)
    .filter((r) => r.path.startsWith('/api/admin/') || r.path === '/api/admin')
    .map((r) => (r.method === 'all' ? { ...r, method: 'get' } : r));
}

/** The admin calls of spec §7 (plus the agenda CSV export): swept even before they exist. */
const SPEC_ADMIN_ROUTES: RouteEntry[] = [
  ['get', '/api/admin/bloqueos'],
  ['post', '/api/admin/bloqueos'],
  ['delete', '/api/admin/bloqueos/:id'],
  ['get', '/api/admin/registros'],
  ['get', '/api/admin/registros/export.csv'],
  ['put', '/api/admin/registros/:id'],
  ['delete', '/api/admin/registros/:id'],
  // Attendance.
  ['put', '/api/admin/registros/:id/asistencia'],
  ['post', '/api/admin/slider/upload/:slot'],
  ['post', '/api/admin/slider/video/upload'],
  ['put', '/api/admin/perfil/update-text'],
  ['post', '/api/admin/perfil/upload-image'],
  ['post', '/api/admin/perfil/upload-video'],
  ['get', '/api/admin/testimonials'],
  ['post', '/api/admin/testimonials'],
  ['put', '/api/admin/testimonials/:id'],
  ['delete', '/api/admin/testimonials/:id'],
  ['post', '/api/admin/testimonials/:id/upload-video'],
  ['post', '/api/admin/testimonials/:id/upload-poster'],
  ['put', '/api/admin/inicio/slides/:id'],
  ['post', '/api/admin/inicio/slides/:id/upload-hero'],
  // The dashboard's undelivered e-mails.
  ['get', '/api/admin/correos-no-entregados'],
  ['post', '/api/admin/correos-no-entregados/:id/reintentar'],
  ['get', '/api/admin/datos-personales'],
  ['post', '/api/admin/datos-personales/anonimizar'],
  // The catalog
  ['get', '/api/admin/productos'],
  ['post', '/api/admin/productos'],
  ['put', '/api/admin/productos/:id'],
  ['delete', '/api/admin/productos/:id'],
  ['post', '/api/admin/productos/:id/imagenes'],
  // The shop settings and the orders
  ['get', '/api/admin/tienda/ajustes'],
  ['put', '/api/admin/tienda/ajustes'],
  ['get', '/api/admin/pedidos'],
  ['get', '/api/admin/pedidos/export.csv'],
  ['get', '/api/admin/pedidos/:id'],
  ['post', '/api/admin/pedidos/:id/estado'],
  ['post', '/api/admin/pedidos/:id/confirmar'],
].map(([method, path]) => ({ method, path }));

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Tokens that must all be refused with 401. */
function badTokens(validAdmin: string): Record<string, string> {
  const [header, , signature] = validAdmin.split('.');
  const flipped = signature.slice(0, -2) + (signature.slice(-2) === 'AA' ? 'BB' : 'AA');
  return {
    'a tampered payload': `${header}.${b64url({ sub: '2', role: 'admin', exp: inOneHour() })}.${signature}`,
    'a tampered signature': `${validAdmin.split('.').slice(0, 2).join('.')}.${flipped}`,
    'a user token promoted to admin without re-signing': (() => {
      const user = jwt.sign({ role: 'user' }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: '1', expiresIn: '1h' });
      const [h, , s] = user.split('.');
      return `${h}.${b64url({ sub: '1', role: 'admin', exp: inOneHour() })}.${s}`;
    })(),
    'an expired token': jwt.sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      subject: '1',
    }),
    'an alg none token': `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: '1', role: 'admin', exp: inOneHour() })}.`,
    'a token signed with another secret': jwt.sign({ role: 'admin' }, 'another-secret-another-secret-0123456789', {
      algorithm: 'HS256',
      subject: '1',
      expiresIn: '1h',
    }),
    'a token signed with another algorithm': jwt.sign({ role: 'admin' }, TEST_JWT_SECRET, {
      algorithm: 'HS512',
      subject: '1',
      expiresIn: '1h',
    }),
    garbage: 'not-a-jwt',
  };
}

type Api = ReturnType<typeof supertest>;
const call = (api: Api, route: RouteEntry, url: string) =>
  (api as unknown as Record<string, (u: string) => supertest.Test>)[route.method](url);

/** Every way a request to `routes` was let through or answered wrongly (empty = all protected). */
async function guardFailures(api: Api, routes: RouteEntry[], adminToken: string, userToken: string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const url = concretePath(route.path);
    const expectStatus = async (label: string, token: string | undefined, status: number) => {
      const req = call(api, route, url);
      const res = await (token === undefined ? req : req.set('Authorization', `Bearer ${token}`));
      if (res.status !== status) failures.push(`${route.method.toUpperCase()} ${url} with ${label}: ${res.status} (expected ${status})`);
      else if (typeof res.body?.message !== 'string') failures.push(`${route.method.toUpperCase()} ${url} with ${label}: no error message`);
    };
    await expectStatus('no token', undefined, 401);
    for (const [label, token] of Object.entries(badTokens(adminToken))) await expectStatus(label, token, 401);
    await expectStatus('a user token', userToken, 403);
  }
  return failures;
}

describe('the route walker', () => {
  it('finds routes of nested routers with their full paths', () => {
    const app = express();
    const api = express.Router();
    const admin = express.Router();
    const inner = express.Router();
    inner.get('/a/:id', (_req, res) => void res.end());
    inner
      .route('/b')
      .post((_req, res) => void res.end())
      .delete((_req, res) => void res.end());
    admin.use((_req, _res, next) => next());
    admin.use(inner);
    admin.use('/sub', inner);
    api.use('/admin', admin);
    api.get('/public', (_req, res) => void res.end());
    app.use('/api', api);
    app.get(/.*/, (_req, res) => void res.end());
    const found = adminRoutesOf(app).map((r) => `${r.method} ${r.path}`);
    expect(found.sort()).toEqual(
      [
        'get /api/admin/a/:id',
        'post /api/admin/b',
        'delete /api/admin/b',
        'get /api/admin/sub/a/:id',
        'post /api/admin/sub/b',
        'delete /api/admin/sub/b',
      ].sort(),
    );
    expect(concretePath('/api/admin/testimonials/:id/upload-video')).toBe('/api/admin/testimonials/1/upload-video');
    expect(concretePath('/api/admin/slider/upload/:slot')).toBe('/api/admin/slider/upload/1');
  });

  it('reports a route mounted outside the admin guard', async () => {
    const app = express();
    const api = express.Router();
    api.get('/admin/leak', (_req, res) => void res.json({ secret: true }));
    app.use('/api', api);
    const token = jwt.sign({ role: 'admin' }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: '1', expiresIn: '1h' });
    const failures = await guardFailures(supertest(app), adminRoutesOf(app), token, token);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatch(/^GET \/api\/admin\/leak with no token: 200/);
  });
});

describeEachDb('Every /api/admin route is protected', (ctx) => {
  const sweep = () => {
    const registered = adminRoutesOf(ctx().app);
    const keys = new Set(registered.map((r) => `${r.method} ${r.path}`));
    const extra = SPEC_ADMIN_ROUTES.filter((r) => !keys.has(`${r.method} ${r.path}`));
    return { registered, all: [...registered, ...extra], missing: extra };
  };

  it('finds the admin routes registered in the real app', () => {
    const { registered, missing } = sweep();
    console.info(
      `[admin sweep] ${registered.length} registered /api/admin routes` +
        (missing.length
          ? `; spec routes not registered yet: ${missing.map((r) => `${r.method.toUpperCase()} ${r.path}`).join(', ')}`
          : '; every spec admin route is registered'),
    );
    expect(registered.length).toBeGreaterThan(0);
  });

  it('answers 401 without a token, 401 with bad tokens and 403 with a user token, on every route', async () => {
    const { all } = sweep();
    expect(await guardFailures(ctx().api, all, ctx().adminToken(), ctx().userToken())).toEqual([]);
  });

  it('lets a valid admin token past the guard on every registered route', async () => {
    const { registered } = sweep();
    const failures: string[] = [];
    for (const route of registered) {
      const url = concretePath(route.path);
      const res = await call(ctx().api, route, url).set('Authorization', `Bearer ${ctx().adminToken()}`);
      if (res.status === 401 || res.status === 403) failures.push(`${route.method.toUpperCase()} ${url}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
