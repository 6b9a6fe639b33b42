import { expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES } from '@app/shared/booking-lifecycle';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { bookVerified, confirmBooking, postBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { linkIn, type CapturedMail } from '../../../test/helpers/mail-capture.js';

const tokensIn = (mails: CapturedMail[]) =>
  mails.map((m) => decodeURIComponent(new URL(linkIn(m, '/confirmar-asesoria/')).pathname.split('/').pop()!));

describeEachDb('booking: resend the confirmation link', (ctx) => {
  it('answers the same whatever the address, and e-mails a new link only for a pending booking whose hold is in force', async () => {
    const email = `reenvio.${Date.now().toString(36)}@correo.test`;
    const a = await postBooking(ctx(), { email, fechaAsesoria: colombiaDatePlus(90), horaAsesoria: '08:00' });
    const b = await postBooking(ctx(), { email, fechaAsesoria: colombiaDatePlus(91), horaAsesoria: '08:00' });
    const confirmedEmail = `ya.${Date.now().toString(36)}@correo.test`;
    await bookVerified(ctx(), { email: confirmedEmail, fechaAsesoria: colombiaDatePlus(92) });
    // b's hold ran out: no new link for it
    await ctx().db.updateTable('registros').set({ hold_expires_at: '2000-01-01 00:00:00' }).where('id', '=', b.body.id).execute();
    await ctx().flushEmails();
    const [oldToken] = tokensIn(ctx().mail.to(email)); // a's, the first one
    ctx().mail.messages.length = 0;

    const answers = [];
    for (const address of [email.toUpperCase(), confirmedEmail, 'nadie@correo.test']) {
      answers.push(await ctx().api.post('/api/registros/reenviar-verificacion').send({ email: address }));
    }
    for (const res of answers) expect([res.status, res.body]).toEqual([200, { message: LIFECYCLE_MESSAGES.resendNeutral }]);
    await ctx().flushEmails();
    expect(ctx().mail.to(confirmedEmail)).toHaveLength(0);
    expect(ctx().mail.to('nadie@correo.test')).toHaveLength(0);
    const resent = ctx().mail.to(email);
    expect(resent).toHaveLength(1);
    expect(resent[0].text).toContain(colombiaDatePlus(90).slice(0, 4));

    // the new link and the old one both confirm (the second one says it already was)
    const [newToken] = tokensIn(resent);
    const oldTokens = await ctx()
      .db.selectFrom('auth_tokens')
      .select('id')
      .where('subject_id', '=', a.body.id)
      .where('purpose', '=', 'booking_verify')
      .execute();
    expect(oldTokens).toHaveLength(2);
    expect((await confirmBooking(ctx(), newToken)).body.alreadyConfirmed).toBe(false);
    const old = await confirmBooking(ctx(), oldToken);
    expect([old.status, old.body.alreadyConfirmed, old.body.fechaAsesoria]).toEqual([200, true, colombiaDatePlus(90)]);

    const invalid = await ctx().api.post('/api/registros/reenviar-verificacion').send({ email: 'no-es-correo' });
    expect(invalid.status).toBe(400);
  });
});

describeEachDb(
  'booking: resend and "Mi asesoría" rate limits',
  (ctx) => {
    it('answers 429 in Spanish once the limit is reached', async () => {
      const send = () => ctx().api.post('/api/registros/reenviar-verificacion').send({ email: 'x@correo.test' });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/Demasiadas solicitudes/);
      const view = () => ctx().api.get(`/api/registros/gestion/${'x'.repeat(43)}`);
      expect((await view()).status).toBe(404);
      expect((await view()).status).toBe(404);
      expect((await view()).status).toBe(429);
    });
  },
  { env: { RATE_LIMIT_BOOKING_RESEND_MAX: '2', RATE_LIMIT_BOOKING_MANAGE_MAX: '2' } },
);
