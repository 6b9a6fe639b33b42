import { afterEach, describe, expect, it } from 'vitest';
import { MI_RETO_MESSAGES } from '@app/shared/mi-reto';
import { HEALTH_CONSENT_REQUIRED_REASON, PROGRESO_MESSAGES } from '@app/shared/progreso';
import { describeEachDb, describeTwoInstancesOnMysql, type TestContext } from '../../../test/helpers/test-app.js';
import { createAccount, giveToolsConsent, type TestAccount } from '../../../test/helpers/accounts.js';
import { createReto, enrol } from '../../../test/helpers/enrolments.js';
import { TEST_PASSWORD } from '../../../test/helpers/user-payload.js';
import { sendDailyPlans } from './reto-daily-mail.js';

/**
 * "Mi reto": day N of M in Colombia time, the day's plan, the check-in behind the tools'
 * consent and inside its window, the streak and calendar, the opt-in daily e-mail sent once, and one
 * person never reaching another's enrolment. CI runs in TZ=Pacific/Auckland: nothing here may read
 * the machine's zone.
 */

const checkinsOf = (ctx: TestContext, userId: number) =>
  ctx.db.selectFrom('reto_checkins').selectAll().where('user_id', '=', userId).orderBy('dia').execute();

async function enrolled(ctx: TestContext, inicio: string, opts: { consent?: boolean; dias?: number } = {}) {
  const account = await createAccount(ctx);
  if (opts.consent !== false) await giveToolsConsent(ctx, account);
  const reto = await createReto(ctx, opts.dias ?? 21);
  const id = await enrol(ctx, account, reto.id, inicio);
  return { account, reto, id };
}

const checkin = (ctx: TestContext, a: TestAccount, id: number, dia: number, body: Record<string, unknown> = { vasos_agua: '8' }) =>
  ctx.api.put(`/api/users/retos/${id}/checkins/${dia}`).set(a.auth).send(body);

