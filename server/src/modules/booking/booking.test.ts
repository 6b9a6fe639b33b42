import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, SLOTS } from '@app/shared/booking';
import { colombiaToUtc, colombiaToday } from '@app/shared/colombia-time';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { toDbDateTime } from '../../lib/time.js';
import { hashSecretToken } from '../../lib/secret-tokens.js';
import { occupiedSlots } from './booking.service.js';
import { bookingIcs, icsFold, spanishLongDate } from './booking.emails.js';
import { dayFromToday, verificationPath, visitor } from './booking.test-helpers.js';
import { loadConfig } from '../../config.js';

const PAST = '2000-01-01 00:00:00';

describeEachDb('booking: public availability', (ctx) => {
  it('lists whole-day blocks from today on, not range blocks or past days', async () => {
    const { db } = ctx();
    const now = toDbDateTime(new Date());
    await db
      .insertInto('bloqueos')
      .values([
        { fecha: dayFromToday(5), hora_inicio: null, hora_fin: null, motivo: 'Vacaciones', created_at: now },
        { fecha: dayFromToday(0), hora_inicio: null, hora_fin: null, motivo: null, created_at: now },
        { fecha: dayFromToday(-3), hora_inicio: null, hora_fin: null, motivo: null, created_at: now },
        { fecha: dayFromToday(6), hora_inicio: '14:00', hora_fin: '16:00', motivo: null, created_at: now },
      ])
      .execute();
    const res = await ctx().api.get('/api/bloqueos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([dayFromToday(0), dayFromToday(5)]);
    await db.deleteFrom('bloqueos').where('fecha', '=', dayFromToday(0)).execute();
  });

  it('answers 400 for a missing or malformed fecha', async () => {
    for (const q of ['', '?fecha=2026-13-01', '?fecha=05-12-2026', '?fecha=2026-02-30']) {
      const res = await ctx().api.get(`/api/horarios-ocupados${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe(BOOKING_MESSAGES.fechaQueryInvalid);
    }
  });

  it('marks the slots inside a time-range block (start included, end excluded)', async () => {
    const fecha = dayFromToday(6);
    const res = await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(['14:00', '15:00']);
  });

  it('marks every slot of a whole-day block', async () => {
    const res = await ctx().api.get(`/api/horarios-ocupados?fecha=${dayFromToday(5)}`);
    expect(res.body).toEqual([...SLOTS]);
  });

  it('marks the slots that already started when the day is today in Colombia', async () => {
    const fecha = dayFromToday(41);
    const now = colombiaToUtc(fecha, '10:30');
    expect(await occupiedSlots(ctx().runtime, fecha, now)).toEqual(['08:00', '09:00', '10:00']);
    // and a day in the past has nothing left
    expect(await occupiedSlots(ctx().runtime, dayFromToday(40), now)).toEqual([...SLOTS]);
    // the real today: exactly the slots whose start is not in the future
    const today = colombiaToday();
    const expected = SLOTS.filter((s) => colombiaToUtc(today, s).getTime() <= Date.now());
    const res = await ctx().api.get(`/api/horarios-ocupados?fecha=${today}`);
    expect(res.body.filter((s: string) => !expected.includes(s as never))).toEqual([]);
    expect(expected.every((s) => res.body.includes(s))).toBe(true);
  });

  it('marks a held slot as occupied and leaves the others free', async () => {
    const fecha = dayFromToday(7);
    const res = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: fecha, horaAsesoria: '17:00' }));
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
      const body = visitor();
      delete body[field];
      const res = await ctx().api.post('/api/registros').send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
      expect(res.body.error).toBeTruthy();
      const blank = await ctx().api.post('/api/registros').send(visitor({ [field]: '' }));
      expect(blank.status).toBe(400);
      expect(blank.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    });
  }

  it('names the consent rule with the spec message', async () => {
    const res = await ctx().api.post('/api/registros').send(visitor({ politica_privacidad: false }));
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
      const res = await ctx().api.post('/api/registros').send(visitor({ [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path.split('.')[0])).toContain(field);
    });
  }

  it('accepts numbers as JSON numbers and decimal commas for the weight', async () => {
    const res = await ctx().api
      .post('/api/registros')
      .send(visitor({ edad: 40, peso_actual: '70,25', estatura: 172, horaAsesoria: '08:00', fechaAsesoria: dayFromToday(31) }));
    expect(res.status).toBe(201);
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(Number(row.peso_actual)).toBeCloseTo(70.25);
    expect(row.edad).toBe(40);
  });

  it('refuses a date before Colombia today', async () => {
    const res = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: dayFromToday(-1) }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'fechaAsesoria', msg: BOOKING_MESSAGES.datePast });
  });

  it('refuses a whole-day blocked date and a time inside a range block', async () => {
    const now = toDbDateTime(new Date());
    await ctx()
      .db.insertInto('bloqueos')
      .values([
        { fecha: dayFromToday(50), hora_inicio: null, hora_fin: null, motivo: null, created_at: now },
        { fecha: dayFromToday(51), hora_inicio: '09:00', hora_fin: '11:00', motivo: null, created_at: now },
      ])
      .execute();
    const day = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: dayFromToday(50) }));
    expect(day.status).toBe(400);
    expect(day.body.errors).toContainEqual({ path: 'fechaAsesoria', msg: BOOKING_MESSAGES.dateBlocked });
    const range = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: dayFromToday(51), horaAsesoria: '10:00' }));
    expect(range.status).toBe(400);
    expect(range.body.errors).toContainEqual({ path: 'horaAsesoria', msg: BOOKING_MESSAGES.slotBlocked });
    const edge = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: dayFromToday(51), horaAsesoria: '11:00' }));
    expect(edge.status).toBe(201);
  });

  it('refuses a slot that already started today', async () => {
    // 08:00 today has started unless it is before 08:00 in Colombia; then use the day's other checks
    const today = colombiaToday();
    if (colombiaToUtc(today, '08:00').getTime() > Date.now()) return;
    const res = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: today, horaAsesoria: '08:00' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'horaAsesoria', msg: BOOKING_MESSAGES.slotPast });
  });

  it('answers 409 with the Spanish message for an occupied slot', async () => {
    const slot = { fechaAsesoria: dayFromToday(32), horaAsesoria: '12:00' };
    expect((await ctx().api.post('/api/registros').send(visitor(slot))).status).toBe(201);
    const res = await ctx().api.post('/api/registros').send(visitor(slot));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(BOOKING_MESSAGES.slotTaken);
    expect(res.body.message).toBe('Ese horario ya no está disponible. Por favor, elige otra hora.');
  });

  it('stores free text as text (no HTML stripping, no interpretation)', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const res = await ctx()
      .api.post('/api/registros')
      .send(visitor({ sufreDeOtros: xss, fechaAsesoria: dayFromToday(33) }));
    expect(res.status).toBe(201);
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.sufre_de_otros).toBe(xss);
    expect(JSON.parse(row.sufre_de)).toEqual(['gastritis', 'estreñimiento']);
  });
});

describeEachDb('booking: no double booking', (ctx) => {
  it('50 concurrent bookings of one slot: exactly one 201 and 49 × 409', async () => {
    const slot = { fechaAsesoria: dayFromToday(60), horaAsesoria: '15:00' };
    const results = await Promise.all(Array.from({ length: 50 }, () => ctx().api.post('/api/registros').send(visitor(slot))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe(BOOKING_MESSAGES.slotTaken);
    const rows = await ctx().db.selectFrom('registros').select('id').where('slot_key', '=', `${slot.fechaAsesoria}T15:00`).execute();
    expect(rows).toHaveLength(1);
    // nothing half-written: one booking row, one token, one verification e-mail for that slot
    const all = await ctx().db.selectFrom('registros').select('id').where('fecha_asesoria', '=', toDbDateTime(colombiaToUtc(slot.fechaAsesoria, '15:00'))).execute();
    expect(all).toHaveLength(1);
  });

  it('still exactly one winner when the slot is held by an expired pending booking', async () => {
    const slot = { fechaAsesoria: dayFromToday(61), horaAsesoria: '16:00' };
    const first = await ctx().api.post('/api/registros').send(visitor(slot));
    expect(first.status).toBe(201);
    await ctx().db.updateTable('registros').set({ hold_expires_at: PAST }).where('id', '=', first.body.id).execute();
    const results = await Promise.all(Array.from({ length: 30 }, () => ctx().api.post('/api/registros').send(visitor(slot))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    const holders = await ctx().db.selectFrom('registros').select('id').where('slot_key', '=', `${slot.fechaAsesoria}T16:00`).execute();
    expect(holders).toHaveLength(1);
    expect(holders[0].id).not.toBe(first.body.id);
  });
});

describeEachDb('booking: e-mail verification', (ctx) => {
  it('e-mails a single-use link (only its hash stored) and verifies on first use', async () => {
    const fecha = dayFromToday(45);
    const body = visitor({ nombre: 'María José', apellidos: 'Núñez', fechaAsesoria: fecha, horaAsesoria: '09:00' });
    const res = await ctx().api.post('/api/registros').send(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(BOOKING_MESSAGES.created);
    const path = await verificationPath(ctx(), body.email as string);
    const token = path.split('/').pop()!;
    const stored = await ctx().db.selectFrom('auth_tokens').selectAll().where('subject_id', '=', res.body.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].purpose).toBe('booking_verify');
    expect(stored[0].token_hash).toBe(hashSecretToken(token));
    expect(stored[0].token_hash).not.toContain(token);
    const mail = ctx().mail.to(body.email as string)[0];
    expect(mail.subject).toContain('Confirma tu asesoría');
    expect(mail.text).toContain(spanishLongDate(fecha));

    const v = await ctx().api.get(path);
    expect(v.status).toBe(302);
    const loc = new URL(v.headers.location);
    expect(loc.origin).toBe('http://sitio.test');
    expect(loc.pathname).toBe('/verification-success');
    expect(Object.fromEntries(loc.searchParams)).toEqual({ nombres: 'María José', apellidos: 'Núñez', fechaAsesoria: fecha, horaAsesoria: '09:00' });
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(Number(row.verified)).toBe(1);
    expect(row.verified_at).toBeTruthy();
    expect(row.hold_expires_at).toBeNull();
    expect(row.slot_key).toBe(`${fecha}T09:00`);

    const again = await ctx().api.get(path);
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe('http://sitio.test/verification-error?reason=invalid_token');
  });

  it('redirects an unknown or malformed token to the error screen', async () => {
    for (const t of ['x'.repeat(43), 'abc', 'a%20b%3Cscript%3E'.padEnd(30, 'x')]) {
      const v = await ctx().api.get(`/api/registros/verificar/${t}`);
      expect(v.status).toBe(302);
      expect(v.headers.location).toBe('http://sitio.test/verification-error?reason=invalid_token');
    }
  });

  it('sends the visitor a Spanish confirmation with an .ics and notifies the coach, all escaped', async () => {
    const fecha = dayFromToday(46);
    const xss = '<img src=x onerror=alert(1)>';
    const body = visitor({ nombre: 'Lucía', objetivoOtros: xss, sufreDeOtros: 'Dolor; espalda, "fuerte"', fechaAsesoria: fecha, horaAsesoria: '20:00' });
    const res = await ctx().api.post('/api/registros').send(body);
    const path = await verificationPath(ctx(), body.email as string);
    await ctx().api.get(path);
    await ctx().flushEmails();
    const mails = ctx().mail.to(body.email as string);
    const confirmation = mails.find((m) => m.subject.includes('confirmada'))!;
    expect(confirmation).toBeTruthy();
    const longDate = spanishLongDate(fecha);
    expect(longDate).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de \d{4}$/);
    expect(confirmation.text).toContain(longDate);
    expect(confirmation.text).toContain('20:00');
    const ics = confirmation.attachments.find((a) => a.filename === 'asesoria.ics')!;
    expect(ics.contentType).toBe('text/calendar');
    const compact = fecha.replace(/-/g, '');
    expect(ics.content).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics.content).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Bogota\r\n');
    expect(ics.content).toContain(`DTSTART;TZID=America/Bogota:${compact}T200000\r\n`);
    expect(ics.content).toContain(`DTEND;TZID=America/Bogota:${compact}T210000\r\n`);
    expect(ics.content).toContain(`UID:registro-${res.body.id}@sitio.test\r\n`);
    expect(ics.content).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics.content.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(ics.content.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

    const coach = ctx().mail.to('coach@sitio.test').find((m) => m.html.includes('Lucía'))!;
    expect(coach).toBeTruthy();
    expect(coach.html).not.toContain(xss);
    expect(coach.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(coach.text).toContain(xss);
    expect(coach.text).toContain(body.email as string);
    expect(coach.text).toContain('Pérdida de peso');
  });

  it('frees the slot when the hold expires; the old link then says it expired', async () => {
    const fecha = dayFromToday(47);
    const slot = { fechaAsesoria: fecha, horaAsesoria: '11:00' };
    const first = visitor(slot);
    const a = await ctx().api.post('/api/registros').send(first);
    expect(a.status).toBe(201);
    const oldPath = await verificationPath(ctx(), first.email as string);
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).toContain('11:00');

    await ctx().db.updateTable('registros').set({ hold_expires_at: PAST }).where('id', '=', a.body.id).execute();
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).not.toContain('11:00');

    const b = await ctx().api.post('/api/registros').send(visitor(slot));
    expect(b.status).toBe(201);
    const old = await ctx().db.selectFrom('registros').selectAll().where('id', '=', a.body.id).executeTakeFirstOrThrow();
    expect(old.slot_key).toBeNull();

    const v = await ctx().api.get(oldPath);
    expect(v.headers.location).toBe('http://sitio.test/verification-error?reason=expired_token');
    const after = await ctx().db.selectFrom('registros').selectAll().where('id', '=', a.body.id).executeTakeFirstOrThrow();
    expect(Number(after.verified)).toBe(0);
  });

  it('an expired link still verifies when nobody took the slot meanwhile', async () => {
    const body = visitor({ fechaAsesoria: dayFromToday(48), horaAsesoria: '16:00' });
    const a = await ctx().api.post('/api/registros').send(body);
    const path = await verificationPath(ctx(), body.email as string);
    await ctx().db.updateTable('registros').set({ hold_expires_at: PAST }).where('id', '=', a.body.id).execute();
    await ctx().db.updateTable('auth_tokens').set({ expires_at: PAST }).where('subject_id', '=', a.body.id).execute();
    const v = await ctx().api.get(path);
    expect(v.headers.location).toContain('/verification-success?');
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', a.body.id).executeTakeFirstOrThrow();
    expect(Number(row.verified)).toBe(1);
    expect(row.slot_key).toBe(`${dayFromToday(48)}T16:00`);
  });
});

describeEachDb('booking: e-mail outbox', (ctx) => {
  it('books while SMTP is down and delivers the e-mail once SMTP is back', async () => {
    const { mail, db } = ctx();
    mail.refuse = true;
    const body = visitor({ fechaAsesoria: dayFromToday(55), horaAsesoria: '18:00' });
    const res = await ctx().api.post('/api/registros').send(body);
    expect(res.status).toBe(201);
    await ctx().flushEmails();
    expect(mail.to(body.email as string)).toHaveLength(0);
    let row = await db.selectFrom('email_outbox').selectAll().where('to_address', '=', body.email as string).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    mail.refuse = false;
    await db.updateTable('email_outbox').set({ next_attempt_at: PAST }).where('id', '=', row.id).execute();
    await ctx().flushEmails();
    row = await db.selectFrom('email_outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(mail.to(body.email as string)).toHaveLength(1);
    const v = await ctx().api.get(await verificationPath(ctx(), body.email as string));
    expect(v.headers.location).toContain('/verification-success?');
  });
});

describeEachDb(
  'booking: rate limit',
  (ctx) => {
    it('answers 429 in Spanish after the configured number of bookings', async () => {
      const a = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: dayFromToday(70) }));
      const b = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: dayFromToday(71) }));
      const c = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: dayFromToday(72) }));
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(c.status).toBe(429);
      expect(c.body.error).toMatch(/Demasiadas solicitudes/);
    });
  },
  { env: { RATE_LIMIT_BOOKING_MAX: '2' } },
);

describe('booking: calendar invitation format', () => {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://vida.example', JWT_SECRET: 'x'.repeat(40), COACH_NAME: 'Laura, la coach; "nutrición"' }, false);
  const b = {
    id: 7,
    nombre: 'Ana',
    apellidos: 'Ruiz, Peña',
    email: 'a@b.co',
    telefono: '57300',
    sexo: 'femenino',
    ocupacion: 'x',
    pais: 'Colombia',
    edad: 30,
    peso_actual: 60,
    estatura: 160,
    sufre_de: [],
    sufre_de_otros: null,
    objetivos: [],
    objetivo_otros: null,
    recomendado_por: null,
    id_patrocinador: null,
    fecha: '2026-12-05',
    hora: '08:00',
  };

  it('escapes text, uses CRLF and folds long lines at 75 octets', () => {
    const ics = bookingIcs(config, b, new Date('2026-11-01T12:00:00Z'));
    expect(ics).toContain('DTSTART;TZID=America/Bogota:20261205T080000\r\n');
    expect(ics).toContain('UID:registro-7@vida.example\r\n');
    expect(ics).toContain('DTSTAMP:20261101T120000Z\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Asesoría con Laura\\, la coach\\; "nutrición"');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(icsFold('ñ'.repeat(80)).split('\r\n ').join('')).toBe('ñ'.repeat(80));
  });

  it('writes the date in Spanish', () => {
    expect(spanishLongDate('2026-12-05')).toBe('sábado, 5 de diciembre de 2026');
  });
});
