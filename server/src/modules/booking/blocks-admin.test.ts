import { expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@app/shared/booking';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { bookVerified, postBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';

const auth = (ctx: TestContext) => ({ Authorization: `Bearer ${ctx.adminToken()}` });

describeEachDb('admin: schedule blocks', (ctx) => {
  it('creates a whole-day block and a time range, and lists them by date and start', async () => {
    const a = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha: colombiaDatePlus(20), motivo: '', hora_inicio: null, hora_fin: null });
    expect(a.status).toBe(201);
    expect(a.body.message).toBe(BOOKING_MESSAGES.bloqueoCreated);
    expect(a.body.bloqueo).toEqual({
      id: expect.any(Number),
      fecha: colombiaDatePlus(20),
      hora_inicio: null,
      hora_fin: null,
      motivo: null,
    });
    expect(a.body.overlappingBookings).toBe(0);
    expect(a.body.warning).toBeUndefined();
    const b = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha: colombiaDatePlus(19), motivo: 'Congreso', hora_inicio: '14:00', hora_fin: '16:30' });
    expect(b.status).toBe(201);
    expect(b.body.bloqueo).toMatchObject({ fecha: colombiaDatePlus(19), hora_inicio: '14:00', hora_fin: '16:30', motivo: 'Congreso' });
    const c = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha: colombiaDatePlus(19), motivo: null, hora_inicio: '08:00', hora_fin: '09:00' });
    expect(c.status).toBe(201);
    const list = await ctx().api.get('/api/admin/bloqueos').set(auth(ctx()));
    expect(list.status).toBe(200);
    expect(list.body.map((x: { fecha: string; hora_inicio: string | null }) => `${x.fecha} ${x.hora_inicio}`)).toEqual([
      `${colombiaDatePlus(19)} 08:00`,
      `${colombiaDatePlus(19)} 14:00`,
      `${colombiaDatePlus(20)} null`,
    ]);
    // the public side sees them
    expect((await ctx().api.get('/api/bloqueos')).body).toContain(colombiaDatePlus(20));
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${colombiaDatePlus(19)}`)).body).toEqual([
      '08:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('validates the block with the spec messages', async () => {
    const post = (body: object) => ctx().api.post('/api/admin/bloqueos').set(auth(ctx())).send(body);
    const onlyStart = await post({ fecha: colombiaDatePlus(21), hora_inicio: '10:00', hora_fin: null });
    expect(onlyStart.status).toBe(400);
    expect(onlyStart.body.error).toBe('Para un rango horario, se requieren ambas horas (inicio y fin) o ninguna.');
    const onlyEnd = await post({ fecha: colombiaDatePlus(21), hora_inicio: '', hora_fin: '10:00' });
    expect(onlyEnd.body.error).toBe(BOOKING_MESSAGES.bloqueoHoursPair);
    const backwards = await post({ fecha: colombiaDatePlus(21), hora_inicio: '10:00', hora_fin: '09:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe('La hora de fin debe ser posterior a la hora de inicio.');
    const same = await post({ fecha: colombiaDatePlus(21), hora_inicio: '10:00', hora_fin: '10:00' });
    expect(same.body.error).toBe(BOOKING_MESSAGES.bloqueoHoursOrder);
    for (const fecha of [undefined, '', '2026-02-30', 'mañana']) {
      const res = await post({ fecha, hora_inicio: null, hora_fin: null });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('La fecha es obligatoria.');
    }
    const badHour = await post({ fecha: colombiaDatePlus(21), hora_inicio: '25:00', hora_fin: '26:00' });
    expect(badHour.status).toBe(400);
  });

  it('allows a block over booked slots but warns how many it overlaps', async () => {
    const fecha = colombiaDatePlus(22);
    await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '09:00' });
    const pending = await postBooking(ctx(), { fechaAsesoria: fecha, horaAsesoria: '10:00' });
    expect(pending.status).toBe(201);
    await postBooking(ctx(), { fechaAsesoria: fecha, horaAsesoria: '15:00' });
    const res = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha, motivo: 'Cita médica', hora_inicio: '08:00', hora_fin: '11:00' });
    expect(res.status).toBe(201);
    expect(res.body.overlappingBookings).toBe(2);
    expect(res.body.warning).toBe('Atención: este bloqueo coincide con 2 asesoría(s) ya agendada(s).');
    const whole = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha, motivo: null, hora_inicio: null, hora_fin: null });
    expect(whole.body.overlappingBookings).toBe(3);
  });

  it('deletes a block: 200 with the message, 404 unknown, 400 non-numeric', async () => {
    const created = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha: colombiaDatePlus(23), hora_inicio: null, hora_fin: null });
    const del = await ctx().api.delete(`/api/admin/bloqueos/${created.body.bloqueo.id}`).set(auth(ctx()));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Bloqueo eliminado exitosamente.' });
    expect((await ctx().api.get('/api/bloqueos')).body).not.toContain(colombiaDatePlus(23));
    expect((await ctx().api.delete(`/api/admin/bloqueos/${created.body.bloqueo.id}`).set(auth(ctx()))).status).toBe(404);
    expect((await ctx().api.delete('/api/admin/bloqueos/abc').set(auth(ctx()))).status).toBe(404);
  });

  it('requires an admin token', async () => {
    expect((await ctx().api.get('/api/admin/bloqueos')).status).toBe(401);
    expect((await ctx().api.get('/api/admin/registros').set('Authorization', `Bearer ${ctx().userToken()}`)).status).toBe(403);
  });
});