describeEachDb('Mi reto', (ctx) => {
  afterEach(() => ctx().clock.reset());

  describe('consent first', () => {
    it('refuses a check-in and the daily e-mail without the tools’ consent, and stores nothing', async () => {
      const { account, id } = await enrolled(ctx(), '2026-03-10', { consent: false });
      ctx().clock.set('2026-03-10T15:00:00Z');
      const res = await checkin(ctx(), account, id, 1, { vasos_agua: '8', peso_kg: '70,5' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: PROGRESO_MESSAGES.consentRequired, reason: HEALTH_CONSENT_REQUIRED_REASON });
      const mail = await ctx().api.put('/api/users/retos/correo-diario').set(account.auth).send({ activo: true });
      expect(mail.status).toBe(403);
      expect(await checkinsOf(ctx(), account.id)).toEqual([]);
      expect(await ctx().db.selectFrom('progreso_mediciones').selectAll().where('user_id', '=', account.id).execute()).toEqual([]);
      // the programme itself is shown (no health data in it), and says the consent is missing
      const list = await ctx().api.get('/api/users/retos').set(account.auth);
      expect(list.body).toMatchObject({ consentimiento: false, inscripciones: [{ id, dia_hoy: 1 }] });
    });
  });

  describe('days counted in Colombia', () => {
    it('day 1 starts at midnight in Bogotá (05:00 UTC), not at the machine’s midnight', async () => {
      const { account, id } = await enrolled(ctx(), '2026-03-10');
      ctx().clock.set('2026-03-10T04:59:00Z');
      let detail = await ctx().api.get(`/api/users/retos/${id}`).set(account.auth);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        hoy: '2026-03-09',
        plan_hoy: null,
        inscripcion: { dia_hoy: 0, inicio: '2026-03-10', fin: '2026-03-30' },
      });
      expect(detail.body.calendario[0]).toEqual({ dia: 1, fecha: '2026-03-10', estado: 'bloqueado', editable: false });
      const early = await checkin(ctx(), account, id, 1);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(MI_RETO_MESSAGES.dayLocked);
      expect((await ctx().api.get(`/api/users/retos/${id}/dias/1`).set(account.auth)).status).toBe(409);

      ctx().clock.set('2026-03-10T05:00:00Z');
      detail = await ctx().api.get(`/api/users/retos/${id}`).set(account.auth);
      expect(detail.body).toMatchObject({ hoy: '2026-03-10', inscripcion: { dia_hoy: 1 }, plan_hoy: { dia: 1, titulo: 'Plan del día 1' } });
      expect((await checkin(ctx(), account, id, 1)).status).toBe(200);
      expect((await checkin(ctx(), account, id, 2)).status).toBe(409);
      const plan = await ctx().api.get(`/api/users/retos/${id}/dias/1`).set(account.auth);
      expect(plan.body).toMatchObject({ dia: 1, titulo: 'Plan del día 1', texto: expect.stringContaining('Texto del día 1.') });
    });

    it('a missed day can be filled up to 2 days late, not 3; later days stay locked', async () => {
      const { account, id } = await enrolled(ctx(), '2026-04-01');
      // day 4 in Colombia, 23:30 (04:30 UTC the next day)
      ctx().clock.set('2026-04-05T04:30:00Z');
      expect((await checkin(ctx(), account, id, 4)).status).toBe(200);
      expect((await checkin(ctx(), account, id, 2)).status).toBe(200);
      const late = await checkin(ctx(), account, id, 1);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(MI_RETO_MESSAGES.dayTooLate);
      expect((await checkin(ctx(), account, id, 5)).status).toBe(409);
      expect((await checkin(ctx(), account, id, 22)).status).toBe(400);
      const detail = (await ctx().api.get(`/api/users/retos/${id}`).set(account.auth)).body;
      expect(detail.calendario.slice(0, 6).map((d: { estado: string; editable: boolean }) => [d.estado, d.editable])).toEqual([
        ['perdido', false],
        ['hecho', true],
        ['abierto', true],
        ['hecho', true],
        ['bloqueado', false],
        ['bloqueado', false],
      ]);
      expect((await checkinsOf(ctx(), account.id)).map((c) => [c.dia, c.fecha])).toEqual([
        [2, '2026-04-02'],
        [4, '2026-04-04'],
      ]);
    });
  });

  describe('the check-in', () => {
    it('stores the answers, puts the weight typed with a comma in the weight log, and counts the streak', async () => {
      const { account, id } = await enrolled(ctx(), '2026-05-01');
      ctx().clock.set('2026-05-03T20:00:00Z');
      for (const dia of [1, 2]) expect((await checkin(ctx(), account, id, dia)).status).toBe(200);
      const res = await checkin(ctx(), account, id, 3, {
        peso_kg: '70,5',
        vasos_agua: '8',
        comidas_plan: '2',
        minutos_ejercicio: '30',
        horas_sueno: '7,5',
        animo: '4',
        nota: '  Buen día  ',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MI_RETO_MESSAGES.checkinSaved);
      const detail = (await ctx().api.get(`/api/users/retos/${id}`).set(account.auth)).body;
      expect(detail.racha).toBe(3);
      expect(detail.checkins[2]).toEqual({
        dia: 3,
        fecha: '2026-05-03',
        peso_kg: 70.5,
        vasos_agua: 8,
        comidas_plan: 2,
        minutos_ejercicio: 30,
        horas_sueno: 7.5,
        animo: 4,
        nota: 'Buen día',
      });
      const progreso = (await ctx().api.get('/api/users/progreso').set(account.auth)).body;
      expect(progreso.mediciones).toEqual([{ fecha: '2026-05-03', peso_kg: 70.5, cintura_cm: null, cadera_cm: null }]);
      // the next day, while open, the streak still counts up to yesterday
      ctx().clock.set('2026-05-04T15:00:00Z');
      expect((await ctx().api.get(`/api/users/retos/${id}`).set(account.auth)).body.racha).toBe(3);
    });

    it.each([
      [{}, 'vasos_agua', MI_RETO_MESSAGES.checkinEmpty],
      [{ animo: '6' }, 'animo', MI_RETO_MESSAGES.moodInvalid],
      [{ vasos_agua: '2,5' }, 'vasos_agua', MI_RETO_MESSAGES.waterInvalid],
      [{ horas_sueno: '25' }, 'horas_sueno', MI_RETO_MESSAGES.sleepInvalid],
      [{ peso_kg: '70,555' }, 'peso_kg', PROGRESO_MESSAGES.weightInvalid],
      [{ nota: 'x'.repeat(501) }, 'nota', MI_RETO_MESSAGES.noteTooLong],
    ])('refuses %j with 400 and a Spanish message', async (body, path, msg) => {
      const { account, id } = await enrolled(ctx(), '2026-05-01');
      ctx().clock.set('2026-05-01T15:00:00Z');
      const res = await checkin(ctx(), account, id, 1, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path, msg });
      expect(await checkinsOf(ctx(), account.id)).toEqual([]);
    });
  });

  describe('one person never reaches another', () => {
    it('another person’s enrolment answers 404 to every route and nothing is written', async () => {
      const a = await enrolled(ctx(), '2026-06-01');
      const b = await enrolled(ctx(), '2026-06-01');
      ctx().clock.set('2026-06-01T15:00:00Z');
      expect((await checkin(ctx(), a.account, a.id, 1)).status).toBe(200);
      for (const res of [
        await ctx().api.get(`/api/users/retos/${a.id}`).set(b.account.auth),
        await ctx().api.get(`/api/users/retos/${a.id}/dias/1`).set(b.account.auth),
        await checkin(ctx(), b.account, a.id, 1, { vasos_agua: '1' }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(MI_RETO_MESSAGES.notFound);
      }
      const list = (await ctx().api.get('/api/users/retos').set(b.account.auth)).body;
      expect(list.inscripciones.map((i: { id: number }) => i.id)).toEqual([b.id]);
      expect((await checkinsOf(ctx(), a.account.id)).map((c) => c.vasos_agua)).toEqual([8]);
      expect(await checkinsOf(ctx(), b.account.id)).toEqual([]);
    });
  });

  describe('the daily e-mail at 07:00 Colombia time', () => {
    it('goes once per enrolment and day, only to those who asked, from 07:00 in Bogotá', async () => {
      const { account, id, reto } = await enrolled(ctx(), '2026-07-01');
      const silent = await enrolled(ctx(), '2026-07-01');
      expect((await ctx().api.put('/api/users/retos/correo-diario').set(account.auth).send({ activo: true })).status).toBe(200);
      expect((await ctx().api.get('/api/users/retos').set(account.auth)).body.correo_diario).toBe(true);
      // 06:59 in Bogotá is 11:59 UTC: not yet
      ctx().clock.set('2026-07-02T11:59:00Z');
      expect(await sendDailyPlans(ctx().runtime)).toEqual({ sent: 0, sentElsewhere: 0 });
      ctx().clock.set('2026-07-02T12:00:00Z');
      expect(await sendDailyPlans(ctx().runtime)).toEqual({ sent: 1, sentElsewhere: 0 });
      expect(await sendDailyPlans(ctx().runtime)).toEqual({ sent: 0, sentElsewhere: 0 });
      await ctx().flushEmails();
      const mails = ctx().mail.to(account.email);
      expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining(`Día 2 de 21 de tu ${reto.nombre}`)]);
      expect(mails[0].text).toContain('Plan del día 2');
      expect(mails[0].text).toContain('http://sitio.test/perfil/reto');
      expect(ctx().mail.to(silent.account.email)).toEqual([]);
      expect(await ctx().db.selectFrom('reto_correos_diarios').selectAll().where('inscripcion_id', '=', id).execute()).toHaveLength(1);
      // switched off: no more
      await ctx().api.put('/api/users/retos/correo-diario').set(account.auth).send({ activo: false });
      ctx().clock.set('2026-07-03T12:30:00Z');
      expect(await sendDailyPlans(ctx().runtime)).toEqual({ sent: 0, sentElsewhere: 0 });
    });
  });

  describe('the person’s rights', () => {
    it('the export holds the check-ins; deleting the account deletes them', async () => {
      const { account, id } = await enrolled(ctx(), '2026-08-01');
      ctx().clock.set('2026-08-01T15:00:00Z');
      await checkin(ctx(), account, id, 1, { vasos_agua: '6', nota: 'Nota privada de salud' });
      const exported = await ctx().api.get('/api/users/me/export').set(account.auth);
      expect(exported.body.progreso.checkins).toEqual([
        expect.objectContaining({ reto: expect.any(String), dia: 1, vasos_agua: 6, nota: 'Nota privada de salud' }),
      ]);
      expect((await ctx().api.delete('/api/users/me').set(account.auth).send({ password: TEST_PASSWORD })).status).toBe(200);
      expect(await checkinsOf(ctx(), account.id)).toEqual([]);
    });
  });
});

