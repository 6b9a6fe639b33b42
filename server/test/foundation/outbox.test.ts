import { afterEach, expect, it } from 'vitest';
import { describeEachDb } from '../helpers/test-app.js';
import { enqueueEmail, retryDelayMs } from '../../src/mail/outbox.js';

describeEachDb('e-mail outbox', (ctx) => {
  afterEach(() => ctx().clock.reset());

  it('delivers a queued e-mail over SMTP exactly once', async () => {
    const { db, mail } = ctx();
    mail.clear();
    await enqueueEmail(
      db,
      { to: 'ana@correo.test', subject: 'Hola Ñ', html: '<p>Hola</p>', text: 'Hola https://sitio.test/x?token=abc' },
      new Date(),
    );
    await ctx().flushEmails();
    await ctx().flushEmails();
    const received = mail.to('ana@correo.test');
    expect(received).toHaveLength(1);
    expect(received[0].subject).toBe('Hola Ñ');
    expect(received[0].text).toContain('https://sitio.test/x?token=abc');
  });

  it('keeps the e-mail while SMTP refuses it and delivers it once SMTP is back, after the back-off', async () => {
    const { db, mail, clock } = ctx();
    mail.clear();
    mail.refuse = true;
    clock.set('2026-03-01T10:00:00Z');
    await enqueueEmail(db, { to: 'luis@correo.test', subject: 'Reintento', html: '<p>x</p>', text: 'x' }, clock.now());
    await ctx().flushEmails();
    mail.refuse = false;
    let row = await db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'luis@correo.test').executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    // Not due again before its back-off (5 s after the first failure)…
    clock.advance(retryDelayMs(1) - 1000);
    await ctx().flushEmails();
    expect(mail.to('luis@correo.test')).toHaveLength(0);
    // …and sent once it is.
    clock.advance(1000);
    await ctx().flushEmails();
    row = await db.selectFrom('email_outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(mail.to('luis@correo.test')).toHaveLength(1);
  });

  it('backs off exponentially with a cap', () => {
    expect(retryDelayMs(1)).toBe(5000);
    expect(retryDelayMs(2)).toBe(10000);
    expect(retryDelayMs(30)).toBe(30 * 60_000);
  });
});
