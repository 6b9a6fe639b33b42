import fc from 'fast-check';
import type supertest from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../helpers/test-app.js';
import { bookingPayload, registroUpdatePayload } from '../helpers/booking.js';
import { colombiaDatePlus } from '../helpers/dates.js';
import { collectRoutes, concretePath, routeKey, type RouteEntry } from '../helpers/routes.js';
import { ACCESS } from './route-access.js';
import { databaseFingerprint, fingerprintDiff, leaksIn } from './leaks.js';
import { registrationPayload, TEST_PASSWORD } from '../helpers/user-payload.js';
import { orderPayload, testShopSettings } from '../helpers/orders.js';

/**
 * Random and adversarial JSON against every POST/PUT route of the app (read from its router, so a
 * new route is fuzzed automatically). Whatever comes in, the answer is < 500, JSON, in the error
 * shape when refused, leaks nothing of the server, pollutes no prototype, and a refused request
 * leaves every table (but the rate-limit counters) exactly as it was.
 *
 * Three sweeps, each in a test file of its own (hostile-bodies, hostile-json, hostile-params) so
 * they run side by side: together they were the suite's longest file (≈ 110 s on the 2-core
 * machine), which decided when the whole run ended.
 */
export type HostileSweep = 'fixed bodies' | 'random json' | 'params';

const NUM_RUNS = Number(process.env.HOSTILE_RUNS ?? 30);

const SQL_PAYLOADS = ["' OR 1=1 --", "'; DROP TABLE registros; --", '" OR ""="', '1); DELETE FROM users; --', "\\'; SELECT sleep(5); --"];
const HTML_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
];
const ODD_STRINGS = [
  '\ud800', // lone high surrogate
  'a\udfffb', // lone low surrogate
  '\u0000nul',
  '\u202Eevil',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  ' ',
  '',
  '🤖'.repeat(500),
  'x'.repeat(100_000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 40 }),
);

/** Something nested `depth` levels deep, as JSON text (too deep for a naive recursive walker). */
const nestedJson = (depth: number, open = '{"a":', close = '}') => `${open.repeat(depth)}1${close.repeat(depth)}`;

const pollution = { __proto__: null, polluted: 'yes' } as unknown as Record<string, unknown>;

