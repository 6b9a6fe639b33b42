import { expect, it } from 'vitest';
import { describeEachDb } from '../helpers/test-app.js';
import { bookingPayload } from '../helpers/booking.js';
import { colombiaDatePlus } from '../helpers/dates.js';
import { registrationPayload } from '../helpers/user-payload.js';

/** Makes every pending e-mail due now instead of waiting for its back-off. */
async function makeDue(ctx: ReturnType<Parameters<Parameters<typeof describeEachDb>[1]>[0]>) {
  await ctx.db.updateTable('email_outbox').set({ next_attempt_at: '2000-01-01 00:00:00' }).where('status', '=', 'pending').execute();
}

describeEachDb('SMTP down during booking and sign-up', (ctx) => {
  it('accepts the booking and the sign-up, queues their e-mails, and delivers each exactly once when SMTP returns', async () => {
    const c = ctx();
    c.mail.clear();
    c.mail.refuse = true;

    const booking = await c.api
      .post('/api/registros')
      .send(bookingPayload({ email: 'sin-smtp@correo.test', fechaAsesoria: colombiaDatePlus(61), horaAsesoria: '15:00' }));
    expect(booking.status).toBe(201);

    const signup = await c.api
      .post('/api/users/register')
      .send(registrationPayload('camila-sin-smtp@correo.test', { first_name: 'Camila' }));
    expect(signup.status).toBe(201);

    // SMTP refuses: nothing delivered, both e-mails still pending in the outbox.
    await c.flushEmails();
    expect(c.mail.messages).toHaveLength(0);
    const pending = await c.db
      .selectFrom('email_outbox')
      .select(['to_address', 'status', 'attempts'])
      .where('status', '=', 'pending')
      .execute();
    expect(pending.map((p) => p.to_address).sort()).toEqual(['camila-sin-smtp@correo.test', 'sin-smtp@correo.test']);
    expect(pending.every((p) => p.attempts >= 1)).toBe(true);

    // SMTP is back: each e-mail arrives once, however often the worker runs.
    c.mail.refuse = false;
    await makeDue(c);
    await c.flushEmails();
    await makeDue(c);
    await c.flushEmails();
    expect(c.mail.to('sin-smtp@correo.test')).toHaveLength(1);
    expect(c.mail.to('camila-sin-smtp@correo.test')).toHaveLength(1);
    const left = await c.db.selectFrom('email_outbox').select('id').where('status', '!=', 'sent').execute();
    expect(left).toHaveLength(0);
  });
});
