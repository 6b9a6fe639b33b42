import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, TWO_FACTOR_MESSAGES } from '@app/shared/admin';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { verifyToken } from '../../lib/jwt.js';
import { matchTotp, timeStep, totpCode } from '../../lib/totp.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { resetAdminTwoFactor, upsertAdmin } from './admin-accounts.js';

const PASSWORD = 'Clave-segura-1';
/** A fixed instant in the middle of a 30 s step, so ±1 step is unambiguous. */
const T0 = new Date('2026-03-10T15:00:10Z');

describe('TOTP (RFC 6238, SHA-1)', () => {
  // RFC 6238 appendix B: the ASCII secret "12345678901234567890", 8 digits.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [seconds, code] of vectors) {
    it(`gives ${code} at T=${seconds}`, () => {
      expect(totpCode(rfcSecret, new Date(seconds * 1000), 8)).toBe(code);
      // The 6-digit codes authenticator apps show are the last six digits.
      expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(code.slice(2));
    });
  }

  it('accepts the previous and next step, refuses older ones and a used step', () => {
    const s = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const step = timeStep(T0);
    expect(matchTotp(s, totpCode(s, T0), T0, null)).toBe(step);
    expect(matchTotp(s, totpCode(s, new Date(T0.getTime() - 30_000)), T0, null)).toBe(step - 1);
    expect(matchTotp(s, totpCode(s, new Date(T0.getTime() + 30_000)), T0, null)).toBe(step + 1);
    expect(matchTotp(s, totpCode(s, new Date(T0.getTime() - 90_000)), T0, null)).toBeNull();
    expect(matchTotp(s, totpCode(s, T0), T0, step)).toBeNull();
    expect(matchTotp(s, 'abcdef', T0, null)).toBeNull();
  });

  it('seals secrets so that another key cannot open them', () => {
    const sealed = sealSecret('k'.repeat(40), 'p', 'SECRET');
    expect(sealed).not.toContain('SECRET');
    expect(openSecret('k'.repeat(40), 'p', sealed)).toBe('SECRET');
    expect(openSecret('x'.repeat(40), 'p', sealed)).toBeNull();
    expect(openSecret('k'.repeat(40), 'p', sealed.slice(0, -2) + 'AA')).toBeNull();
  });
});

function login(ctx: TestContext, username: string, password = PASSWORD, ip = '10.0.0.1') {
  return ctx.api.post('/api/auth/admin/login').set('X-Forwarded-For', ip).send({ username, password });
}
function verify(ctx: TestContext, challenge: string, code: string, ip = '10.0.0.1') {
  return ctx.api.post('/api/auth/admin/2fa/verify').set('X-Forwarded-For', ip).send({ challenge, code });
}

async function addAdmin(ctx: TestContext, username: string): Promise<{ id: number; token: string }> {
  await upsertAdmin(ctx.db, { username, email: `${username}@sitio.test`, password: PASSWORD }, 4);
  const res = await login(ctx, username);
  expect(res.status).toBe(200);
  return { id: Number(verifyToken(ctx.config.jwtSecret, res.body.token)!.sub), token: res.body.token };
}

/** Turns 2FA on from the dashboard; answers the secret and the recovery codes. */
async function enable(ctx: TestContext, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await ctx.api.post('/api/admin/2fa/setup').set('Authorization', `Bearer ${token}`);
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const on = await ctx.api
    .post('/api/admin/2fa/activar')
    .set('Authorization', `Bearer ${token}`)
    .send({ code: totpCode(secret, ctx.clock.now()) });
  expect(on.status).toBe(200);
  return { secret, recoveryCodes: on.body.recoveryCodes };
}