/** An object with the dangerous keys as OWN properties (what JSON.parse makes of them). */
function withPollutionKeys(base: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    Object.defineProperty(out, key, {
      value: key === 'constructor' ? { prototype: { ...pollution } } : { ...pollution },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.1, 1e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant({ $gt: '' }),
  fc.constant(withPollutionKeys({})),
  fc.constant(JSON.parse(nestedJson(40))),
);

/** A plausible body per route so the fuzzer gets past the first check and into the deeper ones. */
function samples(): Record<string, Record<string, unknown>> {
  const booking = bookingPayload({ email: 'fuzz@correo.test', fechaAsesoria: colombiaDatePlus(45), horaAsesoria: '10:00' });
  return {
    'POST /api/registros': booking,
    'POST /api/users/register': registrationPayload('ana.fuzz@correo.test'),
    'POST /api/users/login': { email: 'ana.fuzz@correo.test', password: TEST_PASSWORD },
    'POST /api/users/resend-verification': { email: 'ana.fuzz@correo.test' },
    'POST /api/users/forgot-password': { email: 'ana.fuzz@correo.test' },
    'POST /api/users/reset-password': { token: 'a'.repeat(43), password: 'Clave$egura1', passwordConfirmation: 'Clave$egura1' },
    'POST /api/auth/admin/login': { username: 'admin', password: 'Clave$egura1' },
    'POST /api/auth/admin/request-password-reset': { email: 'admin@sitio.test' },
    'POST /api/auth/admin/reset-password': { token: 'a'.repeat(43), newPassword: 'Clave$egura1', confirmPassword: 'Clave$egura1' },
    'POST /api/admin/bloqueos': { fecha: colombiaDatePlus(60), motivo: 'Viaje', hora_inicio: '08:00', hora_fin: '09:00' },
    'PUT /api/admin/registros/:id': registroUpdatePayload(colombiaDatePlus(50), '09:00'),
    'PUT /api/admin/registros/:id/asistencia': { asistio: true },
    'POST /api/registros/verificar': { token: 'a'.repeat(43) },
    'POST /api/registros/reenviar-verificacion': { email: 'fuzz@correo.test' },
    'POST /api/registros/gestion/:token/cancelar': { motivo: 'Viaje' },
    'POST /api/registros/gestion/:token/reprogramar': { fechaAsesoria: colombiaDatePlus(52), horaAsesoria: '11:00' },
    'PUT /api/admin/perfil/update-text': { texto: 'Coach de bienestar.' },
    'POST /api/admin/testimonials': { title: 'Testimonio', description: 'Muy bueno' },
    'PUT /api/admin/testimonials/:id': { title: 'Testimonio', description: 'Muy bueno', orden: 1, is_active: true },
    'PUT /api/admin/inicio/slides/:id': { sub_title: 'a', title1_pre: 'b', title1_highlight: 'c', title2: 'd' },
    // The shop's orders and settings
    'POST /api/pedidos/cotizar': { items: [{ productoId: 1, cantidad: 1 }], entrega: { tipo: 'domicilio', municipio: '11001' } },
    'POST /api/pedidos': orderPayload([{ productoId: 1, cantidad: 1 }], 58000) as unknown as Record<string, unknown>,
    'POST /api/admin/pedidos/:id/estado': { estado: 'enviado', transportadora: 'Servientrega', guia: '123', notificar: true },
    'PUT /api/admin/tienda/ajustes': testShopSettings() as unknown as Record<string, unknown>,
  };
}

/** Bodies built from the route's sample: the fuzzer's main diet. */
function bodyArbitrary(sample: Record<string, unknown>): fc.Arbitrary<string | Buffer> {
  const keys = Object.keys(sample);
  const key = keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 12 });
  const asJson = (v: unknown) => JSON.stringify(v) ?? 'null';
  return fc.oneof(
    // one field replaced by something hostile
    { weight: 5, arbitrary: fc.tuple(key, hostileValue).map(([k, v]) => asJson({ ...sample, [k]: v })) },
    // several fields replaced
    { weight: 2, arbitrary: fc.dictionary(key, hostileValue, { maxKeys: 4 }).map((d) => asJson({ ...sample, ...d })) },
    // wrong top-level types: arrays, strings, numbers, null, random objects
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(asJson) },
    fc.constant(asJson([sample])),
    // prototype-pollution keys at the top and inside a field
    fc.constant(asJson(withPollutionKeys(sample))),
    key.map((k) => asJson({ ...sample, [k]: withPollutionKeys({}) })),
    // lone surrogates and invalid UTF-8 as raw bytes under Content-Type: application/json
    key.map((k) => {
      const [head, tail] = asJson({ ...sample, [k]: '\u0001MARK\u0001' }).split('\\u0001MARK\\u0001');
      return Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x80]), Buffer.from(tail)]);
    }),
    // deep nesting
    fc.integer({ min: 500, max: 20_000 }).map((d) => nestedJson(d)),
    fc.integer({ min: 500, max: 20_000 }).map((d) => nestedJson(d, '[', ']')),
  );
}

/** Bodies every route gets once, whatever the fuzzer draws. */
const FIXED_BODIES: [string, string | Buffer, string?][] = [
  ['a ~1 MB body', JSON.stringify({ x: 'a'.repeat(1_000_000) })],
  ['a 100k-character string', JSON.stringify({ x: 'x'.repeat(100_000) })],
  ['an empty body', ''],
  ['null', 'null'],
  ['a bare string', '"hola"'],
  ['an array', '[1,2,3]'],
  ['truncated JSON', '{"a": '],
  ['invalid UTF-8 bytes', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xfd, 0x22, 0x7d])],
  ['an escaped lone surrogate', '{"a":"\\ud800","b":"\\udfff"}'],
  ['a BOM before the JSON', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')])],
  ['50 000 levels of nesting', nestedJson(50_000)],
  ['an unsupported charset', '{"a":1}', 'application/json; charset=utf-16'],
  ['JSON sent as text/plain', '{"a":1}', 'text/plain'],
  ['a form body', 'a=1&__proto__[polluted]=yes', 'application/x-www-form-urlencoded'],
];

interface Outcome {
  status: number;
  failures: string[];
}

