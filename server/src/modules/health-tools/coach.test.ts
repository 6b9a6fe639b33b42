import { afterEach, describe, expect, it } from 'vitest';
import { COACH_MESSAGES, HEALTH_CONSENT_REQUIRED_REASON, PROGRESO_MESSAGES } from '@app/shared/progreso';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { createAccount, giveToolsConsent } from '../../../test/helpers/accounts.js';
import { createReto, enrol } from '../../../test/helpers/enrolments.js';
import { participantProgress } from './coach.service.js';

/** The coach's side: a person's page (read-only log and check-ins, a private note), only with consent. */

describe('participant progress', () => {
  it('adherence is check-ins ÷ days elapsed (today included, capped at the programme), weight change since the start', () => {
    const w = (fecha: string, peso_kg: number) => ({ fecha, peso_kg, cintura_cm: null, cadera_cm: null });
    const p = participantProgress(
      '2026-03-01',
      21,
      [{ fecha: '2026-03-01' }, { fecha: '2026-03-03' }],
      [w('2026-02-20', 90), w('2026-03-01', 80), w('2026-03-04', 79.4)],
      '2026-03-04',
    );
    expect(p).toEqual({ ultimo_checkin: '2026-03-03', checkins: 2, dias_transcurridos: 4, adherencia: 0.5, cambio_peso_kg: -0.6 });
    expect(participantProgress('2026-03-10', 21, [], [], '2026-03-04')).toMatchObject({ adherencia: null, dias_transcurridos: 0 });
    expect(participantProgress('2026-01-01', 10, [{ fecha: '2026-01-02' }], [], '2026-03-04').dias_transcurridos).toBe(10);
  });
});

