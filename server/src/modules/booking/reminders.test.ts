import { afterEach, describe, expect, it } from 'vitest';
import { objetivoLabel, sufreDeLabel } from '@app/shared/booking';
import { colombiaToUtc } from '@app/shared/colombia-time';
import { ConfigError, loadConfig } from '../../config.js';
import { isUniqueViolation } from '../../db/database.js';
import { hashSecretToken } from '../../lib/secret-tokens.js';
import { toDbDateTime } from '../../lib/time.js';
import type { Runtime } from '../../runtime.js';
import { describeEachDb, describeTwoInstancesOnMysql, type TestContext } from '../../../test/helpers/test-app.js';
import { bookingDetails, insertVerifiedBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { linkIn } from '../../../test/helpers/mail-capture.js';
import { spanishLongDate } from './booking.emails.js';
import { insertBooking } from './booking.repo.js';
import { findManageToken } from './booking-tokens.repo.js';
import { recordReminder } from './reminders.repo.js';

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * A confirmed booking at `fecha hora` (Colombia), written through the repo. The state is set here:
 * migration 003 derived it from `verified` only for the rows that existed then.
 */
async function confirmedBooking(
  ctx: TestContext,
  fecha: string,
  hora: string,
  opts: { confirmedAt?: Date; details?: Parameters<typeof bookingDetails>[0] } = {},
): Promise<{ id: number; email: string; at: Date }> {
  const details = bookingDetails(opts.details);
  const id = await insertVerifiedBooking(ctx, fecha, hora, details);
  // Created and confirmed well before any reminder moment unless the test says otherwise.
  const confirmedAt = toDbDateTime(opts.confirmedAt ?? new Date(Date.now() - 24 * HOUR));
  await ctx.db
    .updateTable('registros')
    .set({ estado: 'confirmada', verified_at: confirmedAt, created_at: confirmedAt })
    .where('id', '=', id)
    .execute();
  return { id, email: details.email, at: colombiaToUtc(fecha, hora) };
}

async function sentOffsets(ctx: TestContext, bookingId: number): Promise<{ offset: number; fecha: string }[]> {
  const rows = await ctx.db
    .selectFrom('booking_reminders')
    .select(['offset_minutes', 'fecha_asesoria'])
    .where('registro_id', '=', bookingId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ offset: Number(r.offset_minutes), fecha: String(r.fecha_asesoria).slice(0, 19) }));
}

/** Runs one reminder pass at `at` and returns how many reminders it queued. */
async function passAt(ctx: TestContext, at: Date): Promise<number> {
  ctx.clock.set(at);
  return (await ctx.runtime.reminders.runDue()).queued;
}

async function remindersTo(ctx: TestContext, email: string) {
  await ctx.flushEmails();
  return ctx.mail.to(email).filter((m) => m.subject.startsWith('Recordatorio'));
}