export function describeHostileInput(sweep: HostileSweep): void {
  describeEachDb(
    `Hostile input on every POST/PUT route: ${sweep}`,
    (ctx) => {
      const params: Record<string, string> = { slot: '1' };
      let sampleBodies: Record<string, Record<string, unknown>> = {};
      const stats = { requests: 0, refused: 0, accepted: 0, byStatus: {} as Record<number, number> };
      const protoKeys = Object.getOwnPropertyNames(Object.prototype).sort().join(',');

      beforeAll(async () => {
        const c = ctx();
        const booked = await c.api
          .post('/api/registros')
          .send(bookingPayload({ email: 'fuzz-seed@correo.test', fechaAsesoria: colombiaDatePlus(44) }));
        expect(booked.status).toBe(201);
        const testimonials = await c.api.get('/api/admin/testimonials').set('Authorization', `Bearer ${c.adminToken()}`);
        const list = (Array.isArray(testimonials.body) ? testimonials.body : (testimonials.body.testimonials ?? [])) as { id: number }[];
        params.registro = String(booked.body.id);
        params.testimonial = String(list[0]?.id ?? 1);
        sampleBodies = samples();
      });

      const urlOf = (route: RouteEntry) => {
        const param = route.path.includes('/registros/')
          ? params.registro
          : route.path.includes('/testimonials/')
            ? params.testimonial
            : '1';
        return concretePath(route.path, { slot: params.slot }, param);
      };

      const tokenFor = (c: TestContext, route: RouteEntry) => {
        const access = ACCESS[routeKey(route)];
        return access === 'admin' ? c.adminToken() : access === 'user' ? c.userToken() : undefined;
      };

      async function fire(route: RouteEntry, body: string | Buffer, contentType = 'application/json'): Promise<Outcome> {
        const c = ctx();
        const before = await databaseFingerprint(c.db);
        const api = c.api as unknown as Record<string, (u: string) => supertest.Test>;
        let req = api[route.method](urlOf(route)).set('Content-Type', contentType);
        const token = tokenFor(c, route);
        if (token) req = req.set('Authorization', `Bearer ${token}`);
        const res = await req.send(body);
        stats.requests++;
        stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
        const failures: string[] = [];
        const text = res.text ?? '';
        if (res.status >= 500) failures.push(`status ${res.status}`);
        if (!/application\/json/.test(String(res.headers['content-type']))) failures.push(`not JSON: ${res.headers['content-type']}`);
        if (res.status >= 400) {
          stats.refused++;
          if (typeof res.body?.message !== 'string' || !res.body.message || res.body.message !== res.body.error)
            failures.push(`not the error shape: ${text.slice(0, 200)}`);
          const after = await databaseFingerprint(c.db);
          if (after !== before) failures.push(`refused (${res.status}) but the database changed: ${fingerprintDiff(before, after)}`);
        } else stats.accepted++;
        for (const leak of leaksIn(text, { error: res.status >= 400 })) failures.push(`leaks ${leak}: ${text.slice(0, 300)}`);
        if (
          Object.getOwnPropertyNames(Object.prototype).sort().join(',') !== protoKeys ||
          ({} as Record<string, unknown>).polluted !== undefined
        )
          failures.push('Object.prototype was polluted');
        return { status: res.status, failures };
      }

      const describeBody = (body: string | Buffer) =>
        Buffer.isBuffer(body) ? `<${body.length} raw bytes>` : body.length > 160 ? `${body.slice(0, 160)}… (${body.length} chars)` : body;

      const mutatingRoutes = () => collectRoutes(ctx().app).filter((r) => r.method === 'post' || r.method === 'put');

      // each sweep in its own file; the route list and the literal storage with the fixed bodies
      const only = (name: HostileSweep): typeof it => (name === sweep ? it : ((() => {}) as unknown as typeof it));

      only('fixed bodies')('finds the POST/PUT routes to attack', () => {
        const routes = mutatingRoutes();
        expect(routes.length).toBeGreaterThanOrEqual(20);
      });

      // `signal`: a sweep that ran out of time stops sending, instead of writing on into the next test's database checks.
      only('fixed bodies')(
        'answers every fixed hostile body on every route with a clean < 500 JSON',
        async ({ signal }) => {
          const failures: string[] = [];
          for (const route of mutatingRoutes()) {
            for (const [label, body, type] of FIXED_BODIES) {
              if (signal.aborted) return;
              const out = await fire(route, body, type);
              for (const f of out.failures) failures.push(`${routeKey(route)} with ${label}: ${f}`);
              if (label === 'a ~1 MB body' && out.status !== 413 && out.status !== 400)
                failures.push(`${routeKey(route)} took a 1 MB body: ${out.status}`);
            }
          }
          expect(failures).toEqual([]);
          // grows with the route count (the shop and the blog added 17): two database fingerprints per request, slow on MySQL — 147 s of 180 alone on a loaded machine, over it beside other suites (the table list is now asked once, the tables read in parallel: leaks.ts)
        },
        300_000,
      );

      only('random json')(
        'survives random and adversarial JSON on every route (property-based)',
        async ({ signal }) => {
          for (const route of mutatingRoutes()) {
            if (signal.aborted) return;
            const sample = sampleBodies[routeKey(route)] ?? {};
            await fc.assert(
              fc.asyncProperty(bodyArbitrary(sample), async (body) => {
                const out = await fire(route, body);
                if (out.failures.length) throw new Error(`${routeKey(route)} ← ${describeBody(body)}\n  ${out.failures.join('\n  ')}`);
              }),
              { numRuns: NUM_RUNS, endOnFailure: true },
            );
          }
          console.info(
            `[hostile input ${ctx().dialect}] ${mutatingRoutes().length} POST/PUT routes, ${stats.requests} requests ` +
              `(${stats.refused} refused, ${stats.accepted} accepted), statuses ${JSON.stringify(stats.byStatus)}`,
          );
        },
        300_000,
      );

      only('params')(
        'answers hostile path parameters and query strings on every route with a clean < 500',
        async ({ signal }) => {
          const c = ctx();
          const PARAMS = [
            '%E0%A4%A',
            '%00',
            "'%20OR%201=1%20--",
            '..%2F..%2Fetc%2Fpasswd',
            '-1',
            '0',
            '1e3',
            '99999999999999999999',
            'NaN',
            '%3Cimg%20src=x%3E',
            'x'.repeat(2000),
          ];
          const QUERIES = [
            'fecha[]=1&fecha[]=2',
            "fecha=2025-01-01'%20OR%201=1",
            'scope[$gt]=&q[]=1',
            `q=${'%25'.repeat(500)}`,
            'q=%E0%A4%A',
            '__proto__[polluted]=yes',
            'constructor[prototype][polluted]=yes',
          ];
          const failures: string[] = [];
          const api = c.api as unknown as Record<string, (u: string) => supertest.Test>;
          let sent = 0;
          for (const route of collectRoutes(c.app)) {
            const urls = /:\w+/.test(route.path)
              ? PARAMS.map((p) => route.path.replace(/:\w+/g, p))
              : QUERIES.map((q) => `${route.path}?${q}`);
            for (const url of urls) {
              if (signal.aborted) return;
              const before = await databaseFingerprint(c.db);
              let req = api[route.method](url);
              const token = tokenFor(c, route);
              if (token) req = req.set('Authorization', `Bearer ${token}`);
              const res = await req;
              sent++;
              const what = `${route.method.toUpperCase()} ${url.slice(0, 80)} → ${res.status}`;
              if (res.status >= 500) failures.push(`${what}: ${res.text.slice(0, 160)}`);
              const isJson = /application\/json/.test(String(res.headers['content-type']));
              if (res.status >= 400 && (!isJson || res.body.message !== res.body.error)) failures.push(`${what}: not the JSON error shape`);
              for (const leak of leaksIn(res.text ?? '', { error: res.status >= 400 })) failures.push(`${what}: leaks ${leak}`);
              if (res.status >= 400 && (await databaseFingerprint(c.db)) !== before)
                failures.push(`${what}: refused but the database changed`);
              if (({} as Record<string, unknown>).polluted !== undefined) failures.push(`${what}: Object.prototype was polluted`);
            }
          }
          expect(failures).toEqual([]);
          console.info(
            `[hostile params ${c.dialect}] ${sent} requests with hostile path parameters or query strings on ${collectRoutes(c.app).length} routes`,
          );
        },
        300_000,
      );

      only('fixed bodies')('stores accepted hostile text literally (parameters, not SQL)', async () => {
        const c = ctx();
        const text = "'; DROP TABLE registros; -- <img src=x onerror=alert(1)> \\' OR 1=1 --";
        const res = await c.api.put('/api/admin/perfil/update-text').set('Authorization', `Bearer ${c.adminToken()}`).send({ texto: text });
        expect(res.status).toBe(200);
        const row = await c.db.selectFrom('site_settings').select('value').where('setting_key', '=', 'profile_text').executeTakeFirst();
        expect(row?.value).toBe(text);
        expect(await c.db.selectFrom('registros').select('id').execute()).not.toHaveLength(0);
      });
    },
    { seed: true },
  );
}
