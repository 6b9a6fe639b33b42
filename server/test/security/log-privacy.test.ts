import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describe } from 'vitest';
import { createLogger } from '../../src/lib/logger.js';
import { maskEmails, redactRequestUrl } from '../../src/lib/log-privacy.js';
import { DIALECTS, createTestContext, type TestContext } from '../helpers/test-app.js';
import { bookingPayload } from '../helpers/booking.js';
import { registrationPayload, TEST_PASSWORD } from '../helpers/user-payload.js';
import { linkIn } from '../helpers/mail-capture.js';

// Request logs carry no secret tokens, no e-mail address in clear and no request body.

describe('log redaction helpers', () => {
  it('replaces the token of every e-mailed link and hides query values that are not plain filters', () => {
    expect(redactRequestUrl('/api/registros/verificar/abcDEF123_-x')).toBe('/api/registros/verificar/[token]');
    expect(redactRequestUrl('/api/registros/gestion/tok123/cancelar')).toBe('/api/registros/gestion/[token]/cancelar');
    expect(redactRequestUrl('/api/users/verify-email/tok?x=1')).toBe('/api/users/verify-email/[token]?x=[redactado]');
    expect(redactRequestUrl('/calendario/secreto.ics')).toBe('/calendario/[token]');
    // "Mi pedido": its page and its API
    expect(redactRequestUrl('/pedido/tok-del-pedido')).toBe('/pedido/[token]');
    expect(redactRequestUrl('/api/pedidos/seguimiento/tok-del-pedido/cancelar')).toBe('/api/pedidos/seguimiento/[token]/cancelar');
    expect(redactRequestUrl('/api/pedidos/cotizar')).toBe('/api/pedidos/cotizar');
    expect(redactRequestUrl('/api/admin/registros?scope=all&q=ana@correo.co&estado=cancelada')).toBe(
      '/api/admin/registros?scope=all&q=[redactado]&estado=cancelada',
    );
    expect(redactRequestUrl('/api/horarios-ocupados?fecha=2030-01-02')).toBe('/api/horarios-ocupados?fecha=2030-01-02');
  });

  it('masks e-mail addresses wherever they appear', () => {
    expect(maskEmails('550 <ana.perez+x@correo.co> User unknown')).toBe('550 <a***@correo.co> User unknown');
  });

  it('drops passwords, tokens, bodies, cookies and authorization headers from any log line', () => {
    const written: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        written.push(chunk.toString('utf8'));
        done();
      },
    });
    createLogger('info', sink).info(
      {
        password: 'clave-de-arriba',
        body: { nombre: 'Zoraida' },
        user: { email: 'ana.perez@correo.co', password: 'clave-anidada', token: 'tok-anidado', body: 'cuerpo anidado' },
        req: { headers: { authorization: 'Bearer secreto-jwt', cookie: 'sesion=galleta', 'user-agent': 'Prueba/1.0' } },
        err: new Error('fallo al enviar a ana.perez@correo.co'),
        destinatarios: ['luis@correo.co'],
      },
      'línea con secretos',
    );
    const line = JSON.parse(written.join(''));
    for (const secret of [
      'clave-de-arriba',
      'Zoraida',
      'clave-anidada',
      'tok-anidado',
      'cuerpo anidado',
      'secreto-jwt',
      'galleta',
      'ana.perez@',
      'luis@',
    ]) {
      expect(written.join('')).not.toContain(secret);
    }
    expect(line.user).toEqual({ email: 'a***@correo.co' });
    expect(line.req).toEqual({ headers: { 'user-agent': 'Prueba/1.0' } });
    expect(line.err.message).toBe('fallo al enviar a a***@correo.co');
    expect(line.destinatarios).toEqual(['l***@correo.co']);
    expect(line.msg).toBe('línea con secretos');
  });
});

for (const dialect of DIALECTS) {
  describe(`what the logs say about a person [${dialect}]`, () => {
    let ctx: TestContext;
    let lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });

    beforeAll(async () => {
      ctx = await createTestContext(dialect, { logger: createLogger('info', sink) });
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('keeps tokens, e-mail addresses, passwords and bodies out of the request lines', async () => {
      lines = [];
      const booking = bookingPayload({ nombre: 'Zoraida', sufreDeOtros: 'hipotiroidismo severo' });
      const email = booking.email as string;
      expect((await ctx.api.post('/api/registros').send(booking)).status).toBe(201);
      await ctx.flushEmails();
      const link = linkIn(ctx.mail.to(email).at(-1)!, ctx.config.publicUrl);
      const token = new URL(link).pathname.split('/').filter(Boolean).at(-1)!;
      await ctx.api.get(`/api/registros/verificar/${token}`);
      await ctx.api.post('/api/registros/verificar').send({ token });
      await ctx.api.get(`/api/registros/gestion/${token}`);

      const userEmail = 'persona.privada@correo.test';
      await ctx.api.post('/api/users/register').send(registrationPayload(userEmail));
      await ctx.api.post('/api/users/login').send({ email: userEmail, password: TEST_PASSWORD });
      await ctx.api.post('/api/users/forgot-password').send({ email: userEmail });
      await ctx.api.get(`/api/admin/registros?scope=all&q=${encodeURIComponent(email)}`).set('Authorization', `Bearer ${ctx.adminToken()}`);
      await ctx.flushEmails();

      const log = lines.join('\n');
      expect(lines.filter((l) => l.includes('request completed')).length).toBeGreaterThanOrEqual(8);
      expect(log).not.toContain(token);
      for (const secret of [email, userEmail, encodeURIComponent(email), TEST_PASSWORD, 'Zoraida', 'hipotiroidismo']) {
        expect(log).not.toContain(secret);
      }
      expect(log).toContain('/api/registros/verificar/[token]');
    });
  });
}
