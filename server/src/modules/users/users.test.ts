import { GENERIC_MESSAGES } from '@app/shared/errors';
import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { PASSWORD_RULES, USER_MESSAGES } from '@app/shared/users';
import { describeEachDb, TEST_JWT_SECRET, type TestContext } from '../../../test/helpers/test-app.js';
import { linkIn } from '../../../test/helpers/mail-capture.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { registrationPayload as payload, TEST_PASSWORD as PASSWORD } from '../../../test/helpers/user-payload.js';
import { hashSecretToken } from '../../lib/secret-tokens.js';
import { fromDbDateTime } from '../../lib/time.js';
import { verifyToken } from '../../lib/jwt.js';

/** yyyy-MM-dd `years` years before today in Colombia (plus `days`). */
const yearsAgo = (years: number, days = 0) => colombiaDatePlus(days, -years);

async function lastMailTo(ctx: TestContext, email: string, fragment: string) {
  await ctx.flushEmails();
  const mails = ctx.mail.to(email).filter((m) => m.text.includes(fragment));
  if (!mails.length) throw new Error(`no e-mail to ${email} with ${fragment}`);
  return mails[mails.length - 1];
}

const tokenOf = (link: string) => link.split('/').pop()!;

async function verificationToken(ctx: TestContext, email: string): Promise<string> {
  const mail = await lastMailTo(ctx, email, '/verify-email/');
  return tokenOf(linkIn(mail, '/verify-email/'));
}

async function registerVerified(ctx: TestContext, email: string, overrides: Record<string, unknown> = {}) {
  const res = await ctx.api.post('/api/users/register').send(payload(email, overrides));
  expect(res.status).toBe(201);
  const token = await verificationToken(ctx, email);
  const verify = await ctx.api.get(`/api/users/verify-email/${token}`);
  expect(verify.body).toEqual({ reason: 'success' });
}

async function login(ctx: TestContext, email: string, password = PASSWORD) {
  return ctx.api.post('/api/users/login').send({ email, password });
}

async function resetToken(ctx: TestContext, email: string): Promise<string> {
  const mail = await lastMailTo(ctx, email, '/reset-password/');
  return tokenOf(linkIn(mail, '/reset-password/'));
}