describeEachDb('Two-factor admin login', (ctx) => {
  afterEach(() => ctx().clock.reset());
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('sets up with a base32 secret and an otpauth URL, activates with a code, answers ten recovery codes once', async () => {
    ctx().clock.set(T0);
    const { id, token } = await addAdmin(ctx(), 'tania');
    expect((await ctx().api.get('/api/admin/2fa').set(auth(token))).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const setup = await ctx().api.post('/api/admin/2fa/setup').set(auth(token));
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');

    // pending until confirmed: login still answers a token
    expect((await login(ctx(), 'tania')).body.token).toBeTruthy();
    const wrong = await ctx().api.post('/api/admin/2fa/activar').set(auth(token)).send({ code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);

    const on = await ctx()
      .api.post('/api/admin/2fa/activar')
      .set(auth(token))
      .send({ code: totpCode(setup.body.secret, T0) });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    expect(on.body.token).toBeUndefined();

    // the secret is stored sealed and never answered again; the codes only hashed
    const row = await ctx().db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(setup.body.secret);
    expect(row.totp_pending_secret).toBeNull();
    const hashes = await ctx().db.selectFrom('admin_recovery_codes').select('code_hash').where('admin_id', '=', id).execute();
    expect(hashes).toHaveLength(10);
    for (const c of on.body.recoveryCodes as string[]) expect(hashes.map((h) => h.code_hash)).not.toContain(c);
    expect((await ctx().api.post('/api/admin/2fa/setup').set(auth(token))).status).toBe(409);
    const status = await ctx().api.get('/api/admin/2fa').set(auth(token));
    expect(status.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);
  });

  it('answers a challenge instead of a token, and the token for the right code; a code works once', async () => {
    ctx().clock.set(T0);
    const { id, token } = await addAdmin(ctx(), 'ulises');
    const { secret } = await enable(ctx(), token);
    ctx().clock.advance(30_000); // the activation used this step

    const first = await login(ctx(), 'ulises');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ requires2fa: true, challenge: expect.any(String), message: TWO_FACTOR_MESSAGES.askCode });
    expect(first.body.token).toBeUndefined();
    const code = totpCode(secret, ctx().clock.now());
    const ok = await verify(ctx(), first.body.challenge, code);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(ADMIN_MESSAGES.loginSuccess);
    expect(verifyToken(ctx().config.jwtSecret, ok.body.token)).toMatchObject({ sub: String(id), role: 'admin' });
    expect((await ctx().api.get('/api/admin/2fa').set(auth(ok.body.token))).status).toBe(200);

    // the challenge is spent
    expect((await verify(ctx(), first.body.challenge, code)).status).toBe(401);
    // the same code with a new challenge: a replay
    const second = await login(ctx(), 'ulises');
    const replay = await verify(ctx(), second.body.challenge, code);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    // the code of the previous step is older than the used one: refused too
    expect((await verify(ctx(), second.body.challenge, totpCode(secret, new Date(ctx().clock.now().getTime() - 30_000)))).status).toBe(401);
    ctx().clock.advance(30_000);
    expect((await verify(ctx(), second.body.challenge, totpCode(secret, ctx().clock.now()))).status).toBe(200);
  });

  it('takes each recovery code once', async () => {
    ctx().clock.set(T0);
    const { token } = await addAdmin(ctx(), 'vera');
    const { recoveryCodes } = await enable(ctx(), token);
    const c1 = (await login(ctx(), 'vera')).body.challenge;
    // typed in capitals and without the dash
    const ok = await verify(ctx(), c1, recoveryCodes[0]!.toUpperCase().replace('-', ''));
    expect(ok.status).toBe(200);
    const c2 = (await login(ctx(), 'vera')).body.challenge;
    expect((await verify(ctx(), c2, recoveryCodes[0]!)).status).toBe(401);
    expect((await verify(ctx(), c2, recoveryCodes[1]!)).status).toBe(200);
    expect((await ctx().api.get('/api/admin/2fa').set(auth(ok.body.token))).body.recoveryCodesLeft).toBe(8);
  });

  it('lets the challenge expire after 5 minutes', async () => {
    ctx().clock.set(T0);
    const { token } = await addAdmin(ctx(), 'wanda');
    const { secret } = await enable(ctx(), token);
    ctx().clock.advance(60_000);
    const { challenge } = (await login(ctx(), 'wanda')).body;
    ctx().clock.advance(5 * 60_000 + 1000);
    const late = await verify(ctx(), challenge, totpCode(secret, ctx().clock.now()));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);
    expect((await verify(ctx(), 'no-existe', totpCode(secret, ctx().clock.now()))).status).toBe(401);
  });

  it('turns off with a code, not with a wrong one', async () => {
    ctx().clock.set(T0);
    const { token } = await addAdmin(ctx(), 'ximena');
    const { secret } = await enable(ctx(), token);
    ctx().clock.advance(30_000);
    const wrong = await ctx().api.post('/api/admin/2fa/desactivar').set(auth(token)).send({ code: '123456' });
    expect(wrong.status).toBe(400);
    expect((await ctx().api.get('/api/admin/2fa').set(auth(token))).body.enabled).toBe(true);
    const off = await ctx()
      .api.post('/api/admin/2fa/desactivar')
      .set(auth(token))
      .send({ code: totpCode(secret, ctx().clock.now()) });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(TWO_FACTOR_MESSAGES.disabled);
    expect((await login(ctx(), 'ximena')).body.token).toBeTruthy();
    const row = await ctx()
      .db.selectFrom('admins')
      .select(['id', 'totp_secret'])
      .where('username', '=', 'ximena')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBeNull();
    expect(await ctx().db.selectFrom('admin_recovery_codes').selectAll().where('admin_id', '=', row.id).execute()).toEqual([]);
  });

  it('admin:create --reset-2fa turns it off and ends the open sessions', async () => {
    ctx().clock.set(T0);
    const { id, token } = await addAdmin(ctx(), 'yago');
    await enable(ctx(), token);
    expect((await login(ctx(), 'yago')).body.requires2fa).toBe(true);
    expect(await resetAdminTwoFactor(ctx().db, 'yago')).toBe(true);
    expect(await resetAdminTwoFactor(ctx().db, 'nadie')).toBe(false);
    expect((await ctx().api.get('/api/admin/2fa').set(auth(token))).status).toBe(401);
    const again = await login(ctx(), 'yago');
    expect(again.body.token).toBeTruthy();
    expect((await ctx().api.get('/api/admin/2fa').set(auth(again.body.token))).body).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const left = await ctx().db.selectFrom('admin_recovery_codes').selectAll().where('admin_id', '=', id).execute();
    expect(left).toEqual([]);
    const logged = await ctx()
      .db.selectFrom('admin_activity')
      .select('action')
      .where('admin_id', '=', id)
      .where('action', '=', '2fa.reset')
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('the login without 2FA still answers the token directly', async () => {
    const res = await login(ctx(), (await addAdmin(ctx(), 'zoe')) && 'zoe');
    expect(Object.keys(res.body).sort()).toEqual(['message', 'token']);
  });
});

describeEachDb(
  'Two-factor login: wrong codes are limited',
  (ctx) => {
    it('counts wrong codes toward the admin login limit (username lockout, per connection)', async () => {
      ctx().clock.set(T0);
      const { token } = await addAdmin(ctx(), 'lola');
      const { secret } = await enable(ctx(), token);
      ctx().clock.advance(30_000);
      const { challenge } = (await login(ctx(), 'lola', PASSWORD, '10.5.0.1')).body;
      for (let i = 0; i < 3; i++) expect((await verify(ctx(), challenge, '000000', `10.5.0.${i + 2}`)).status).toBe(401);
      // the username is locked now, even with the right code and a known password
      const locked = await verify(ctx(), challenge, totpCode(secret, ctx().clock.now()), '10.5.0.9');
      expect(locked.status).toBe(429);
      expect((await login(ctx(), 'lola', PASSWORD, '10.5.0.10')).status).toBe(429);
    });

    it('limits wrong codes from one connection whatever the account', async () => {
      ctx().clock.set(T0);
      const a = await addAdmin(ctx(), 'mara');
      await enable(ctx(), a.token);
      const ip = '10.6.0.1';
      const { challenge } = (await login(ctx(), 'mara', PASSWORD, ip)).body;
      expect((await verify(ctx(), challenge, '111111', ip)).status).toBe(401);
      expect((await verify(ctx(), challenge, '222222', ip)).status).toBe(401);
      expect((await verify(ctx(), 'otro-desafio', '333333', ip)).status).toBe(401);
      const blocked = await verify(ctx(), challenge, '444444', ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(ADMIN_MESSAGES.tooManyFromIp);
    });
  },
  { env: { RATE_LIMIT_ADMIN_LOGIN_MAX: '3', RATE_LIMIT_ADMIN_LOGIN_WINDOW_MS: String(10 * 60_000) } },
);

describeEachDb(
  'ADMIN_REQUIRE_2FA',
  (ctx) => {
    it('an admin without 2FA gets a setup-only challenge, sets it up and only then a token', async () => {
      ctx().clock.set(T0);
      await upsertAdmin(ctx().db, { username: 'nora', email: 'nora@sitio.test', password: PASSWORD }, 4);
      const first = await login(ctx(), 'nora');
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ requires2faSetup: true, challenge: expect.any(String), message: TWO_FACTOR_MESSAGES.setupRequired });
      // the setup challenge is not a login challenge
      expect((await verify(ctx(), first.body.challenge, '123456')).status).toBe(401);
      const setup = await ctx().api.post('/api/auth/admin/2fa/setup').send({ challenge: first.body.challenge });
      expect(setup.status).toBe(200);
      expect(setup.body.secret).toMatch(/^[A-Z2-7]+$/);
      const bad = await ctx().api.post('/api/auth/admin/2fa/activar').send({ challenge: first.body.challenge, code: '000000' });
      expect(bad.status).toBe(401);
      const on = await ctx()
        .api.post('/api/auth/admin/2fa/activar')
        .send({ challenge: first.body.challenge, code: totpCode(setup.body.secret, T0) });
      expect(on.status).toBe(200);
      expect(on.body.recoveryCodes).toHaveLength(10);
      const token = on.body.token as string;
      expect((await ctx().api.get('/api/admin/2fa').set('Authorization', `Bearer ${token}`)).body).toMatchObject({
        enabled: true,
        required: true,
      });
      // the challenge is spent; it cannot be turned off while required
      expect((await ctx().api.post('/api/auth/admin/2fa/setup').send({ challenge: first.body.challenge })).status).toBe(401);
      ctx().clock.advance(30_000);
      const off = await ctx()
        .api.post('/api/admin/2fa/desactivar')
        .set('Authorization', `Bearer ${token}`)
        .send({ code: totpCode(setup.body.secret, ctx().clock.now()) });
      expect(off.status).toBe(409);
      expect(off.body.message).toBe(TWO_FACTOR_MESSAGES.cannotDisableRequired);
      expect((await login(ctx(), 'nora')).body.requires2fa).toBe(true);
    });

    it('refuses an admin token of an account without 2FA', async () => {
      const res = await ctx().api.get('/api/admin/registros').set('Authorization', `Bearer ${ctx().adminToken()}`);
      expect(res.status).toBe(401);
    });
  },
  { env: { ADMIN_REQUIRE_2FA: 'true' } },
);
