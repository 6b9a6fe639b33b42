import { expect, it } from 'vitest';
import { BOOKING_MESSAGES, SLOTS } from '@app/shared/booking';
import { colombiaToUtc, colombiaToday } from '@app/shared/colombia-time';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { toDbDateTime } from '../../lib/time.js';
import { bookingPayload, postBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';

const PAST = '2000-01-01 00:00:00';

describeEachDb('booking: public availability', (ctx) => {
  it('lists whole-day blocks from today on, not range blocks or past days', async () => {
    const { db } = ctx();
    const now = toDbDateTime(new Date());
    await db
      .insertInto('bloqueos')
      .values([
        { fecha: colombiaDatePlus(5), hora_inicio: null, hora_fin: null, motivo: 'Vacaciones', created_at: now },
        { fecha: colombiaDatePlus(0), hora_inicio: null, hora_fin: null, motivo: null, created_at: now },
        { fecha: colombiaDatePlus(-3), hora_inicio: null, hora_fin: null, motivo: null, created_at: now },
        { fecha: colombiaDatePlus(6), hora_inicio: '14:00', hora_fin: '16:00', motivo: null, created_at: now },
      ])
      .execute();
    const res = await ctx().api.get('/api/bloqueos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([colombiaDatePlus(0), colombiaDatePlus(5)]);
    await db.deleteFrom('bloqueos').where('fecha', '=', colombiaDatePlus(0)).execute();
  });

  it('answers 400 for a missing or malformed fecha', async () => {
    for (const q of ['', '?fecha=2026-13-01', '?fecha=05-12-2026', '?fecha=2026-02-30']) {
      const res = await ctx().api.get(`/api/horarios-ocupados${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe(BOOKING_MESSAGES.fechaQueryInvalid);
    }
  });

  it('marks the slots inside a time-range block (start included, end excluded)', async () => {
    const fecha = colombiaDatePlus(6);
    const res = await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(['14:00', '15:00']);
  });

  it('marks every slot of a whole-day block', async () => {
    const res = await ctx().api.get(`/api/horarios-ocupados?fecha=${colombiaDatePlus(5)}`);
    expect(res.body).toEqual([...SLOTS]);
  });

  it('marks the slots that already started when the day is today in Colombia', async () => {
    const fecha = colombiaDatePlus(41);
    const now = colombiaToUtc(fecha, '10:30');
    ctx().clock.set(now);
    try {
      expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).toEqual(['08:00', '09:00', '10:00']);
      // and a day in the past has nothing left
      expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${colombiaDatePlus(40)}`)).body).toEqual([...SLOTS]);
    } finally {
      ctx().clock.reset();
    }
    // the real today: exactly the slots whose start is not in the future
    const today = colombiaToday();
    const expected = SLOTS.filter((s) => colombiaToUtc(today, s).getTime() <= Date.now());
    const res = await ctx().api.get(`/api/horarios-ocupados?fecha=${today}`);
    expect(res.body.filter((s: string) => !expected.includes(s as never))).toEqual([]);
    expect(expected.every((s) => res.body.includes(s))).toBe(true);
  });

  it('marks a held slot as occupied and leaves the others free', async () => {
    const fecha = colombiaDatePlus(7);
    const res = await postBooking(ctx(), { fechaAsesoria: fecha, horaAsesoria: '17:00' });
    expect(res.status).toBe(201);
    const occ = await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`);
    expect(occ.body).toEqual(['17:00']);
  });
});

describeEachDb('booking: POST /api/registros validation', (ctx) => {
  const required = [
    'nombre',
    'apellidos',
    'email',
    'telefono',
    'sexo',
    'ocupacion',
    'pais',
    'edad',
    'peso_actual',
    'estatura',
    'fechaAsesoria',
    'horaAsesoria',
    'politica_privacidad',
  ];
  for (const field of required) {
    it(`refuses a booking without ${field}`, async () => {
      const body = bookingPayload();
      delete body[field];
      const res = await ctx().api.post('/api/registros').send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
      expect(res.body.error).toBeTruthy();
      const blank = await postBooking(ctx(), { [field]: '' });
      expect(blank.status).toBe(400);
      expect(blank.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    });
  }

  it('names the consent rule with the spec message', async () => {
    const res = await postBooking(ctx(), { politica_privacidad: false });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'politica_privacidad', msg: BOOKING_MESSAGES.consentRequired });
  });

  const invalid: [string, unknown][] = [
    ['email', 'no-es-un-correo'],
    ['email', 'a@b'],
    ['sexo', 'otro'],
    ['sufreDe', ['gastritis', 'gripe']],
    ['sufreDe', 'gastritis'],
    ['objetivo', ['volar']],
    ['edad', '0'],
    ['edad', 130],
    ['edad', '34.5'],
    ['edad', 'treinta'],
    ['peso_actual', '5'],
    ['peso_actual', 900],
    ['estatura', 20],
    ['estatura', '170.5'],
    ['telefono', 'abc'],
    ['telefono', '1234567890123456789'],
    ['fechaAsesoria', '2030-02-30'],
    ['fechaAsesoria', '05/12/2030'],
    ['horaAsesoria', '13:00'],
    ['horaAsesoria', '08:30'],
    ['horaAsesoria', '8:00'],
    ['nombre', 'x'.repeat(101)],
    ['sufreDeOtros', 'x'.repeat(1001)],
    ['politica_privacidad', 'true'],
  ];
  for (const [field, value] of invalid) {
    it(`refuses ${field} = ${JSON.stringify(value).slice(0, 30)}`, async () => {
      const res = await postBooking(ctx(), { [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path.split('.')[0])).toContain(field);
    });
  }

  it('accepts numbers as JSON numbers and decimal commas for the weight', async () => {
    const res = await postBooking(ctx(), {
      edad: 40,
      peso_actual: '70,25',
      estatura: 172,
      horaAsesoria: '08:00',
      fechaAsesoria: colombiaDatePlus(31),
    });
    expect(res.status).toBe(201);
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(Number(row.peso_actual)).toBeCloseTo(70.25);
    expect(row.edad).toBe(40);
  });

  it('refuses a date before Colombia today', async () => {
    const res = await postBooking(ctx(), { fechaAsesoria: colombiaDatePlus(-1) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'fechaAsesoria', msg: BOOKING_MESSAGES.datePast });
  });

  it('refuses a whole-day blocked date and a time inside a range block', async () => {
    const now = toDbDateTime(new Date());
    await ctx()
      .db.insertInto('bloqueos')
      .values([
        { fecha: colombiaDatePlus(50), hora_inicio: null, hora_fin: null, motivo: null, created_at: now },
        { fecha: colombiaDatePlus(51), hora_inicio: '09:00', hora_fin: '11:00', motivo: null, created_at: now },
      ])
      .execute();
    const day = await postBooking(ctx(), { fechaAsesoria: colombiaDatePlus(50) });
    expect(day.status).toBe(400);
    expect(day.body.errors).toContainEqual({ path: 'fechaAsesoria', msg: BOOKING_MESSAGES.dateBlocked });
    const range = await postBooking(ctx(), { fechaAsesoria: colombiaDatePlus(51), horaAsesoria: '10:00' });
    expect(range.status).toBe(400);
    expect(range.body.errors).toContainEqual({ path: 'horaAsesoria', msg: BOOKING_MESSAGES.slotBlocked });
    const edge = await postBooking(ctx(), { fechaAsesoria: colombiaDatePlus(51), horaAsesoria: '11:00' });
    expect(edge.status).toBe(201);
  });

  it('refuses a slot that already started today', async () => {
    // 08:00 today has started unless it is before 08:00 in Colombia; then use the day's other checks
    const today = colombiaToday();
    if (colombiaToUtc(today, '08:00').getTime() > Date.now()) return;
    const res = await postBooking(ctx(), { fechaAsesoria: today, horaAsesoria: '08:00' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'horaAsesoria', msg: BOOKING_MESSAGES.slotPast });
  });

  it('answers 409 with the Spanish message for an occupied slot', async () => {
    const slot = { fechaAsesoria: colombiaDatePlus(32), horaAsesoria: '12:00' };
    expect((await postBooking(ctx(), slot)).status).toBe(201);
    const res = await postBooking(ctx(), slot);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(BOOKING_MESSAGES.slotTaken);
    expect(res.body.message).toBe('Ese horario ya no está disponible. Por favor, elige otra hora.');
  });

  // docs/decisions/013: the spec's payload carries it and never fills it
  it('accepts indiceMasaMuscular blank, null or absent, stores nothing of it, and refuses a value rather than drop it', async () => {
    for (const [n, value] of [
      [34, ''],
      [35, null],
      [36, undefined],
    ] as const) {
      const res = await postBooking(ctx(), { indiceMasaMuscular: value, fechaAsesoria: colombiaDatePlus(n) });
      expect(res.status, String(value)).toBe(201);
      const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
      expect(Object.keys(row).filter((k) => /masa|indice/i.test(k))).toEqual([]);
    }
    for (const value of ['24.5', 24.5]) {
      const res = await postBooking(ctx(), { indiceMasaMuscular: value });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path: 'indiceMasaMuscular', msg: BOOKING_MESSAGES.indiceMasaMuscularNotFilled });
    }
  });

  it('stores free text as text (no HTML stripping, no interpretation)', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const res = await postBooking(ctx(), { sufreDeOtros: xss, fechaAsesoria: colombiaDatePlus(33) });
    expect(res.status).toBe(201);
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.sufre_de_otros).toBe(xss);
    expect(JSON.parse(row.sufre_de)).toEqual(['gastritis', 'estreñimiento']);
  });
});

describeEachDb('booking: no double booking', (ctx) => {
  it('50 concurrent bookings of one slot: exactly one 201 and 49 × 409', async () => {
    const slot = { fechaAsesoria: colombiaDatePlus(60), horaAsesoria: '15:00' };
    const results = await Promise.all(Array.from({ length: 50 }, () => postBooking(ctx(), slot)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe(BOOKING_MESSAGES.slotTaken);
    const rows = await ctx().db.selectFrom('registros').select('id').where('slot_key', '=', `${slot.fechaAsesoria}T15:00`).execute();
    expect(rows).toHaveLength(1);
    // nothing half-written: one booking row, one token, one verification e-mail for that slot
    const all = await ctx()
      .db.selectFrom('registros')
      .select('id')
      .where('fecha_asesoria', '=', toDbDateTime(colombiaToUtc(slot.fechaAsesoria, '15:00')))
      .execute();
    expect(all).toHaveLength(1);
  });

  it('still exactly one winner when the slot is held by an expired pending booking', async () => {
    const slot = { fechaAsesoria: colombiaDatePlus(61), horaAsesoria: '16:00' };
    const first = await postBooking(ctx(), slot);
    expect(first.status).toBe(201);
    await ctx().db.updateTable('registros').set({ hold_expires_at: PAST }).where('id', '=', first.body.id).execute();
    const results = await Promise.all(Array.from({ length: 30 }, () => postBooking(ctx(), slot)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    const holders = await ctx().db.selectFrom('registros').select('id').where('slot_key', '=', `${slot.fechaAsesoria}T16:00`).execute();
    expect(holders).toHaveLength(1);
    expect(holders[0].id).not.toBe(first.body.id);
  });
});
