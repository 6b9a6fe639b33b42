import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@app/shared/booking';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { hashSecretToken } from '../../lib/secret-tokens.js';
import { spanishLongDate } from './booking.emails.js';
import { bookingIcs, icsFold } from './booking.ics.js';
import { bookingPayload, confirmBooking, verificationToken, postBooking } from '../../../test/helpers/booking.js';
import { LIFECYCLE_MESSAGES } from '@app/shared/booking-lifecycle';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { loadConfig } from '../../config.js';

const PAST = '2000-01-01 00:00:00';

describeEachDb('booking: e-mail verification', (ctx) => {
  it('e-mails a single-use link (only its hash stored) and verifies on first use', async () => {
    const fecha = colombiaDatePlus(45);
    const body = bookingPayload({ nombre: 'María José', apellidos: 'Núñez', fechaAsesoria: fecha, horaAsesoria: '09:00' });
    const res = await ctx().api.post('/api/registros').send(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(BOOKING_MESSAGES.created);
    const token = await verificationToken(ctx(), body.email as string);
    const stored = await ctx().db.selectFrom('auth_tokens').selectAll().where('subject_id', '=', res.body.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].purpose).toBe('booking_verify');
    expect(stored[0].token_hash).toBe(hashSecretToken(token));
    expect(stored[0].token_hash).not.toContain(token);
    const mail = ctx().mail.to(body.email as string)[0];
    expect(mail.subject).toContain('Confirma tu asesoría');
    expect(mail.text).toContain(spanishLongDate(fecha));

    const v = await confirmBooking(ctx(), token);
    expect(v.status).toBe(200);
    expect(v.body).toEqual({
      alreadyConfirmed: false,
      nombres: 'María José',
      apellidos: 'Núñez',
      fechaAsesoria: fecha,
      horaAsesoria: '09:00',
      gestionToken: expect.stringMatching(/^[\w-]{20,100}$/),
    });
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(Number(row.verified)).toBe(1);
    expect(row.verified_at).toBeTruthy();
    expect(row.hold_expires_at).toBeNull();
    expect(row.slot_key).toBe(`${fecha}T09:00`);

    // a second confirmation: the same booking, already confirmed, no second manage token
    const again = await confirmBooking(ctx(), token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadyConfirmed: true, nombres: 'María José', fechaAsesoria: fecha, gestionToken: null });
    const manage = await ctx()
      .db.selectFrom('auth_tokens')
      .selectAll()
      .where('purpose', '=', 'booking_manage')
      .where('subject_id', '=', res.body.id)
      .execute();
    expect(manage).toHaveLength(1);
    await ctx().flushEmails();
    expect(
      ctx()
        .mail.to(body.email as string)
        .filter((m) => m.subject.includes('confirmada')),
    ).toHaveLength(1);
  });

  it('answers an unknown or malformed token with 400 invalid_token in the error shape', async () => {
    for (const t of ['x'.repeat(43), 'abc', '<script>'.padEnd(30, 'x')]) {
      const v = await confirmBooking(ctx(), t);
      expect(v.status).toBe(400);
      expect(v.body).toEqual({
        reason: 'invalid_token',
        message: LIFECYCLE_MESSAGES.verifyInvalid,
        error: LIFECYCLE_MESSAGES.verifyInvalid,
      });
    }
    const empty = await ctx().api.post('/api/registros/verificar').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(LIFECYCLE_MESSAGES.tokenRequired);
  });

  it('a GET or HEAD of the e-mailed link only redirects to the confirmation page and changes nothing', async () => {
    const body = bookingPayload({ fechaAsesoria: colombiaDatePlus(44), horaAsesoria: '12:00' });
    const res = await ctx().api.post('/api/registros').send(body);
    const token = await verificationToken(ctx(), body.email as string);
    const mail = ctx().mail.to(body.email as string)[0];
    expect(mail.text).toContain(`http://sitio.test/confirmar-asesoria/${token}`);
    for (const send of [
      () => ctx().api.get(`/api/registros/verificar/${token}`),
      () => ctx().api.head(`/api/registros/verificar/${token}`),
    ]) {
      const v = await send();
      expect(v.status).toBe(302);
      expect(v.headers.location).toBe(`http://sitio.test/confirmar-asesoria/${token}`);
    }
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.estado).toBe('pendiente');
    expect(Number(row.verified)).toBe(0);
    const t = await ctx().db.selectFrom('auth_tokens').selectAll().where('subject_id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(t.used_at).toBeNull();
    // the page's POST still confirms
    expect((await confirmBooking(ctx(), token)).body.alreadyConfirmed).toBe(false);
  });

  it('sends the visitor a Spanish confirmation with an .ics and notifies the coach, all escaped', async () => {
    const fecha = colombiaDatePlus(46);
    const xss = '<img src=x onerror=alert(1)>';
    const body = bookingPayload({
      nombre: 'Lucía',
      objetivoOtros: xss,
      sufreDeOtros: 'Dolor; espalda, "fuerte"',
      fechaAsesoria: fecha,
      horaAsesoria: '20:00',
    });
    const res = await ctx().api.post('/api/registros').send(body);
    expect((await confirmBooking(ctx(), await verificationToken(ctx(), body.email as string))).status).toBe(200);
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

    const coach = ctx()
      .mail.to('coach@sitio.test')
      .find((m) => m.html.includes('Lucía'))!;
    expect(coach).toBeTruthy();
    expect(coach.html).not.toContain(xss);
    expect(coach.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(coach.text).toContain(xss);
    expect(coach.text).toContain(body.email as string);
    expect(coach.text).toContain('Pérdida de peso');
  });

  it('frees the slot when the hold expires; the old link then says it expired', async () => {
    const fecha = colombiaDatePlus(47);
    const slot = { fechaAsesoria: fecha, horaAsesoria: '11:00' };
    const first = bookingPayload(slot);
    const a = await ctx().api.post('/api/registros').send(first);
    expect(a.status).toBe(201);
    const oldToken = await verificationToken(ctx(), first.email as string);
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).toContain('11:00');

    await ctx().db.updateTable('registros').set({ hold_expires_at: PAST }).where('id', '=', a.body.id).execute();
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).not.toContain('11:00');

    const b = await postBooking(ctx(), slot);
    expect(b.status).toBe(201);
    const old = await ctx().db.selectFrom('registros').selectAll().where('id', '=', a.body.id).executeTakeFirstOrThrow();
    expect(old.slot_key).toBeNull();

    const v = await confirmBooking(ctx(), oldToken);
    expect(v.status).toBe(400);
    expect(v.body.reason).toBe('expired_token');
    expect(v.body.message).toBe(LIFECYCLE_MESSAGES.verifyExpired);
    const after = await ctx().db.selectFrom('registros').selectAll().where('id', '=', a.body.id).executeTakeFirstOrThrow();
    expect(Number(after.verified)).toBe(0);
  });

  it('an expired link still verifies when nobody took the slot meanwhile', async () => {
    const body = bookingPayload({ fechaAsesoria: colombiaDatePlus(48), horaAsesoria: '16:00' });
    const a = await ctx().api.post('/api/registros').send(body);
    const token = await verificationToken(ctx(), body.email as string);
    await ctx().db.updateTable('registros').set({ hold_expires_at: PAST }).where('id', '=', a.body.id).execute();
    await ctx().db.updateTable('auth_tokens').set({ expires_at: PAST }).where('subject_id', '=', a.body.id).execute();
    const v = await confirmBooking(ctx(), token);
    expect(v.status).toBe(200);
    expect(v.body.alreadyConfirmed).toBe(false);
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', a.body.id).executeTakeFirstOrThrow();
    expect(Number(row.verified)).toBe(1);
    expect(row.slot_key).toBe(`${colombiaDatePlus(48)}T16:00`);
  });
});

