import jwt from 'jsonwebtoken';
import type supertest from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb, TEST_JWT_SECRET } from '../helpers/test-app.js';
import { collectRoutes, concretePath, routeKey, type RouteEntry } from '../helpers/routes.js';
import { ACCESS, ENDS_THE_CALLERS_ACCESS, type Access } from './route-access.js';
import { createAccount, giveToolsConsent } from '../helpers/accounts.js';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const sign = (role: string, extra: jwt.SignOptions = { expiresIn: '1h' }) =>
  jwt.sign({ role }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: '1', ...extra });

/** The four forged credentials of the sweep, for a route that needs `role`. */
function forgedTokens(role: 'user' | 'admin'): Record<string, string> {
  const valid = sign(role);
  const [header, payload, signature] = valid.split('.');
  // Change the signature's first character (the last one may only carry padding bits).
  const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
  return {
    'a tampered token (signature changed)': `${header}.${payload}.${flipped}`,
    'an expired token': jwt.sign({ role, exp: nowSeconds() - 60 }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: '1' }),
    'an alg:none token': `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: '1', role, iat: nowSeconds(), exp: nowSeconds() + 3600 })}.`,
  };
}

/** What each kind of caller must get, per access class. */
const EXPECTED: Record<Exclude<Access, 'public'>, { none: number; forged: number; wrongRole: number }> = {
  admin: { none: 401, forged: 401, wrongRole: 403 },
  user: { none: 401, forged: 401, wrongRole: 403 },
};

type Api = ReturnType<typeof supertest>;
const send = (api: Api, route: RouteEntry, token?: string) => {
  const req = (api as unknown as Record<string, (u: string) => supertest.Test>)[route.method](concretePath(route.path));
  return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
};

describeEachDb('Authorization sweep: every route, every kind of caller', (ctx) => {
  const routes = () => collectRoutes(ctx().app);
  const stats = { routes: 0, requests: 0 };

  // The user token below names account 1: routes that write under the account (the tools of
  // /perfil) refuse a token whose account does not exist, so a valid token needs a real one — which
  // has given the tools' consent (without it they answer 403 by design, not for want of a token).
  beforeAll(async () => {
    const account = await createAccount(ctx());
    expect(account.id).toBe(1);
    await giveToolsConsent(ctx(), account);
  });

  it('knows who may call every registered route (classify any new route in ACCESS)', () => {
    const unknown = routes()
      .map(routeKey)
      .filter((k) => !(k in ACCESS));
    expect(unknown, `unclassified routes — add them to ACCESS in ${'authorization-sweep.test.ts'}`).toEqual([]);
    const stale = Object.keys(ACCESS).filter((k) => !routes().some((r) => routeKey(r) === k));
    expect(stale, 'ACCESS lists routes the app no longer registers').toEqual([]);
    stats.routes = routes().length;
  });

  it('refuses every admin and user route without a token, with forged tokens and with the wrong role', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const access = ACCESS[routeKey(route)];
      if (access !== 'admin' && access !== 'user') continue;
      const expected = EXPECTED[access];
      const check = async (label: string, token: string | undefined, status: number) => {
        const res = await send(ctx().api, route, token);
        stats.requests++;
        if (res.status !== status) failures.push(`${routeKey(route)} with ${label}: ${res.status} (expected ${status})`);
        else if (typeof res.body?.message !== 'string' || res.body.message !== res.body.error)
          failures.push(`${routeKey(route)} with ${label}: not the error shape ${JSON.stringify(res.body)}`);
      };
      await check('no token', undefined, expected.none);
      for (const [label, token] of Object.entries(forgedTokens(access))) await check(label, token, expected.forged);
      await check(`a ${access === 'admin' ? 'user' : 'admin'} token`, sign(access === 'admin' ? 'user' : 'admin'), expected.wrongRole);
    }
    expect(failures).toEqual([]);
  });

  it('lets the right valid token past the guard on every admin and user route', async () => {
    const failures: string[] = [];
    const last = (route: RouteEntry) => ENDS_THE_CALLERS_ACCESS.includes(routeKey(route));
    for (const route of [...routes().filter((r) => !last(r)), ...routes().filter(last)]) {
      const access = ACCESS[routeKey(route)];
      if (access !== 'admin' && access !== 'user') continue;
      const res = await send(ctx().api, route, sign(access));
      stats.requests++;
      if (res.status === 401 || res.status === 403 || res.status >= 500) failures.push(`${routeKey(route)}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('never answers a public route with 401/403 or a 5xx, whatever token comes along', async () => {
    const failures: string[] = [];
    const tokens: Record<string, string | undefined> = {
      'no token': undefined,
      'a user token': sign('user'),
      'an admin token': sign('admin'),
      ...forgedTokens('admin'),
      garbage: 'not-a-jwt',
    };
    for (const route of routes()) {
      if (ACCESS[routeKey(route)] !== 'public') continue;
      for (const [label, token] of Object.entries(tokens)) {
        const res = await send(ctx().api, route, token);
        stats.requests++;
        if (res.status === 401 || res.status === 403 || res.status >= 500)
          failures.push(`${routeKey(route)} with ${label}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
    const count = (a: Access) => Object.values(ACCESS).filter((v) => v === a).length;
    console.info(
      `[authorization sweep ${ctx().dialect}] ${stats.routes} routes (${count('public')} public, ${count('user')} user, ` +
        `${count('admin')} admin), ${stats.requests} requests`,
    );
  });
});
