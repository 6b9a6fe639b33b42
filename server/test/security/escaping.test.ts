import { expect, it } from 'vitest';
import { describeEachDb } from '../helpers/test-app.js';
import { bookingPayload, confirmBooking } from '../helpers/booking.js';
import { colombiaDatePlus } from '../helpers/dates.js';
import { linkIn, type CapturedMail } from '../helpers/mail-capture.js';
import { registrationPayload } from '../helpers/user-payload.js';

/**
 * Stored free text is data, never markup: an `<img onerror>` typed into any free-text field of a
 * booking stays text in every e-mail (escaped HTML) and comes back from the admin API exactly as
 * typed (the admin renders it with React as text; see client/src/features/admin-agenda/test/agenda.test.tsx).
 */
const XSS = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';

/** The free-text fields of the visitor form (spec §3). */
const FREE_TEXT = ['nombre', 'apellidos', 'sufreDeOtros', 'objetivoOtros', 'recomendadoPor', 'ocupacion'] as const;

function expectEscaped(mail: CapturedMail | undefined, what: string) {
  expect(mail, `${what} was not sent`).toBeTruthy();
  expect(mail!.html, `${what}: raw tag in the HTML`).not.toContain(XSS);
  expect(mail!.html).not.toMatch(/<img\b[^>]*onerror/i);
  expect(mail!.html, `${what}: payload not shown escaped`).toContain(ESCAPED);
}

describeEachDb('Stored free text stays text', (ctx) => {
  const email = 'xss.visitante@correo.test';
  const fecha = colombiaDatePlus(52);
  let bookingId = 0;

  it('escapes a booking payload in the verification e-mail', async () => {
    const c = ctx();
    const body = bookingPayload({
      ...Object.fromEntries(FREE_TEXT.map((f) => [f, `${f} ${XSS}`])),
      email,
      fechaAsesoria: fecha,
      horaAsesoria: '09:00',
    });
    const res = await c.api.post('/api/registros').send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    bookingId = res.body.id;
    await c.flushEmails();
    const verification = c.mail.to(email).find((m) => m.text.includes('/confirmar-asesoria/'));
    expectEscaped(verification, 'verification e-mail');
  });

  it('escapes every free-text field in the coach notification after verifying through the e-mailed link', async () => {
    const c = ctx();
    const verification = c.mail.to(email).find((m) => m.text.includes('/confirmar-asesoria/'))!;
    const link = new URL(linkIn(verification, '/confirmar-asesoria/'));
    const answer = await confirmBooking(c, decodeURIComponent(link.pathname.split('/').pop()!));
    expect(answer.status).toBe(200);
    // JSON carries the name as data (the page renders it as text), never as markup of its own.
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body.nombres).toContain('<img');
    await c.flushEmails();

    const coach = c.mail.to('coach@sitio.test').find((m) => m.text.includes('nombre <img'));
    expectEscaped(coach, 'coach notification');
    for (const field of FREE_TEXT) expect(coach!.html, `${field} in the coach e-mail`).toContain(`${field} ${ESCAPED}`);
    // The text part is plain text: the payload is shown as typed, which is harmless there.
    expect(coach!.text).toContain(`objetivoOtros ${XSS}`);

    const confirmation = c.mail.to(email).find((m) => /confirmada/i.test(m.subject));
    expectEscaped(confirmation, 'visitor confirmation');
    for (const mail of c.mail.messages) {
      expect(mail.html, `"${mail.subject}"`).not.toContain(XSS);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  });

  it('returns the payload from the admin JSON as plain text, exactly as typed', async () => {
    const c = ctx();
    const res = await c.api.get('/api/admin/registros?scope=all&q=xss.visitante').set('Authorization', `Bearer ${c.adminToken()}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const list = (Array.isArray(res.body) ? res.body : res.body.registros) as Record<string, unknown>[];
    const row = list.find((r) => r.id === bookingId)!;
    expect(row).toBeTruthy();
    expect(row.nombre).toBe(`nombre ${XSS}`);
    expect(row.apellidos).toBe(`apellidos ${XSS}`);
    expect(row.ocupacion).toBe(`ocupacion ${XSS}`);
    expect(row.sufre_de_otros).toBe(`sufreDeOtros ${XSS}`);
    expect(row.objetivo_otros).toBe(`objetivoOtros ${XSS}`);
    expect(row.recomendado_por).toBe(`recomendadoPor ${XSS}`);
    expect(JSON.stringify(res.body)).not.toContain('&lt;');
  });

  it('neutralises spreadsheet formulas and keeps markup inert in the CSV export', async () => {
    const c = ctx();
    const formula = '=HYPERLINK("http://malo.test","clic")';
    const booked = await c.api.post('/api/registros').send(
      bookingPayload({
        email: 'xss.formula@correo.test',
        ocupacion: formula,
        fechaAsesoria: colombiaDatePlus(53),
        horaAsesoria: '10:00',
      }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await c.flushEmails();
    const link = new URL(linkIn(c.mail.to('xss.formula@correo.test')[0], '/confirmar-asesoria/'));
    expect((await confirmBooking(c, decodeURIComponent(link.pathname.split('/').pop()!))).status).toBe(200);
    const res = await c.api.get('/api/admin/registros/export.csv?scope=all&q=xss').set('Authorization', `Bearer ${c.adminToken()}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.text).toContain('"nombre <img src=x onerror=alert(1)>"');
    expect(res.text).toContain(`"'=HYPERLINK(""http://malo.test"",""clic"")"`);
    expect(res.text).not.toMatch(/(^|;)"=/m);
  });

  it('escapes a user name in the account verification e-mail', async () => {
    const c = ctx();
    const to = 'xss.cuenta@correo.test';
    const res = await c.api.post('/api/users/register').send(registrationPayload(to, { first_name: XSS, last_name: XSS }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await c.flushEmails();
    const mail = c.mail.to(to)[0];
    expect(mail).toBeTruthy();
    expect(mail.html).not.toContain(XSS);
    if (mail.html.includes('img src=x')) expect(mail.html).toContain(ESCAPED);
  });
});