describeEachDb('the coach’s person page', (ctx) => {
  afterEach(() => ctx().clock.reset());
  const admin = () => ({ Authorization: `Bearer ${ctx().adminToken()}` });

  it('shows a consenting person’s log, check-ins and adherence, and keeps a private note; a person without consent does not appear', async () => {
    const a = await createAccount(ctx(), { first_name: 'Leonor' });
    await giveToolsConsent(ctx(), a);
    const reto = await createReto(ctx(), 21);
    const id = await enrol(ctx(), a, reto.id, '2026-03-01');
    ctx().clock.set('2026-03-02T15:00:00Z');
    await ctx().api.put(`/api/users/retos/${id}/checkins/1`).set(a.auth).send({ vasos_agua: '6', peso_kg: '80,4' });
    const res = await ctx().api.get(`/api/admin/progreso/${a.id}`).set(admin());
    expect(res.status).toBe(200);
    expect(res.body.persona).toEqual({ id: a.id, nombre: 'Leonor Gómez', email: a.email });
    expect(res.body.mediciones).toEqual([{ fecha: '2026-03-01', peso_kg: 80.4, cintura_cm: null, cadera_cm: null }]);
    expect(res.body.inscripciones[0]).toMatchObject({
      id,
      dias: 21,
      progreso: { ultimo_checkin: '2026-03-01', checkins: 1, dias_transcurridos: 2, adherencia: 0.5 },
      checkins: [expect.objectContaining({ dia: 1, vasos_agua: 6 })],
    });

    const saved = await ctx().api.put(`/api/admin/progreso/${a.id}/nota`).set(admin()).send({ nota: 'Va muy bien; revisar el sueño.' });
    expect(saved.body.message).toBe(COACH_MESSAGES.noteSaved);
    const again = (await ctx().api.get(`/api/admin/progreso/${a.id}`).set(admin())).body;
    expect(again.nota_coach).toBe('Va muy bien; revisar el sueño.');
    expect(again.nota_coach_at).toBe('2026-03-02T15:00:00.000Z');
    const log = await ctx().db.selectFrom('admin_activity').select(['action', 'target']).where('action', '=', 'coach_note.saved').execute();
    expect(log).toEqual([{ action: 'coach_note.saved', target: `persona:PUT /progreso/${a.id}/nota` }]);
    // the person never sees it on their screens, only in their export
    expect((await ctx().api.get('/api/users/me/export').set(a.auth)).body.progreso.nota_coach).toBe('Va muy bien; revisar el sueño.');

    const b = await createAccount(ctx());
    for (const res of [
      await ctx().api.get(`/api/admin/progreso/${b.id}`).set(admin()),
      await ctx().api.put(`/api/admin/progreso/${b.id}/nota`).set(admin()).send({ nota: 'x' }),
      await ctx().api.get('/api/admin/progreso/999999').set(admin()),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(COACH_MESSAGES.notFound);
    }
    expect((await ctx().api.get(`/api/admin/progreso/${a.id}`).set(a.auth)).status).toBe(403);
  });

  it('Participantes lists only people whose tools’ consent stands, with last check-in, adherence and weight change', async () => {
    const reto = await createReto(ctx(), 10);
    const yes = await createAccount(ctx());
    await giveToolsConsent(ctx(), yes);
    const no = await createAccount(ctx());
    const yesId = await enrol(ctx(), yes, reto.id, '2026-04-01');
    const noId = await enrol(ctx(), no, reto.id, '2026-04-01');
    ctx().clock.set('2026-04-03T15:00:00Z');
    for (const [dia, peso] of [
      [1, '81'],
      [3, '80,2'],
    ] as const) {
      expect(
        (await ctx().api.put(`/api/users/retos/${yesId}/checkins/${dia}`).set(yes.auth).send({ vasos_agua: '5', peso_kg: peso })).status,
      ).toBe(200);
    }
    const list = await ctx().api.get(`/api/admin/retos/${reto.id}/participantes`).set(admin());
    expect(list.status).toBe(200);
    const byId = new Map(list.body.participantes.map((p: { inscripcionId: number }) => [p.inscripcionId, p]));
    expect(byId.get(yesId)).toMatchObject({
      progreso: { ultimo_checkin: '2026-04-03', checkins: 2, dias_transcurridos: 3, adherencia: 0.67, cambio_peso_kg: -0.8 },
    });
    // a person enrolled without the tools' consent is not listed at all
    expect(byId.has(noId)).toBe(false);
    expect(list.body.participantes).toHaveLength(1);
    expect((await ctx().api.get('/api/admin/retos/999999/participantes').set(admin())).status).toBe(404);
    expect((await ctx().api.get('/api/admin/retos/abc/participantes').set(admin())).status).toBe(404);
    expect((await ctx().api.get(`/api/admin/retos/${reto.id}/participantes`).set(yes.auth)).status).toBe(403);
  });

  it('withdrawing the tools’ consent deletes the health logs, stops every write with 403 and removes the person from the coach’s view', async () => {
    const reto = await createReto(ctx(), 21);
    const a = await createAccount(ctx());
    await giveToolsConsent(ctx(), a);
    const id = await enrol(ctx(), a, reto.id, '2026-05-01');
    ctx().clock.set('2026-05-02T15:00:00Z');
    expect((await ctx().api.put(`/api/users/retos/${id}/checkins/1`).set(a.auth).send({ vasos_agua: '4', peso_kg: '70,5' })).status).toBe(
      200,
    );
    expect(
      (await ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha: '2026-05-02', cintura_cm: '80' })).status,
    ).toBe(200);
    expect((await ctx().api.put('/api/users/progreso/meta').set(a.auth).send({ peso_meta_kg: '65' })).status).toBe(200);
    expect((await ctx().api.put('/api/users/retos/correo-diario').set(a.auth).send({ activo: true })).status).toBe(200);
    await ctx().api.put(`/api/admin/progreso/${a.id}/nota`).set(admin()).send({ nota: 'Nota del coach' });
    // someone else's data stays
    const b = await createAccount(ctx());
    await giveToolsConsent(ctx(), b);
    await ctx().api.post('/api/users/progreso/mediciones').set(b.auth).send({ fecha: '2026-05-02', peso_kg: '60' });

    ctx().clock.set('2026-05-02T16:00:00Z');
    const res = await ctx().api.delete('/api/users/progreso/consentimiento').set(a.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PROGRESO_MESSAGES.consentWithdrawn, eliminados: { mediciones: 2, checkins: 1 } });
    for (const table of ['progreso_mediciones', 'reto_checkins', 'herramientas_ajustes'] as const) {
      expect(await ctx().db.selectFrom(table).select('user_id').where('user_id', '=', a.id).execute(), table).toEqual([]);
    }
    expect(await ctx().db.selectFrom('progreso_mediciones').select('user_id').where('user_id', '=', b.id).execute()).toHaveLength(1);
    // the record of the authorisation stays, marked withdrawn; the enrolment (a purchase) stays
    const consents = await ctx()
      .db.selectFrom('consentimientos')
      .selectAll()
      .where('user_id', '=', a.id)
      .where('finalidad', '=', 'herramientas')
      .execute();
    expect(consents).toEqual([expect.objectContaining({ revocado_at: '2026-05-02 16:00:00' })]);
    expect((await ctx().api.get('/api/users/retos').set(a.auth)).body).toMatchObject({ consentimiento: false, inscripciones: [{ id }] });
    const exported = (await ctx().api.get('/api/users/me/export').set(a.auth)).body;
    expect(exported.consentimientos.find((c: { tipo: string }) => c.tipo === 'herramientas')).toMatchObject({
      revocado_at: '2026-05-02T16:00:00.000Z',
    });

    // every write is refused as before a consent
    for (const write of [
      await ctx().api.put(`/api/users/retos/${id}/checkins/2`).set(a.auth).send({ vasos_agua: '4' }),
      await ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha: '2026-05-02', peso_kg: '70' }),
      await ctx().api.put('/api/users/progreso/meta').set(a.auth).send({ peso_meta_kg: '65' }),
      await ctx().api.put('/api/users/retos/correo-diario').set(a.auth).send({ activo: true }),
      await ctx().api.get('/api/users/progreso/mediciones.csv').set(a.auth),
    ]) {
      expect(write.status).toBe(403);
      expect(write.body.reason).toBe(HEALTH_CONSENT_REQUIRED_REASON);
    }
    // the coach no longer finds the person
    const list = await ctx().api.get(`/api/admin/retos/${reto.id}/participantes`).set(admin());
    expect(list.body.participantes).toEqual([]);
    expect((await ctx().api.get(`/api/admin/progreso/${a.id}`).set(admin())).status).toBe(404);
    // a second withdrawal has nothing to withdraw
    expect((await ctx().api.delete('/api/users/progreso/consentimiento').set(a.auth)).status).toBe(404);

    // consenting again is a new record, and the tools work again from an empty log
    expect((await ctx().api.post('/api/users/progreso/consentimiento').set(a.auth).send({})).status).toBe(201);
    expect((await ctx().api.put(`/api/users/retos/${id}/checkins/2`).set(a.auth).send({ vasos_agua: '4' })).status).toBe(200);
    expect((await ctx().api.get(`/api/admin/retos/${reto.id}/participantes`).set(admin())).body.participantes).toEqual([
      expect.objectContaining({ userId: a.id, progreso: expect.objectContaining({ checkins: 1 }) }),
    ]);
    expect(
      await ctx()
        .db.selectFrom('consentimientos')
        .select('id')
        .where('user_id', '=', a.id)
        .where('finalidad', '=', 'herramientas')
        .execute(),
    ).toHaveLength(2);
  });

  it('a check-in, a weight or the coach’s note racing the withdrawal never outlives it (the write reads the consent with a lock)', async () => {
    const reto = await createReto(ctx(), 21);
    ctx().clock.set('2026-05-02T15:00:00Z');
    for (let i = 0; i < 6; i++) {
      const a = await createAccount(ctx());
      await giveToolsConsent(ctx(), a);
      const id = await enrol(ctx(), a, reto.id, '2026-05-01');
      const [checkin, weight, note, withdrawal] = await Promise.all([
        ctx().api.put(`/api/users/retos/${id}/checkins/1`).set(a.auth).send({ vasos_agua: '4', peso_kg: '70' }),
        ctx().api.post('/api/users/progreso/mediciones').set(a.auth).send({ fecha: '2026-05-02', peso_kg: '71' }),
        ctx().api.put(`/api/admin/progreso/${a.id}/nota`).set(admin()).send({ nota: 'Revisar el sueño.' }),
        ctx().api.delete('/api/users/progreso/consentimiento').set(a.auth),
      ]);
      expect(withdrawal.status).toBe(200);
      expect([200, 403]).toContain(checkin.status);
      expect([200, 403]).toContain(weight.status);
      // the coach is told the person is not there, as for anyone without the consent
      expect([200, 404]).toContain(note.status);
      for (const table of ['progreso_mediciones', 'reto_checkins'] as const) {
        expect(await ctx().db.selectFrom(table).select('user_id').where('user_id', '=', a.id).execute(), table).toEqual([]);
      }
      const notes = await ctx().db.selectFrom('herramientas_ajustes').select('nota_coach').where('user_id', '=', a.id).execute();
      expect(notes.filter((n) => n.nota_coach !== null)).toEqual([]);
    }
  });
});
