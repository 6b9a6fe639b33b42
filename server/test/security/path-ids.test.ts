import type supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import { MAX_ROW_ID, pathId } from '../../src/lib/path-id.js';
import { AppError } from '../../src/lib/errors.js';
import { describeEachDb } from '../helpers/test-app.js';
import { collectRoutes, concretePath, routeKey, type RouteEntry } from '../helpers/routes.js';
import { createAccount, giveToolsConsent } from '../helpers/accounts.js';
import { ACCESS } from './route-access.js';

/** The path parameters that name a row or a number (every other one is a token, a slug, a file name or a slot). */
const NUMERIC_PARAMS = ['id', 'imagenId', 'userId', 'dia'];

/**
 * Not ids (docs/architecture.md §2, "one path-id helper"): the home page's three slides are a
 * fixed set of positions, refused with 400 'ID de slide inválido.' like the slider's slots.
 */
const NOT_ROW_IDS = (path: string) => path.startsWith('/api/admin/inicio/slides/');

/** What a path may carry instead of a positive integer, as sent (a space is percent-encoded). */
const MALFORMED: [shown: string, sent: string][] = [
  ['abc', 'abc'],
  ['0', '0'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['1e3', '1e3'],
  [' 7', '%207'],
  ['007', '007'],
  ['99999999999999999999', '99999999999999999999'],
  [String(MAX_ROW_ID + 1), String(MAX_ROW_ID + 1)],
];

describe('pathId', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    ['2147483647', MAX_ROW_ID],
  ])('reads %j as %d', (raw, id) => {
    expect(pathId(raw, 'No existe.')).toBe(id);
  });

  it.each([...MALFORMED.map(([shown]) => shown), '', '1 ', '+1', '0x10', 'Infinity', '١'])(
    'answers %j with a 404 carrying the route message',
    (raw) => {
      let thrown: unknown;
      try {
        pathId(raw, 'El producto no existe.');
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).status).toBe(404);
      expect((thrown as AppError).message).toBe('El producto no existe.');
    },
  );
});

type Api = ReturnType<typeof supertest>;
const call = (api: Api, route: RouteEntry, url: string) =>
  (api as unknown as Record<string, (u: string) => supertest.Test>)[route.method](url);

describeEachDb('A malformed id in the path is a 404 with the route message, on every route', (ctx) => {
  // The user token names account 1, which has given the tools' consent (else /perfil's tools answer 403 first).
  beforeAll(async () => {
    const account = await createAccount(ctx());
    await giveToolsConsent(ctx(), account);
  });

  const routesWithIds = () =>
    collectRoutes(ctx().app).filter(
      (r) => !NOT_ROW_IDS(r.path) && NUMERIC_PARAMS.some((name) => r.path.includes(`:${name}`)) && r.method !== 'all',
    );

  it('sweeps every admin and user route that takes an id (no public route takes one)', async () => {
    const routes = routesWithIds();
    // the sweep must not go empty silently if the routes move
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !ACCESS[routeKey(r)]).map(routeKey), 'classify them in route-access.ts').toEqual([]);
    const failures: string[] = [];
    for (const route of routes) {
      const access = ACCESS[routeKey(route)];
      const token = access === 'admin' ? ctx().adminToken() : access === 'user' ? ctx().userToken(1) : undefined;
      for (const name of NUMERIC_PARAMS.filter((n) => route.path.includes(`:${n}`))) {
        for (const [shown, sent] of MALFORMED) {
          const url = concretePath(route.path, { [name]: sent });
          const req = call(ctx().api, route, url);
          const res = await (token ? req.set('Authorization', `Bearer ${token}`) : req);
          const what = `${route.method.toUpperCase()} ${route.path} with ${name}=${JSON.stringify(shown)}`;
          if (res.status !== 404) failures.push(`${what}: ${res.status} (expected 404)`);
          else if (typeof res.body?.message !== 'string' || res.body.message === GENERIC_MESSAGES.notFound)
            failures.push(`${what}: not the route's own message (${JSON.stringify(res.body?.message)})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