describeTwoInstancesOnMysql('Mi reto’s daily e-mail with two server processes on one MariaDB', (instances) => {
  it('is sent exactly once per enrolment and day when both pass at the same moment, again and again', async () => {
    const { ctx, other } = instances();
    const account = await createAccount(ctx);
    await giveToolsConsent(ctx, account);
    const reto = await createReto(ctx, 10);
    await enrol(ctx, account, reto.id, '2026-09-01');
    await ctx.api.put('/api/users/retos/correo-diario').set(account.auth).send({ activo: true });
    for (const [at, dia] of [
      ['2026-09-03T12:05:00Z', 3],
      ['2026-09-04T12:00:00Z', 4],
    ] as const) {
      ctx.clock.set(at);
      const passes = await Promise.all([
        sendDailyPlans(ctx.runtime),
        sendDailyPlans(other),
        sendDailyPlans(ctx.runtime),
        sendDailyPlans(other),
      ]);
      expect(
        passes.reduce((s, p) => s + p.sent, 0),
        `day ${dia}`,
      ).toBe(1);
    }
    await ctx.flushEmails();
    expect(ctx.mail.to(account.email).map((m) => m.subject)).toEqual([
      expect.stringContaining('Día 3 de 10'),
      expect.stringContaining('Día 4 de 10'),
    ]);
  });
});