describeEachDb(
  'booking reminders',
  (ctx) => {
    afterEach(() => ctx().clock.reset());

    it('sends each reminder once, when fecha - offset <= now < fecha (default 24h,2h)', async () => {
      const b = await confirmedBooking(ctx(), colombiaDatePlus(100), '10:00');
      const t = b.at.getTime();
      expect(await passAt(ctx(), new Date(t - 24 * HOUR - MIN))).toBe(0);
      expect(await passAt(ctx(), new Date(t - 24 * HOUR))).toBe(1);
      expect(await passAt(ctx(), new Date(t - 24 * HOUR))).toBe(0);
      expect(await passAt(ctx(), new Date(t - 23 * HOUR))).toBe(0);
      expect(await remindersTo(ctx(), b.email)).toHaveLength(1);

      expect(await passAt(ctx(), new Date(t - 2 * HOUR - MIN))).toBe(0);
      expect(await passAt(ctx(), new Date(t - 2 * HOUR + MIN))).toBe(1);
      expect(await passAt(ctx(), new Date(t - MIN))).toBe(0);
      expect(await passAt(ctx(), new Date(t))).toBe(0);
      expect(await remindersTo(ctx(), b.email)).toHaveLength(2);
      const fecha = toDbDateTime(b.at);
      expect(await sentOffsets(ctx(), b.id)).toEqual([
        { offset: 1440, fecha },
        { offset: 120, fecha },
      ]);
    });

    it('e-mails the Colombia date and time, a "Mi asesoría" link and the WhatsApp contact, and no health data', async () => {
      const fecha = colombiaDatePlus(103);
      const b = await confirmedBooking(ctx(), fecha, '15:00', {
        details: {
          nombre: 'Lucía <b>',
          sufre_de_otros: 'Hipotiroidismo ZQX',
          objetivo_otros: 'Correr maratón ZQX',
          peso_actual: 71.3,
          estatura: 158,
        },
      });
      expect(await passAt(ctx(), new Date(b.at.getTime() - 90 * MIN))).toBe(1);
      const [mail] = await remindersTo(ctx(), b.email);
      expect(mail.subject).toBe(`Recordatorio: tu asesoría del ${spanishLongDate(fecha)} a las 15:00`);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(`${spanishLongDate(fecha)} a las 15:00 (hora de Colombia)`);
        expect(body).toContain('https://wa.me/573005551234');
        // Checked without the links: a random token may contain any short text.
        const words = body.replace(/https?:\/\/[^\s"<]+/g, '');
        for (const health of ['ZQX', '71.3', '158', 'Peso', 'Estatura', 'Sufre', sufreDeLabel('gastritis'), objetivoLabel('perdidaPeso')]) {
          expect(words).not.toContain(health);
        }
      }
      expect(mail.html).toContain('Lucía &lt;b&gt;');

      const link = new URL(linkIn(mail, '/mi-asesoria/'));
      expect(link.origin).toBe('http://sitio.test');
      const token = decodeURIComponent(link.pathname.split('/').pop()!);
      expect(await findManageToken(ctx().db, token, ctx().clock.now())).toEqual({ bookingId: b.id });
      // Valid until the appointment's time, like the confirmation's link, and only its hash is stored.
      expect(await findManageToken(ctx().db, token, new Date(b.at.getTime() - MIN))).toEqual({ bookingId: b.id });
      expect(await findManageToken(ctx().db, token, b.at)).toBeUndefined();
      const stored = await ctx()
        .db.selectFrom('auth_tokens')
        .select('token_hash')
        .where('purpose', '=', 'booking_manage')
        .where('subject_id', '=', b.id)
        .execute();
      expect(stored.map((s) => s.token_hash)).toEqual([hashSecretToken(token)]);
    });

    it('skips a reminder whose moment had already passed when the booking was confirmed', async () => {
      const b = await confirmedBooking(ctx(), colombiaDatePlus(106), '09:00');
      const t = b.at.getTime();
      await ctx()
        .db.updateTable('registros')
        .set({ verified_at: toDbDateTime(new Date(t - 20 * HOUR)) })
        .where('id', '=', b.id)
        .execute();
      expect(await passAt(ctx(), new Date(t - 20 * HOUR + MIN))).toBe(0);
      expect(await passAt(ctx(), new Date(t - 3 * HOUR))).toBe(0);
      expect(await passAt(ctx(), new Date(t - 2 * HOUR))).toBe(1);
      expect((await sentOffsets(ctx(), b.id)).map((r) => r.offset)).toEqual([120]);
      expect(await remindersTo(ctx(), b.email)).toHaveLength(1);
    });

    it('never reminds a pending, cancelled or attended booking', async () => {
      const fecha = colombiaDatePlus(109);
      const now = new Date();
      const details = bookingDetails();
      const pending = await insertBooking(ctx().db, {
        details,
        fecha,
        hora: '08:00',
        holdExpiresAt: new Date(now.getTime() + 24 * HOUR),
        now,
      });
      const cancelled = await confirmedBooking(ctx(), fecha, '09:00');
      await ctx().db.updateTable('registros').set({ estado: 'cancelada', slot_key: null }).where('id', '=', cancelled.id).execute();
      const attended = await confirmedBooking(ctx(), fecha, '10:00');
      await ctx().db.updateTable('registros').set({ estado: 'asistio' }).where('id', '=', attended.id).execute();

      for (const at of [24, 2, 1].map((h) => new Date(colombiaToUtc(fecha, '08:00').getTime() - h * HOUR))) {
        expect(await passAt(ctx(), at)).toBe(0);
      }
      for (const id of [pending.id, cancelled.id, attended.id]) expect(await sentOffsets(ctx(), id)).toEqual([]);
      for (const email of [details.email, cancelled.email, attended.email]) expect(await remindersTo(ctx(), email)).toEqual([]);
    });

    it('writes no reminder for a booking cancelled or moved after the pass read it', async () => {
      const b = await confirmedBooking(ctx(), colombiaDatePlus(112), '11:00');
      const now = new Date(b.at.getTime() - HOUR);
      await ctx().db.updateTable('registros').set({ estado: 'cancelada' }).where('id', '=', b.id).execute();
      expect(await recordReminder(ctx().db, { bookingId: b.id, offsetMinutes: 120, fechaAsesoria: b.at, now })).toBe(false);
      await ctx().db.updateTable('registros').set({ estado: 'confirmada' }).where('id', '=', b.id).execute();
      expect(
        await recordReminder(ctx().db, { bookingId: b.id, offsetMinutes: 120, fechaAsesoria: new Date(b.at.getTime() + HOUR), now }),
      ).toBe(false);
      expect(await recordReminder(ctx().db, { bookingId: b.id, offsetMinutes: 120, fechaAsesoria: b.at, now })).toBe(true);
      // The second writer of the same reminder gets the unique key's refusal, on both databases.
      const again = await recordReminder(ctx().db, { bookingId: b.id, offsetMinutes: 120, fechaAsesoria: b.at, now }).catch(
        (e: unknown) => e,
      );
      expect(isUniqueViolation(again)).toBe(true);
    });

    it('reminds a moved booking at its new time, skipping what had passed when it moved', async () => {
      const fecha = colombiaDatePlus(115);
      const b = await confirmedBooking(ctx(), fecha, '16:00');
      const t = b.at.getTime();
      expect(await passAt(ctx(), new Date(t - 24 * HOUR))).toBe(1);

      // Moved three days later, an hour after the first reminder: both of the new time's reminders are ahead.
      const moved = new Date(t + 72 * HOUR);
      const move = async (to: Date, at: Date, hora: string, days: number) =>
        ctx()
          .db.updateTable('registros')
          .set({ fecha_asesoria: toDbDateTime(to), slot_key: `${colombiaDatePlus(115 + days)}T${hora}`, reprogramado_at: toDbDateTime(at) })
          .where('id', '=', b.id)
          .execute();
      await move(moved, new Date(t - 23 * HOUR), '16:00', 3);
      expect(await passAt(ctx(), new Date(t - 2 * HOUR))).toBe(0); // the old time's 2 h reminder never goes
      expect(await passAt(ctx(), new Date(moved.getTime() - 24 * HOUR))).toBe(1);
      expect(await passAt(ctx(), new Date(moved.getTime() - 2 * HOUR))).toBe(1);
      expect((await sentOffsets(ctx(), b.id)).map((r) => [r.offset, r.fecha])).toEqual([
        [1440, toDbDateTime(b.at)],
        [1440, toDbDateTime(moved)],
        [120, toDbDateTime(moved)],
      ]);

      // Moved again, to five hours after the move: the 24 h moment was already past, the 2 h one is not.
      const movedAt = new Date(moved.getTime() - HOUR);
      const late = new Date(movedAt.getTime() + 5 * HOUR);
      await move(late, movedAt, '20:00', 3);
      expect(await passAt(ctx(), new Date(movedAt.getTime() + MIN))).toBe(0);
      expect(await passAt(ctx(), new Date(late.getTime() - 2 * HOUR))).toBe(1);
      expect((await sentOffsets(ctx(), b.id)).filter((r) => r.fecha === toDbDateTime(late)).map((r) => r.offset)).toEqual([120]);
      expect(await remindersTo(ctx(), b.email)).toHaveLength(4);
    });

    it("sends one e-mail, not two, when a pass finds several of a booking's reminders due (the server was down)", async () => {
      const b = await confirmedBooking(ctx(), colombiaDatePlus(121), '12:00');
      expect(await passAt(ctx(), new Date(b.at.getTime() - HOUR))).toBe(1);
      expect((await sentOffsets(ctx(), b.id)).map((r) => r.offset)).toEqual([1440, 120]);
      expect(await passAt(ctx(), new Date(b.at.getTime() - 30 * MIN))).toBe(0);
      expect(await remindersTo(ctx(), b.email)).toHaveLength(1);
    });

    it('runs a pass when the worker starts, never two at once, and stops cleanly', async () => {
      const b = await confirmedBooking(ctx(), colombiaDatePlus(124), '14:00');
      ctx().clock.set(new Date(b.at.getTime() - 20 * HOUR));
      const w = ctx().runtime.reminders;
      const first = w.runDue();
      expect(w.runDue()).toBe(first);
      expect((await first).queued).toBe(1);

      ctx().clock.set(new Date(b.at.getTime() - 2 * HOUR));
      w.start();
      await w.stop(); // waits for the pass start() began
      expect((await sentOffsets(ctx(), b.id)).map((r) => r.offset)).toEqual([1440, 120]);
    });
  },
  { env: { WHATSAPP_NUMBER: '+57 300 555 1234' } },
);

describe('BOOKING_REMINDERS', () => {
  const load = (value?: string) => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), BOOKING_REMINDERS: value }, false);

  it('reads hours and minutes, largest first, and defaults to 24h,2h', () => {
    expect(load().bookingReminderOffsetsMin).toEqual([1440, 120]);
    expect(load('24h,2h').bookingReminderOffsetsMin).toEqual([1440, 120]);
    expect(load('30m').bookingReminderOffsetsMin).toEqual([30]);
    expect(load(' 2h, 90m ,48H ').bookingReminderOffsetsMin).toEqual([2880, 120, 90]);
    expect(load('120m,2h').bookingReminderOffsetsMin).toEqual([120]);
    expect(load('').bookingReminderOffsetsMin).toEqual([]);
  });

  it('refuses anything else with an error naming BOOKING_REMINDERS', () => {
    for (const bad of ['24', '2d', '0h', '-2h', '24h;2h', '1.5h', 'mañana']) {
      expect(() => load(bad)).toThrow(ConfigError);
      expect(() => load(bad)).toThrow(/BOOKING_REMINDERS/);
    }
  });
});