describeEachDb('user accounts', (ctx) => {
  describe('registration validation', () => {
    it('answers an empty body with 400, the form headline and one Spanish message per required field', async () => {
      const res = await ctx().api.post('/api/users/register').send({});
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Por favor corrige los errores marcados en el formulario.');
      const paths = res.body.errors.map((e: { path: string }) => e.path);
      for (const field of [
        'first_name',
        'last_name',
        'email',
        'password',
        'passwordConfirmation',
        'date_of_birth',
        'phone',
        'weight_kg',
        'height_cm',
        'sex',
        'accept_privacy_policy',
      ]) {
        expect(paths).toContain(field);
      }
      expect(res.body.errors).toContainEqual({ path: 'email', msg: 'El correo electrónico es obligatorio.' });
    });

    const cases: [string, Record<string, unknown>, string, string][] = [
      ['blank first name', { first_name: '   ' }, 'first_name', 'El nombre es obligatorio.'],
      ['blank last name', { last_name: '' }, 'last_name', 'Los apellidos son obligatorios.'],
      ['a first name over 100 characters', { first_name: 'a'.repeat(101) }, 'first_name', 'El nombre no puede superar los 100 caracteres.'],
      ['a malformed e-mail', { email: 'ana@' }, 'email', 'Ingresa un correo electrónico válido.'],
      ['a password shorter than 8', { password: 'Ab1!x', passwordConfirmation: 'Ab1!x' }, 'password', 'Debe tener al menos 8 caracteres.'],
      [
        'a password without lowercase',
        { password: 'ABCDEFG1!', passwordConfirmation: 'ABCDEFG1!' },
        'password',
        'Debe contener al menos una minúscula.',
      ],
      [
        'a password without uppercase',
        { password: 'abcdefg1!', passwordConfirmation: 'abcdefg1!' },
        'password',
        'Debe contener al menos una mayúscula.',
      ],
      [
        'a password without a digit',
        { password: 'Abcdefgh!', passwordConfirmation: 'Abcdefgh!' },
        'password',
        'Debe contener al menos un número.',
      ],
      [
        'a password without a symbol',
        { password: 'Abcdefgh1', passwordConfirmation: 'Abcdefgh1' },
        'password',
        'Debe contener al menos un símbolo.',
      ],
      [
        'a password over 72 bytes (bcrypt would cut it)',
        { password: `Aa1!${'x'.repeat(69)}`, passwordConfirmation: `Aa1!${'x'.repeat(69)}` },
        'password',
        'La contraseña no puede superar los 72 caracteres.',
      ],
      ['a confirmation that differs', { passwordConfirmation: 'Otra#Clave1' }, 'passwordConfirmation', 'Las contraseñas no coinciden.'],
      ['a date of birth that is not a date', { date_of_birth: '1990-02-30' }, 'date_of_birth', 'Ingresa una fecha de nacimiento válida.'],
      ['a date of birth written another way', { date_of_birth: '15/04/1990' }, 'date_of_birth', 'Ingresa una fecha de nacimiento válida.'],
      [
        'a date of birth in the future',
        { date_of_birth: yearsAgo(-1) },
        'date_of_birth',
        'La fecha de nacimiento debe ser una fecha pasada.',
      ],
      ['someone younger than 13', { date_of_birth: yearsAgo(13, 1) }, 'date_of_birth', 'Debes tener al menos 13 años para registrarte.'],
      [
        'someone older than 120',
        { date_of_birth: yearsAgo(121) },
        'date_of_birth',
        'Ingresa una fecha de nacimiento válida (edad máxima 120 años).',
      ],
      ['an unknown sex', { sex: 'otro' }, 'sex', 'Selecciona una opción de sexo válida.'],
      [
        'a phone with letters',
        { phone: '+57 300 ABC 4567' },
        'phone',
        'Ingresa un teléfono válido en formato internacional, por ejemplo +573001234567.',
      ],
      [
        'a phone too short',
        { phone: '+57123' },
        'phone',
        'Ingresa un teléfono válido en formato internacional, por ejemplo +573001234567.',
      ],
      [
        'a phone starting with +0',
        { phone: '+0573001234567' },
        'phone',
        'Ingresa un teléfono válido en formato internacional, por ejemplo +573001234567.',
      ],
      ['a weight of 0', { weight_kg: 0 }, 'weight_kg', 'El peso debe estar entre 20 y 400 kg.'],
      ['a negative weight', { weight_kg: -70 }, 'weight_kg', 'El peso debe estar entre 20 y 400 kg.'],
      ['a weight over 400', { weight_kg: 401 }, 'weight_kg', 'El peso debe estar entre 20 y 400 kg.'],
      ['a weight that is not a number', { weight_kg: 'mucho' }, 'weight_kg', 'El peso debe ser un número.'],
      ['a missing weight (null)', { weight_kg: null }, 'weight_kg', 'El peso es obligatorio.'],
      ['a height under 50', { height_cm: 49 }, 'height_cm', 'La estatura debe estar entre 50 y 250 cm.'],
      ['a height over 250', { height_cm: 251 }, 'height_cm', 'La estatura debe estar entre 50 y 250 cm.'],
      ['a missing height (null)', { height_cm: null }, 'height_cm', 'La estatura es obligatoria.'],
      [
        'privacy policy not accepted',
        { accept_privacy_policy: false },
        'accept_privacy_policy',
        'Debes aceptar las políticas de privacidad para continuar.',
      ],
      [
        'privacy policy sent as text',
        { accept_privacy_policy: 'true' },
        'accept_privacy_policy',
        'Debes aceptar las políticas de privacidad para continuar.',
      ],
      ['a blank country', { country: ' ' }, 'country', 'El país es obligatorio.'],
    ];
    it.each(cases)('refuses %s with a message on that field', async (_name, overrides, path, msg) => {
      const email = `val-${path}-${Math.random().toString(36).slice(2, 8)}@correo.test`;
      const res = await ctx().api.post('/api/users/register').send(payload(email, overrides));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(USER_MESSAGES.validation);
      expect(res.body.errors).toContainEqual({ path, msg });
      const row = await ctx().db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('lists every password rule the password breaks', async () => {
      const res = await ctx()
        .api.post('/api/users/register')
        .send(payload('rules@correo.test', { password: 'abc', passwordConfirmation: 'abc' }));
      expect(res.status).toBe(400);
      const msgs = res.body.errors.filter((e: { path: string }) => e.path === 'password').map((e: { msg: string }) => e.msg);
      expect(msgs).toEqual([PASSWORD_RULES[0].message, PASSWORD_RULES[2].message, PASSWORD_RULES[3].message, PASSWORD_RULES[4].message]);
    });
  });

  describe('registration', () => {
    it('creates the account (201), stores the e-mail lower-cased and the password hashed, and sends a verification link', async () => {
      const res = await ctx()
        .api.post('/api/users/register')
        .send(payload('  Nueva.Persona@Correo.TEST ', { phone: '+57 (300) 765-4321', weight_kg: '70,25', height_cm: '172.5' }));
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(USER_MESSAGES.registered);
      const row = await ctx().db.selectFrom('users').selectAll().where('email', '=', 'nueva.persona@correo.test').executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$2[aby]\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
      expect(row.phone).toBe('+573007654321');
      expect(Number(row.weight_kg)).toBe(70.25);
      expect(Number(row.height_cm)).toBe(172.5);
      expect(row.email_verified_at).toBeNull();
      expect(row.accept_privacy_policy).toBe(1);

      const mail = await lastMailTo(ctx(), 'nueva.persona@correo.test', '/verify-email/');
      const link = linkIn(mail, '/verify-email/');
      expect(link).toMatch(/^http:\/\/sitio\.test\/verify-email\/[\w-]{43}$/);
      const token = tokenOf(link);
      const stored = await ctx()
        .db.selectFrom('auth_tokens')
        .selectAll()
        .where('subject_id', '=', row.id)
        .where('purpose', '=', 'user_verify')
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0].token_hash).toBe(hashSecretToken(token));
      expect(stored[0].token_hash).not.toContain(token);
      const ttl = fromDbDateTime(stored[0].expires_at)!.getTime() - Date.now();
      expect(ttl).toBeGreaterThan(23.9 * 3600_000);
      expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
    });

    it('uses Colombia as the country when none is sent', async () => {
      const body: Record<string, unknown> = payload('sin-pais@correo.test');
      delete body.country;
      expect((await ctx().api.post('/api/users/register').send(body)).status).toBe(201);
      const row = await ctx()
        .db.selectFrom('users')
        .select('country')
        .where('email', '=', 'sin-pais@correo.test')
        .executeTakeFirstOrThrow();
      expect(row.country).toBe('Colombia');
    });

    it('refuses a second account with the same e-mail with 409, also when only the case differs', async () => {
      expect((await ctx().api.post('/api/users/register').send(payload('repetido@correo.test'))).status).toBe(201);
      for (const email of ['repetido@correo.test', 'REPETIDO@Correo.Test']) {
        const res = await ctx().api.post('/api/users/register').send(payload(email));
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('El correo electrónico ya está registrado.');
        expect(res.body.errors).toEqual([{ path: 'email', msg: 'Este correo ya está en uso.' }]);
      }
      const rows = await ctx().db.selectFrom('users').select('id').where('email', '=', 'repetido@correo.test').execute();
      expect(rows).toHaveLength(1);
    });

    it('lets exactly one of two simultaneous sign-ups with one e-mail through', async () => {
      const results = await Promise.all([0, 1, 2].map(() => ctx().api.post('/api/users/register').send(payload('carrera@correo.test'))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(USER_MESSAGES.emailTaken);
    });
  });

  describe('e-mail verification', () => {
    it('verifies once (success), then reports already_verified for the same link', async () => {
      await ctx().api.post('/api/users/register').send(payload('verifica@correo.test'));
      const token = await verificationToken(ctx(), 'verifica@correo.test');
      const first = await ctx().api.get(`/api/users/verify-email/${token}`);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ reason: 'success' });
      const row = await ctx()
        .db.selectFrom('users')
        .select('email_verified_at')
        .where('email', '=', 'verifica@correo.test')
        .executeTakeFirstOrThrow();
      expect(row.email_verified_at).not.toBeNull();
      const again = await ctx().api.get(`/api/users/verify-email/${token}`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ reason: 'already_verified' });
    });

    it('answers 200 invalid_token for an unknown or malformed token', async () => {
      for (const token of ['no-existe', 'x'.repeat(500), encodeURIComponent('<script>')]) {
        const res = await ctx().api.get(`/api/users/verify-email/${token}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ reason: 'invalid_token' });
      }
    });

    it('answers expired_token after 24 hours and leaves the account unverified', async () => {
      await ctx().api.post('/api/users/register').send(payload('caduca@correo.test'));
      const token = await verificationToken(ctx(), 'caduca@correo.test');
      // The link's 24 hours pass on the app's clock, not in the database.
      ctx().clock.advance(24 * 3_600_000 + 1000);
      try {
        const res = await ctx().api.get(`/api/users/verify-email/${token}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ reason: 'expired_token' });
        expect((await login(ctx(), 'caduca@correo.test')).status).toBe(403);
      } finally {
        ctx().clock.reset();
      }
    });

    it('refuses a verification token used for a password reset and vice versa', async () => {
      await registerVerified(ctx(), 'mezcla@correo.test');
      await ctx().api.post('/api/users/forgot-password').send({ email: 'mezcla@correo.test' });
      const reset = await resetToken(ctx(), 'mezcla@correo.test');
      expect((await ctx().api.get(`/api/users/verify-email/${reset}`)).body).toEqual({ reason: 'invalid_token' });
    });

    it('resends a working link to an unverified account with a neutral answer, and nothing to others', async () => {
      await ctx().api.post('/api/users/register').send(payload('reenvio@correo.test'));
      const before = (await ctx().flushEmails()).length;
      const res = await ctx().api.post('/api/users/resend-verification').send({ email: 'REENVIO@correo.test' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: USER_MESSAGES.resendNeutral });
      const token = await verificationToken(ctx(), 'reenvio@correo.test');
      expect((await ctx().flushEmails()).length).toBe(before + 1);
      expect((await ctx().api.get(`/api/users/verify-email/${token}`)).body).toEqual({ reason: 'success' });

      const count = (await ctx().flushEmails()).length;
      const unknown = await ctx().api.post('/api/users/resend-verification').send({ email: 'nadie@correo.test' });
      const verified = await ctx().api.post('/api/users/resend-verification').send({ email: 'reenvio@correo.test' });
      expect(unknown.body).toEqual(res.body);
      expect(verified.body).toEqual(res.body);
      expect((await ctx().flushEmails()).length).toBe(count);
    });
  });

  describe('login', () => {
    it('refuses an unverified account with 403, a message to verify and reason email_not_verified', async () => {
      await ctx().api.post('/api/users/register').send(payload('sin-verificar@correo.test'));
      const res = await login(ctx(), 'sin-verificar@correo.test');
      expect(res.status).toBe(403);
      expect(res.body.reason).toBe('email_not_verified');
      expect(res.body.message).toBe(USER_MESSAGES.emailNotVerified);
      expect(res.body.token).toBeUndefined();
    });

    it('logs a verified account in with { token, user } and a user-role JWT', async () => {
      await registerVerified(ctx(), 'entra@correo.test');
      const res = await login(ctx(), 'Entra@Correo.test');
      expect(res.status).toBe(200);
      const row = await ctx().db.selectFrom('users').select('id').where('email', '=', 'entra@correo.test').executeTakeFirstOrThrow();
      expect(res.body.user).toEqual({ id: row.id, first_name: 'Ana', last_name: 'Gómez Ruiz', email: 'entra@correo.test' });
      expect(verifyToken(TEST_JWT_SECRET, res.body.token)).toEqual({ sub: String(row.id), role: 'user', sessionVersion: 0 });
      const decoded = jwt.decode(res.body.token) as { exp: number; iat: number };
      expect(decoded.exp - decoded.iat).toBe(7 * 24 * 3600);
      expect(jwt.decode(res.body.token, { complete: true })!.header.alg).toBe('HS256');
    });

    it('answers an unknown e-mail and a wrong password with the same generic 401', async () => {
      await registerVerified(ctx(), 'clave-mala@correo.test');
      const wrong = await login(ctx(), 'clave-mala@correo.test', 'Otra#Clave9');
      const unknown = await login(ctx(), 'no-registrado@correo.test');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe(USER_MESSAGES.invalidCredentials);
    });

    it('does not reveal an unverified account to a wrong password', async () => {
      await ctx().api.post('/api/users/register').send(payload('pendiente-mala@correo.test'));
      const res = await login(ctx(), 'pendiente-mala@correo.test', 'Otra#Clave9');
      expect(res.status).toBe(401);
      expect(res.body.reason).toBeUndefined();
    });

    it('answers missing fields with 400 and field messages', async () => {
      const res = await ctx().api.post('/api/users/login').send({});
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'email', msg: 'El correo electrónico es obligatorio.' },
        { path: 'password', msg: 'La contraseña es obligatoria.' },
      ]);
    });
  });

  describe('forgot password', () => {
    it('answers the same neutral text for unknown, unverified and verified e-mails, and mails only the verified one', async () => {
      await registerVerified(ctx(), 'olvido@correo.test');
      await ctx().api.post('/api/users/register').send(payload('olvido-pendiente@correo.test'));
      await ctx().flushEmails();
      const before = ctx().mail.messages.length;
      const answers = [];
      for (const email of ['nadie-aqui@correo.test', 'olvido-pendiente@correo.test', 'OLVIDO@correo.test']) {
        const res = await ctx().api.post('/api/users/forgot-password').send({ email });
        expect(res.status).toBe(200);
        answers.push(res.body);
      }
      expect(answers[0]).toEqual({
        message:
          'Si existe una cuenta verificada asociada a este correo electrónico, se ha enviado un enlace para restablecer la contraseña.',
      });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      await ctx().flushEmails();
      const sent = ctx().mail.messages.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0].to).toEqual(['olvido@correo.test']);
      const link = linkIn(sent[0], '/reset-password/');
      expect(link).toMatch(/^http:\/\/sitio\.test\/reset-password\/[\w-]{43}$/);
      const row = await ctx()
        .db.selectFrom('auth_tokens')
        .selectAll()
        .where('token_hash', '=', hashSecretToken(tokenOf(link)))
        .executeTakeFirstOrThrow();
      expect(row.purpose).toBe('user_reset');
      const ttl = fromDbDateTime(row.expires_at)!.getTime() - Date.now();
      expect(ttl).toBeGreaterThan(0.9 * 3600_000);
      expect(ttl).toBeLessThanOrEqual(3600_000);
    });

    it('requires an e-mail', async () => {
      const res = await ctx().api.post('/api/users/forgot-password').send({ email: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Por favor, ingresa tu correo electrónico.');
    });
  });

  describe('reset password', () => {
    it('sets the new password once: old password refused, new one accepted, link then dead', async () => {
      await registerVerified(ctx(), 'cambia@correo.test');
      await ctx().api.post('/api/users/forgot-password').send({ email: 'cambia@correo.test' });
      const token = await resetToken(ctx(), 'cambia@correo.test');
      const res = await ctx()
        .api.post('/api/users/reset-password')
        .send({ token, password: 'Nueva$Clave22', passwordConfirmation: 'Nueva$Clave22' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Contraseña actualizada exitosamente.' });
      expect((await login(ctx(), 'cambia@correo.test')).status).toBe(401);
      expect((await login(ctx(), 'cambia@correo.test', 'Nueva$Clave22')).status).toBe(200);
      const reuse = await ctx()
        .api.post('/api/users/reset-password')
        .send({ token, password: 'Otra$Clave33', passwordConfirmation: 'Otra$Clave33' });
      expect(reuse.status).toBe(400);
      expect(reuse.body.message).toBe('El enlace de restablecimiento es inválido o ha expirado.');
      const mail = await lastMailTo(ctx(), 'cambia@correo.test', '/login');
      expect(mail.subject).toContain('Tu contraseña fue actualizada');
    });

    it('ends the sessions opened before the reset: their tokens get 401, a new login works', async () => {
      await registerVerified(ctx(), 'sesiones@correo.test');
      const before = (await login(ctx(), 'sesiones@correo.test')).body.token as string;
      const profile = (token: string) => ctx().api.get('/api/users/profile').set('Authorization', `Bearer ${token}`);
      expect((await profile(before)).status).toBe(200);

      await ctx().api.post('/api/users/forgot-password').send({ email: 'sesiones@correo.test' });
      const token = await resetToken(ctx(), 'sesiones@correo.test');
      await ctx().api.post('/api/users/reset-password').send({ token, password: 'Nueva$Clave22', passwordConfirmation: 'Nueva$Clave22' });

      const stale = await profile(before);
      expect(stale.status).toBe(401);
      expect(stale.body.message).toBe(GENERIC_MESSAGES.invalidToken);
      const after = (await login(ctx(), 'sesiones@correo.test', 'Nueva$Clave22')).body.token as string;
      expect((await profile(after)).status).toBe(200);
    });

    it('invalidates the earlier link when a new one is requested', async () => {
      await registerVerified(ctx(), 'dos-enlaces@correo.test');
      await ctx().api.post('/api/users/forgot-password').send({ email: 'dos-enlaces@correo.test' });
      const first = await resetToken(ctx(), 'dos-enlaces@correo.test');
      await ctx().api.post('/api/users/forgot-password').send({ email: 'dos-enlaces@correo.test' });
      const second = await resetToken(ctx(), 'dos-enlaces@correo.test');
      expect(second).not.toBe(first);
      const old = await ctx()
        .api.post('/api/users/reset-password')
        .send({ token: first, password: 'Nueva$Clave22', passwordConfirmation: 'Nueva$Clave22' });
      expect(old.status).toBe(400);
      expect(old.body.message).toBe(USER_MESSAGES.resetInvalid);
      const ok = await ctx()
        .api.post('/api/users/reset-password')
        .send({ token: second, password: 'Nueva$Clave22', passwordConfirmation: 'Nueva$Clave22' });
      expect(ok.status).toBe(200);
    });

    it('refuses an expired link (after 1 hour) and an unknown one', async () => {
      await registerVerified(ctx(), 'expira-reset@correo.test');
      await ctx().api.post('/api/users/forgot-password').send({ email: 'expira-reset@correo.test' });
      const token = await resetToken(ctx(), 'expira-reset@correo.test');
      ctx().clock.advance(3_600_000 + 1000);
      try {
        for (const t of [token, 'inventado']) {
          const res = await ctx()
            .api.post('/api/users/reset-password')
            .send({ token: t, password: 'Nueva$Clave22', passwordConfirmation: 'Nueva$Clave22' });
          expect(res.status).toBe(400);
          expect(res.body.message).toBe('El enlace de restablecimiento es inválido o ha expirado.');
        }
      } finally {
        ctx().clock.reset();
      }
      expect((await login(ctx(), 'expira-reset@correo.test')).status).toBe(200);
    });

    it('enforces the password policy on the server with the §5 messages', async () => {
      await registerVerified(ctx(), 'politica@correo.test');
      await ctx().api.post('/api/users/forgot-password').send({ email: 'politica@correo.test' });
      const token = await resetToken(ctx(), 'politica@correo.test');
      const weak = await ctx().api.post('/api/users/reset-password').send({ token, password: 'corta', passwordConfirmation: 'corta' });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('La nueva contraseña no cumple los requisitos.');
      expect(weak.body.errors.map((e: { msg: string }) => e.msg)).toEqual([
        'Debe tener al menos 8 caracteres.',
        'Debe contener al menos una mayúscula.',
        'Debe contener al menos un número.',
        'Debe contener al menos un símbolo.',
      ]);
      const mismatch = await ctx()
        .api.post('/api/users/reset-password')
        .send({ token, password: 'Nueva$Clave22', passwordConfirmation: 'Nueva$Clave23' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toBe('Las contraseñas nuevas no coinciden.');
      // the link survives the refused attempts
      const ok = await ctx()
        .api.post('/api/users/reset-password')
        .send({ token, password: 'Nueva$Clave22', passwordConfirmation: 'Nueva$Clave22' });
      expect(ok.status).toBe(200);
    });
  });

  describe('profile', () => {
    it('returns the §3 profile to a user token', async () => {
      await registerVerified(ctx(), 'perfil@correo.test');
      const { body } = await login(ctx(), 'perfil@correo.test');
      const res = await ctx().api.get('/api/users/profile').set('Authorization', `Bearer ${body.token}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        first_name: 'Ana',
        last_name: 'Gómez Ruiz',
        email: 'perfil@correo.test',
        phone: '+573001234567',
        country: 'Colombia',
        date_of_birth: '1990-04-15',
        sex: 'female',
        weight_kg: 68.5,
        height_cm: 165,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/),
        profile_image_url: null,
      });
      expect(res.body.password_hash).toBeUndefined();
    });

    it('refuses no token and a tampered or expired token with 401, and an admin token with 403', async () => {
      await registerVerified(ctx(), 'perfil-seguro@correo.test');
      const { body } = await login(ctx(), 'perfil-seguro@correo.test');
      const id = body.user.id as number;
      expect((await ctx().api.get('/api/users/profile')).status).toBe(401);

      const [h, p, s] = (body.token as string).split('.');
      const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: String(id + 1) })).toString(
        'base64url',
      );
      const tampered = await ctx().api.get('/api/users/profile').set('Authorization', `Bearer ${h}.${forged}.${s}`);
      expect(tampered.status).toBe(401);

      const otherSecret = jwt.sign({ role: 'user' }, 'otro-secreto-otro-secreto-otro-secreto-123', {
        subject: String(id),
        expiresIn: '1h',
      });
      expect((await ctx().api.get('/api/users/profile').set('Authorization', `Bearer ${otherSecret}`)).status).toBe(401);

      const expired = jwt.sign({ role: 'user', exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, {
        subject: String(id),
        algorithm: 'HS256',
      });
      const late = await ctx().api.get('/api/users/profile').set('Authorization', `Bearer ${expired}`);
      expect(late.status).toBe(401);

      const admin = await ctx()
        .api.get('/api/users/profile')
        .set('Authorization', `Bearer ${ctx().adminToken(id)}`);
      expect(admin.status).toBe(403);
    });

    it('answers 404 when the account behind a valid token no longer exists', async () => {
      const res = await ctx()
        .api.get('/api/users/profile')
        .set('Authorization', `Bearer ${ctx().userToken(987654)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No se encontraron datos del perfil.');
    });
  });
});

describeEachDb(
  'user accounts: rate limits',
  (ctx) => {
    it('answers the 4th login attempt in the window with 429 and a Spanish message', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await login(ctx(), 'fuerza@correo.test', `Intento#${i}A`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await login(ctx(), 'fuerza@correo.test');
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(USER_MESSAGES.tooManyLogins);
    });

    it('limits registrations and forgot-password requests too', async () => {
      const reg = [];
      for (let i = 0; i < 3; i++)
        reg.push(
          await ctx()
            .api.post('/api/users/register')
            .send(payload(`limite${i}@correo.test`)),
        );
      expect(reg.map((r) => r.status)).toEqual([201, 201, 429]);
      expect(reg[2].body.message).toBe(USER_MESSAGES.tooManyRegistrations);
      const forgot = [];
      for (let i = 0; i < 3; i++) forgot.push(await ctx().api.post('/api/users/forgot-password').send({ email: 'x@correo.test' }));
      expect(forgot.map((r) => r.status)).toEqual([200, 200, 429]);
      expect(forgot[2].body.message).toBe(USER_MESSAGES.tooManyResets);
    });
  },
  { env: { RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_REGISTER_MAX: '2', RATE_LIMIT_FORGOT_MAX: '2' } },
);
