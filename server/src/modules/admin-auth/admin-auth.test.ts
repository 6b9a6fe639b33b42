import { GENERIC_MESSAGES } from '@app/shared/errors';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@app/shared/admin';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { linkIn } from '../../../test/helpers/mail-capture.js';
import { verifyToken } from '../../lib/jwt.js';
import { toDbDateTime } from '../../lib/time.js';
import { upsertAdmin } from './admin-accounts.js';

const PASSWORD = 'Clave-segura-1';

async function addAdmin(ctx: TestContext, username: string, email = `${username}@sitio.test`, password = PASSWORD) {
  await upsertAdmin(ctx.db, { username, email, password }, 4);
}

function login(ctx: TestContext, username: string, password: string, ip = '10.0.0.1') {
  return ctx.api.post('/api/auth/admin/login').set('X-Forwarded-For', ip).send({ username, password });
}

async function resetLinkFor(ctx: TestContext, email: string): Promise<string> {
  await ctx.flushEmails();
  const mails = ctx.mail.to(email);
  expect(mails.length).toBeGreaterThan(0);
  return linkIn(mails[mails.length - 1], '/admin/reset-password?token=');
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describeEachDb('Admin login', (ctx) => {
  it('answers a token with role admin and the success message for the right credentials', async () => {
    await addAdmin(ctx(), 'laura');
    const res = await login(ctx(), 'laura', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Inicio de sesión exitoso.');
    const claims = verifyToken(ctx().config.jwtSecret, res.body.token);
    expect(claims?.role).toBe('admin');
    const admin = await ctx().api.get('/api/admin/bloqueos').set('Authorization', `Bearer ${res.body.token}`);
    expect(admin.status).not.toBe(401);
    expect(admin.status).not.toBe(403);
  });

  it('accepts the username in another letter case', async () => {
    await addAdmin(ctx(), 'Marta');
    const res = await login(ctx(), 'marta', PASSWORD);
    expect(res.status).toBe(200);
  });

  it('answers the same 401 with "credenciales inválidas" for a wrong password and for an unknown user', async () => {
    await addAdmin(ctx(), 'pedro');
    const wrong = await login(ctx(), 'pedro', 'otra-clave-123');
    const unknown = await login(ctx(), 'nadie', PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toContain('credenciales inválidas');
      expect(res.body.token).toBeUndefined();
    }
    expect(wrong.body).toEqual(unknown.body);
  });

  it('answers 400 when the username or password is missing', async () => {
    for (const body of [{}, { username: 'x' }, { password: 'y' }, { username: '  ', password: 'y' }]) {
      const res = await ctx().api.post('/api/auth/admin/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ADMIN_MESSAGES.loginRequired);
    }
  });

  it('never signs a token an admin route would take with another secret', async () => {
    const res = await ctx().api.get('/api/admin/bloqueos').set('Authorization', `Bearer ${ctx().userToken()}`);
    expect(res.status).toBe(403);
  });
});

describeEachDb(
  'Admin login brute-force protection',
  (ctx) => {
    it('locks a username after 3 failures, even with the right password and from other connections', async () => {
      await addAdmin(ctx(), 'ana');
      for (let i = 1; i <= 3; i++) expect((await login(ctx(), 'ana', 'mala-clave', `10.1.0.${i}`)).status).toBe(401);
      const locked = await login(ctx(), 'ANA', PASSWORD, '10.1.0.9');
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Demasiados intentos fallidos para este usuario\. Por favor, espera 10 minutos/);
      expect(locked.body.error).toBe(locked.body.message);
      // another admin is not affected
      await addAdmin(ctx(), 'beto');
      expect((await login(ctx(), 'beto', PASSWORD, '10.1.0.10')).status).toBe(200);
    });

    it('doubles the wait for each new lockout of the same username', async () => {
      await addAdmin(ctx(), 'carla');
      const lockEnd = async () => {
        const row = await ctx()
          .db.selectFrom('rate_limits')
          .selectAll()
          .where('limit_key', '=', 'admin-user-lock:carla')
          .executeTakeFirstOrThrow();
        return { level: Number(row.hits), waitMs: new Date(`${String(row.reset_at).replace(' ', 'T')}Z`).getTime() - Date.now() };
      };
      const expireLock = () =>
        ctx()
          .db.updateTable('rate_limits')
          .set({ reset_at: toDbDateTime(new Date(Date.now() - 1000)) })
          .where('limit_key', '=', 'admin-user-lock:carla')
          .execute();
      const tenMinutes = 10 * 60_000;
      let ip = 0;
      for (let round = 1; round <= 3; round++) {
        for (let i = 0; i < 3; i++) expect((await login(ctx(), 'carla', 'mala-clave', `10.2.0.${++ip}`)).status).toBe(401);
        const { level, waitMs } = await lockEnd();
        expect(level).toBe(round);
        expect(waitMs).toBeGreaterThan(tenMinutes * 2 ** (round - 1) - 5_000);
        expect(waitMs).toBeLessThanOrEqual(tenMinutes * 2 ** (round - 1) + 1_000);
        const res = await login(ctx(), 'carla', PASSWORD, `10.2.0.${++ip}`);
        expect(res.status).toBe(429);
        expect(res.body.message).toContain(['10 minutos', '20 minutos', '40 minutos'][round - 1]);
        await expireLock();
      }
      // after the wait, the right password works and clears the history
      expect((await login(ctx(), 'carla', PASSWORD, `10.2.0.${ip + 1}`)).status).toBe(200);
      const left = await ctx().db.selectFrom('rate_limits').select('limit_key').where('limit_key', 'like', 'admin-user-%:carla').execute();
      expect(left).toEqual([]);
    });

    it('limits failed attempts per connection whatever the username (429 with a Spanish message)', async () => {
      await addAdmin(ctx(), 'dora');
      const ip = '10.3.0.1';
      for (const name of ['x1', 'x2', 'x3']) expect((await login(ctx(), name, 'mala', ip)).status).toBe(401);
      const blocked = await login(ctx(), 'dora', PASSWORD, ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(ADMIN_MESSAGES.tooManyFromIp);
      expect((await login(ctx(), 'dora', PASSWORD, '10.3.0.2')).status).toBe(200);
    });

    it('does not count successful logins against the connection', async () => {
      await addAdmin(ctx(), 'eva');
      for (let i = 0; i < 6; i++) expect((await login(ctx(), 'eva', PASSWORD, '10.4.0.1')).status).toBe(200);
    });
  },
  { env: { RATE_LIMIT_ADMIN_LOGIN_MAX: '3', RATE_LIMIT_ADMIN_LOGIN_WINDOW_MS: String(10 * 60_000) } },
);

describeEachDb('Admin password reset', (ctx) => {
  const requestReset = (email: string) => ctx().api.post('/api/auth/admin/request-password-reset').send({ email });
  const reset = (body: Record<string, unknown>) => ctx().api.post('/api/auth/admin/reset-password').send(body);

  it('answers the same neutral message for an unknown e-mail and sends nothing', async () => {
    await addAdmin(ctx(), 'gina', 'gina@sitio.test');
    const known = await requestReset('GINA@sitio.test');
    const unknown = await requestReset('nadie@sitio.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(ADMIN_MESSAGES.resetRequested);
    await ctx().flushEmails();
    expect(ctx().mail.to('nadie@sitio.test')).toHaveLength(0);
    expect(ctx().mail.to('gina@sitio.test')).toHaveLength(1);
  });

  it('requires an e-mail', async () => {
    const res = await requestReset('');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor, ingresa tu correo electrónico.');
  });

  it('changes the password with the e-mailed link, once', async () => {
    await addAdmin(ctx(), 'hugo', 'hugo@sitio.test');
    await requestReset('hugo@sitio.test');
    const link = await resetLinkFor(ctx(), 'hugo@sitio.test');
    expect(link.startsWith('http://sitio.test/admin/reset-password?token=')).toBe(true);
    const token = tokenOf(link);
    const stored = await ctx()
      .db.selectFrom('auth_tokens')
      .select(['token_hash', 'purpose'])
      .where('purpose', '=', 'admin_reset')
      .execute();
    expect(stored.some((t) => t.token_hash === token)).toBe(false);

    const ok = await reset({ token, newPassword: 'Nueva-clave-9', confirmPassword: 'Nueva-clave-9' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Contraseña actualizada exitosamente.' });
    expect((await login(ctx(), 'hugo', 'Nueva-clave-9')).status).toBe(200);
    expect((await login(ctx(), 'hugo', PASSWORD)).status).toBe(401);

    const again = await reset({ token, newPassword: 'Otra-clave-99', confirmPassword: 'Otra-clave-99' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('El enlace de restablecimiento es inválido o ha expirado.');
  });

  it('ends the sessions opened before a reset or before admin:create sets the password again', async () => {
    await addAdmin(ctx(), 'olga', 'olga@sitio.test');
    const agenda = (token: string) => ctx().api.get('/api/admin/registros').set('Authorization', `Bearer ${token}`);
    const before = (await login(ctx(), 'olga', PASSWORD)).body.token as string;
    expect((await agenda(before)).status).toBe(200);

    await requestReset('olga@sitio.test');
    const token = tokenOf(await resetLinkFor(ctx(), 'olga@sitio.test'));
    expect((await reset({ token, newPassword: 'Nueva-clave-9', confirmPassword: 'Nueva-clave-9' })).status).toBe(200);
    const stale = await agenda(before);
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe(GENERIC_MESSAGES.invalidToken);

    const after = (await login(ctx(), 'olga', 'Nueva-clave-9')).body.token as string;
    expect((await agenda(after)).status).toBe(200);
    await addAdmin(ctx(), 'olga', 'olga@sitio.test', 'Otra-clave-77');
    expect((await agenda(after)).status).toBe(401);
  });

  it('refuses a well-signed token of an admin that does not exist', async () => {
    const res = await ctx()
      .api.get('/api/admin/registros')
      .set('Authorization', `Bearer ${ctx().adminToken(987654)}`);
    expect(res.status).toBe(401);
  });

  it('refuses an expired link and a link replaced by a newer one', async () => {
    await addAdmin(ctx(), 'ines', 'ines@sitio.test');
    await requestReset('ines@sitio.test');
    const first = tokenOf(await resetLinkFor(ctx(), 'ines@sitio.test'));
    await requestReset('ines@sitio.test');
    const second = tokenOf(await resetLinkFor(ctx(), 'ines@sitio.test'));
    expect(second).not.toBe(first);
    const body = (token: string) => ({ token, newPassword: 'Nueva-clave-9', confirmPassword: 'Nueva-clave-9' });
    expect((await reset(body(first))).status).toBe(400);

    // The link's hour passes on the app's clock.
    ctx().clock.advance(3_600_000 + 1000);
    try {
      const expired = await reset(body(second));
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe('El enlace de restablecimiento es inválido o ha expirado.');
    } finally {
      ctx().clock.reset();
    }
    expect((await login(ctx(), 'ines', PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await reset({ token: 'no-existe', newPassword: 'Nueva-clave-9', confirmPassword: 'Nueva-clave-9' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El enlace de restablecimiento es inválido o ha expirado.');
  });

  describe('checks the §5 rules with their messages, in order', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: 'Nueva-clave-9', confirmPassword: 'Nueva-clave-9' }, 'Token no encontrado. No se puede restablecer.'],
      [{ token: '  ', newPassword: 'Nueva-clave-9', confirmPassword: 'Nueva-clave-9' }, 'Token no encontrado. No se puede restablecer.'],
      [{ token: 't', newPassword: 'Nueva-clave-9' }, 'Debes ingresar y confirmar la nueva contraseña.'],
      [{ token: 't', newPassword: '', confirmPassword: '' }, 'Debes ingresar y confirmar la nueva contraseña.'],
      [{ token: 't', newPassword: 'Nueva-clave-9', confirmPassword: 'Nueva-clave-8' }, 'Las contraseñas no coinciden.'],
      [{ token: 't', newPassword: 'corta', confirmPassword: 'corta' }, 'La contraseña debe tener al menos 8 caracteres.'],
    ];
    for (const [body, message] of cases) {
      it(`${JSON.stringify(body)} → ${message}`, async () => {
        const res = await reset(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      });
    }
  });
});

describeEachDb(
  'Admin password reset request limit',
  (ctx) => {
    it('answers 429 in Spanish after too many requests', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await ctx()
          .api.post('/api/auth/admin/request-password-reset')
          .set('X-Forwarded-For', '10.9.0.1')
          .send({ email: 'x@sitio.test' });
        statuses.push(res.status);
        if (res.status === 429) expect(res.body.message).toMatch(/espera/);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  },
  { env: { RATE_LIMIT_FORGOT_MAX: '2' } },
);
