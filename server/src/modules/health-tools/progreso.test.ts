import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_POLICY, PRIVACY_MESSAGES } from '@app/shared/privacy';
import { HEALTH_CONSENT_REQUIRED_REASON, PROGRESO_MESSAGES } from '@app/shared/progreso';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import { describeEachDb, TEST_JWT_SECRET, type TestContext } from '../../../test/helpers/test-app.js';
import { createAccount, giveToolsConsent, type TestAccount } from '../../../test/helpers/accounts.js';
import { TEST_PASSWORD } from '../../../test/helpers/user-payload.js';
import { signToken } from '../../lib/jwt.js';

/**
 * "Mi progreso": the weight log, measurements and goal of /perfil's tools, sensitive
 * health data stored only after the tools' own consent, in the export and gone with the account.
 */

const rowsOf = (ctx: TestContext, userId: number) =>
  ctx.db.selectFrom('progreso_mediciones').selectAll().where('user_id', '=', userId).orderBy('fecha').execute();

describeEachDb('Mi progreso', (ctx) => {
  afterEach(() => ctx().clock.reset());

  describe('consent first: no health data is stored without it', () => {
    it('refuses every write and the CSV with 403 and the reason, stores nothing, and the overview says so', async () => {
      const a = await createAccount(ctx());
      const writes = [
        ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha: '2026-01-10', peso_kg: '72,5' }),
        ctx().api.put('/api/users/progreso/meta').set(a.auth).send({ peso_meta_kg: '65' }),
        ctx().api.get('/api/users/progreso/mediciones.csv').set(a.auth),
        ctx().api.delete('/api/users/progreso/mediciones/2026-01-10').set(a.auth),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ message: PROGRESO_MESSAGES.consentRequired, reason: HEALTH_CONSENT_REQUIRED_REASON });
      }
      expect(await rowsOf(ctx(), a.id)).toEqual([]);
      expect(await ctx().db.selectFrom('herramientas_ajustes').selectAll().where('user_id', '=', a.id).execute()).toEqual([]);
      const overview = await ctx().api.get('/api/users/progreso').set(a.auth);
      expect(overview.status).toBe(200);
      expect(overview.body).toMatchObject({ consentimiento: null, mediciones: [], peso_meta_kg: null, estatura_cm: 165 });
    });

    it("records the consent like the others: the server's text of the version, the time of the clock and the IP; once", async () => {
      const a = await createAccount(ctx());
      ctx().clock.set('2026-02-01T15:00:00Z');
      const res = await ctx()
        .api.post('/api/users/progreso/consentimiento')
        .set(a.auth)
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ politica_version: CURRENT_POLICY.id, texto: 'otro texto que el servidor ignora' });
      expect(res.status).toBe(201);
      expect(res.body.consentimiento).toEqual({ politica_version: CURRENT_POLICY.id, otorgado_at: '2026-02-01T15:00:00.000Z' });
      const again = await ctx().api.post('/api/users/progreso/consentimiento').set(a.auth).send({});
      expect(again.status).toBe(200);
      const rows = await ctx().db.selectFrom('consentimientos').selectAll().where('user_id', '=', a.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        finalidad: 'herramientas',
        politica_version: CURRENT_POLICY.id,
        texto: CURRENT_POLICY.healthToolsConsent,
        otorgado_at: '2026-02-01 15:00:00',
      });
      expect(rows[0].texto).toContain('datos sensibles de salud');
      expect(rows[0].ip).toMatch(/203\.0\.113\.9|127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
    });

    it('refuses an unknown policy version in Spanish and records nothing', async () => {
      const a = await createAccount(ctx());
      const res = await ctx().api.post('/api/users/progreso/consentimiento').set(a.auth).send({ politica_version: '1999-v9' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PRIVACY_MESSAGES.unknownPolicyVersion);
      expect(await ctx().db.selectFrom('consentimientos').selectAll().where('user_id', '=', a.id).execute()).toEqual([]);
    });
  });

  describe('the weight log', () => {
    it('reads "72,5" and "72.5" alike, keeps a day once (a second write replaces it field by field)', async () => {
      const a = await createAccount(ctx());
      await giveToolsConsent(ctx(), a);
      ctx().clock.set('2026-03-20T17:00:00Z');
      const post = (body: Record<string, unknown>) => ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send(body);
      expect((await post({ fecha: '2026-03-18', peso_kg: '72,5' })).status).toBe(200);
      expect((await post({ fecha: '2026-03-19', peso_kg: '72.5', cintura_cm: '81,5', cadera_cm: '' })).status).toBe(200);
      expect((await post({ fecha: '2026-03-19', cadera_cm: ' 98 ' })).status).toBe(200);
      expect((await post({ fecha: '2026-03-20', peso_kg: 71.25 })).status).toBe(200);
      const res = await ctx().api.get('/api/users/progreso').set(a.auth);
      expect(res.body.hoy).toBe('2026-03-20');
      expect(res.body.mediciones).toEqual([
        { fecha: '2026-03-18', peso_kg: 72.5, cintura_cm: null, cadera_cm: null },
        { fecha: '2026-03-19', peso_kg: 72.5, cintura_cm: 81.5, cadera_cm: 98 },
        { fecha: '2026-03-20', peso_kg: 71.25, cintura_cm: null, cadera_cm: null },
      ]);
    });

    it.each([
      [{ fecha: '2026-03-10', peso_kg: '72,555' }, 'peso_kg', PROGRESO_MESSAGES.weightInvalid],
      [{ fecha: '2026-03-10', peso_kg: '1.072,5' }, 'peso_kg', PROGRESO_MESSAGES.weightInvalid],
      [{ fecha: '2026-03-10', peso_kg: 'setenta' }, 'peso_kg', PROGRESO_MESSAGES.weightInvalid],
      [{ fecha: '2026-03-10', peso_kg: '12' }, 'peso_kg', PROGRESO_MESSAGES.weightRange],
      [{ fecha: '2026-03-10', peso_kg: { $gt: 1 } }, 'peso_kg', PROGRESO_MESSAGES.weightInvalid],
      [{ fecha: '2026-03-10', cintura_cm: '8' }, 'cintura_cm', PROGRESO_MESSAGES.measureRange],
      [{ fecha: '2026-03-10', peso_kg: '' }, 'peso_kg', PROGRESO_MESSAGES.nothingToSave],
      [{ fecha: '10/03/2026', peso_kg: '70' }, 'fecha', PROGRESO_MESSAGES.dateInvalid],
      [{ fecha: '2026-02-30', peso_kg: '70' }, 'fecha', PROGRESO_MESSAGES.dateInvalid],
    ])('refuses %j with 400 and a Spanish message on %s', async (body, path, msg) => {
      const a = await createAccount(ctx());
      await giveToolsConsent(ctx(), a);
      ctx().clock.set('2026-03-20T17:00:00Z');
      const res = await ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path, msg });
      expect(await rowsOf(ctx(), a.id)).toEqual([]);
    });

    it("counts days in Colombia: at 22:00 in Bogotá (03:00 UTC next day) tomorrow's date is still the future", async () => {
      const a = await createAccount(ctx());
      await giveToolsConsent(ctx(), a);
      ctx().clock.set('2026-03-10T03:00:00Z');
      const tomorrow = await ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha: '2026-03-10', peso_kg: '70' });
      expect(tomorrow.status).toBe(400);
      expect(tomorrow.body.errors).toContainEqual({ path: 'fecha', msg: PROGRESO_MESSAGES.dateFuture });
      const today = await ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha: '2026-03-09', peso_kg: '70' });
      expect(today.status).toBe(200);
      expect((await ctx().api.get('/api/users/progreso').set(a.auth)).body.hoy).toBe('2026-03-09');
      // one year back at most
      const old = await ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha: '2025-03-01', peso_kg: '70' });
      expect(old.body.errors).toContainEqual({ path: 'fecha', msg: PROGRESO_MESSAGES.dateTooOld });
    });

    it('saves and clears the goal weight, deletes a day, and downloads the log as CSV with decimal commas', async () => {
      const a = await createAccount(ctx());
      await giveToolsConsent(ctx(), a);
      ctx().clock.set('2026-04-05T12:00:00Z');
      expect((await ctx().api.put('/api/users/progreso/meta').set(a.auth).send({ peso_meta_kg: '65,5' })).body.message).toBe(
        PROGRESO_MESSAGES.goalSaved,
      );
      expect((await ctx().api.get('/api/users/progreso').set(a.auth)).body.peso_meta_kg).toBe(65.5);
      for (const [fecha, peso] of [
        ['2026-04-01', '70,2'],
        ['2026-04-02', '=1+1'],
        ['2026-04-03', '69,8'],
      ]) {
        await ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha, peso_kg: peso });
      }
      const csv = await ctx().api.get('/api/users/progreso/mediciones.csv').set(a.auth).buffer(true);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="mi-progreso-2026-04-05.csv"');
      expect(csv.text).toBe(
        '\uFEFF"Fecha";"Peso (kg)";"Cintura (cm)";"Cadera (cm)"\r\n' + '"2026-04-01";"70,2";"";""\r\n' + '"2026-04-03";"69,8";"";""\r\n',
      );
      expect((await ctx().api.delete('/api/users/progreso/mediciones/2026-04-01').set(a.auth)).status).toBe(200);
      const missing = await ctx().api.delete('/api/users/progreso/mediciones/2026-04-01').set(a.auth);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(PROGRESO_MESSAGES.notFound);
      expect((await ctx().api.put('/api/users/progreso/meta').set(a.auth).send({ peso_meta_kg: '' })).body.message).toBe(
        PROGRESO_MESSAGES.goalCleared,
      );
      const after = (await ctx().api.get('/api/users/progreso').set(a.auth)).body;
      expect(after.peso_meta_kg).toBeNull();
      expect(after.mediciones.map((m: { fecha: string }) => m.fecha)).toEqual(['2026-04-03']);
    });
  });

  describe('one person never reaches another', () => {
    it("shows, changes and deletes only the token's own log", async () => {
      const a = await createAccount(ctx());
      const b = await createAccount(ctx());
      await giveToolsConsent(ctx(), a);
      await giveToolsConsent(ctx(), b);
      ctx().clock.set('2026-05-10T12:00:00Z');
      await ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha: '2026-05-09', peso_kg: '88' });
      const bView = await ctx().api.get('/api/users/progreso').set(b.auth);
      expect(bView.body.mediciones).toEqual([]);
      expect((await ctx().api.delete('/api/users/progreso/mediciones/2026-05-09').set(b.auth)).status).toBe(404);
      const bCsv = await ctx().api.get('/api/users/progreso/mediciones.csv').set(b.auth).buffer(true);
      expect(bCsv.text).not.toContain('2026-05-09');
      expect(await rowsOf(ctx(), a.id)).toHaveLength(1);
    });

    it('refuses without a token, with an admin token and with a token of an account that does not exist', async () => {
      expect((await ctx().api.get('/api/users/progreso')).status).toBe(401);
      expect((await ctx().api.get('/api/users/progreso').set('Authorization', `Bearer ${ctx().adminToken()}`)).status).toBe(403);
      const ghost = signToken(TEST_JWT_SECRET, { sub: '987654', role: 'user' }, '1h');
      const res = await ctx().api.post('/api/users/progreso/consentimiento').set('Authorization', `Bearer ${ghost}`).send({});
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(GENERIC_MESSAGES.invalidToken);
    });
  });

  describe('the person’s rights', () => {
    async function withLog(): Promise<TestAccount> {
      const a = await createAccount(ctx());
      await giveToolsConsent(ctx(), a);
      ctx().clock.set('2026-06-10T12:00:00Z');
      await ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha: '2026-06-09', peso_kg: '77,7', cintura_cm: '90' });
      await ctx().api.put('/api/users/progreso/meta').set(a.auth).send({ peso_meta_kg: '70' });
      return a;
    }

    it('the export holds the log, the goal and the tools’ consent', async () => {
      const a = await withLog();
      const res = await ctx().api.get('/api/users/me/export').set(a.auth);
      expect(res.status).toBe(200);
      expect(res.body.progreso).toEqual({
        peso_meta_kg: 70,
        correo_diario: false,
        nota_coach: null,
        mediciones: [{ fecha: '2026-06-09', peso_kg: 77.7, cintura_cm: 90, cadera_cm: null }],
        checkins: [],
      });
      expect(res.body.consentimientos.map((c: { tipo: string }) => c.tipo)).toContain('herramientas');
    });

    it('deleting the account deletes the log, the settings and the consent', async () => {
      const a = await withLog();
      const res = await ctx().api.delete('/api/users/me').set(a.auth).send({ password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(await rowsOf(ctx(), a.id)).toEqual([]);
      expect(await ctx().db.selectFrom('herramientas_ajustes').selectAll().where('user_id', '=', a.id).execute()).toEqual([]);
      expect(await ctx().db.selectFrom('consentimientos').selectAll().where('user_id', '=', a.id).execute()).toEqual([]);
    });
  });
});