describeEachDb('booking: e-mail outbox', (ctx) => {
  it('books while SMTP is down and delivers the e-mail once SMTP is back', async () => {
    const { mail, db } = ctx();
    mail.refuse = true;
    const body = bookingPayload({ fechaAsesoria: colombiaDatePlus(55), horaAsesoria: '18:00' });
    const res = await ctx().api.post('/api/registros').send(body);
    expect(res.status).toBe(201);
    await ctx().flushEmails();
    expect(mail.to(body.email as string)).toHaveLength(0);
    let row = await db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', body.email as string)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    mail.refuse = false;
    await db.updateTable('email_outbox').set({ next_attempt_at: PAST }).where('id', '=', row.id).execute();
    await ctx().flushEmails();
    row = await db.selectFrom('email_outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(mail.to(body.email as string)).toHaveLength(1);
    const v = await confirmBooking(ctx(), await verificationToken(ctx(), body.email as string));
    expect(v.status).toBe(200);
  });
});

describeEachDb(
  'booking: rate limit',
  (ctx) => {
    it('answers 429 in Spanish after the configured number of bookings', async () => {
      const a = await postBooking(ctx(), { fechaAsesoria: colombiaDatePlus(70) });
      const b = await postBooking(ctx(), { fechaAsesoria: colombiaDatePlus(71) });
      const c = await postBooking(ctx(), { fechaAsesoria: colombiaDatePlus(72) });
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(c.status).toBe(429);
      expect(c.body.error).toMatch(/Demasiadas solicitudes/);
    });
  },
  { env: { RATE_LIMIT_BOOKING_MAX: '2' } },
);

describe('booking: calendar invitation format', () => {
  const config = loadConfig(
    { NODE_ENV: 'test', PUBLIC_URL: 'https://vida.example', JWT_SECRET: 'x'.repeat(40), COACH_NAME: 'Laura, la coach; "nutrición"' },
    false,
  );
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