describeTwoInstancesOnMysql('booking reminders: two app instances on one MariaDB [mysql]', (instances) => {
  it('sends each reminder exactly once while both run their passes at the same time', async () => {
    const { ctx, other } = instances();
    const fecha = colombiaDatePlus(130);
    const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
    const bookings = [];
    for (const hora of hours) bookings.push(await confirmedBooking(ctx, fecha, hora));
    const last = bookings[bookings.length - 1].at.getTime();

    const race = async (at: Date) => {
      ctx.clock.set(at);
      const passes = await Promise.all([ctx.runtime.reminders.runDue(), other.reminders.runDue()]);
      return {
        queued: passes.reduce((n, p) => n + p.queued, 0),
        sentElsewhere: passes.reduce((n, p) => n + p.sentElsewhere, 0),
      };
    };

    // Every booking's 24 h reminder is due, none of the 2 h ones.
    const first = await race(new Date(last - 24 * HOUR));
    expect(first.queued).toBe(12);
    expect((await race(new Date(last - 24 * HOUR))).queued).toBe(0);
    // 07:59 in Colombia: the 2 h reminders of 08:00 and 09:00.
    const second = await race(new Date(bookings[0].at.getTime() - MIN));
    expect(second.queued).toBe(2);

    await ctx.flushEmails();
    await other.outbox.processDue();
    bookings.forEach((b, i) => {
      const reminders = ctx.mail.to(b.email).filter((m) => m.subject.startsWith('Recordatorio'));
      expect(reminders, b.email).toHaveLength(i < 2 ? 2 : 1);
    });
    const rows = await ctx.db.selectFrom('booking_reminders').select(['registro_id', 'offset_minutes']).execute();
    expect(rows).toHaveLength(14);
    const outbox = await ctx.db.selectFrom('email_outbox').select('id').where('subject', 'like', 'Recordatorio%').execute();
    expect(outbox).toHaveLength(14);
    // Both instances really raced for the same reminders (the unique key, not luck, kept them single).
    expect(first.sentElsewhere + second.sentElsewhere).toBeGreaterThan(0);
  });

  it('lets one of two concurrent writers of one reminder through; the other gets the unique violation', async () => {
    const { ctx, other } = instances();
    const b = await confirmedBooking(ctx, colombiaDatePlus(133), '10:00');
    const now = new Date(b.at.getTime() - HOUR);
    const write = (r: Runtime) =>
      r.db
        .transaction()
        .execute(async (trx) => {
          const ok = await recordReminder(trx, { bookingId: b.id, offsetMinutes: 120, fechaAsesoria: b.at, now });
          // Hold the row a moment, as a pass does while it issues the link and queues the e-mail.
          await new Promise((resolve) => setImmediate(resolve));
          return ok;
        })
        .then(
          (ok) => ({ ok }),
          (err: unknown) => ({ unique: isUniqueViolation(err) }),
        );
    const results = await Promise.all([write(ctx.runtime), write(other)]);
    expect(results).toContainEqual({ ok: true });
    expect(results).toContainEqual({ unique: true });
  });
});
