import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../../config.js';
import { fromDbDateTime, toDbDateTime } from '../../lib/time.js';
import { describeEachDb, describeTwoInstancesOnMysql, type TestContext } from '../../../test/helpers/test-app.js';
import { bookVerified, bookingPayload } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { anonymiseBooking, anonymisedEmail } from '../booking/booking-anonymise.repo.js';
import { LEASE_MS, RETENTION_LEASE, SPENT_TOKEN_KEEP_MS } from './retention.service.js';
import { takeLease } from './retention.repo.js';

const SEC = 1000;
const DAY = 24 * 3600 * SEC;

/** One retention pass at `at` (the lease is free between passes). */
async function passAt(ctx: TestContext, at: Date) {
  ctx.clock.set(at);
  const pass = await ctx.runtime.retention.runDue();
  expect(pass.ran).toBe(true);
  return pass;
}

async function registro(ctx: TestContext, id: number) {
  return ctx.db.selectFrom('registros').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every row of every table, as text: what a person searching the database for someone would see. */
async function everything(ctx: TestContext): Promise<string> {
  const tables = (await ctx.db.introspection.getTables()).filter((t) => !t.name.startsWith('kysely_'));
  const parts: string[] = [];
  for (const t of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(t.name)}`.execute(ctx.db);
    for (const r of rows.rows) parts.push(`${t.name}: ${JSON.stringify(r)}`);
  }
  return parts.join('\n');
}

/** A pending booking through the API; returns its id and hold end. */
async function bookPending(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const body = bookingPayload(overrides);
  const res = await ctx.api.post('/api/registros').send(body);
  expect(res.status).toBe(201);
  const row = (await registro(ctx, res.body.id as number))!;
  return { id: row.id, email: body.email as string, holdEnd: fromDbDateTime(row.hold_expires_at)! };
}

describeEachDb('retention of personal data', (ctx) => {
  beforeAll(() => {
    ctx().clock.set(new Date());
  });

  it('deletes an unconfirmed booking RETENTION_UNCONFIRMED_DAYS after its hold expired, with its links and e-mails', async () => {
    const c = ctx();
    c.clock.set(new Date());
    const p = await bookPending(c, { fechaAsesoria: colombiaDatePlus(60), horaAsesoria: '08:00' });
    const kept = await bookVerified(c, { fechaAsesoria: colombiaDatePlus(60), horaAsesoria: '09:00' });
    await c.flushEmails();
    const limit = p.holdEnd.getTime() + 7 * DAY;

    await passAt(c, new Date(limit - SEC));
    expect(await registro(c, p.id)).toBeDefined();

    const pass = await passAt(c, new Date(limit + SEC));
    expect(pass.unconfirmedDeleted).toBe(1);
    expect(await registro(c, p.id)).toBeUndefined();
    expect((await registro(c, kept))?.estado).toBe('confirmada');
    const tokens = await c.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('subject_id', '=', p.id)
      .where('purpose', 'like', 'booking%')
      .execute();
    expect(tokens).toEqual([]);
    const mails = await c.db.selectFrom('email_outbox').selectAll().where('registro_id', '=', p.id).execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect([m.to_address, m.html, m.text_body]).toEqual([anonymisedEmail(p.id), '', '']);
    expect(await everything(c)).not.toContain(p.email);
  });

  it('empties the bodies of sent e-mails RETENTION_MAIL_DAYS after sending; recipient, subject and status stay', async () => {
    const c = ctx();
    c.clock.set(new Date());
    const id = await bookVerified(c, { fechaAsesoria: colombiaDatePlus(90), horaAsesoria: '10:00' });
    await c.flushEmails();
    const mails = await c.db.selectFrom('email_outbox').selectAll().where('registro_id', '=', id).orderBy('id').execute();
    expect(mails.map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
    const lastSent = Math.max(...mails.map((m) => fromDbDateTime(m.sent_at)!.getTime()));
    const firstSent = Math.min(...mails.map((m) => fromDbDateTime(m.sent_at)!.getTime()));
    // a pending e-mail (SMTP down) keeps its body whatever its age
    await c.db.updateTable('email_outbox').set({ status: 'pending', sent_at: null }).where('id', '=', mails[2].id).execute();

    await passAt(c, new Date(firstSent + 30 * DAY - SEC));
    let after = await c.db.selectFrom('email_outbox').selectAll().where('registro_id', '=', id).orderBy('id').execute();
    expect(after.every((m) => m.html !== '' && m.text_body !== '')).toBe(true);

    await passAt(c, new Date(lastSent + 30 * DAY + SEC));
    after = await c.db.selectFrom('email_outbox').selectAll().where('registro_id', '=', id).orderBy('id').execute();
    for (const [i, m] of after.slice(0, 2).entries()) {
      expect(m).toMatchObject({
        html: '',
        text_body: '',
        attachments: null,
        status: 'sent',
        to_address: mails[i].to_address,
        subject: mails[i].subject,
      });
    }
    // the confirmation carried the .ics: gone with the body
    expect(mails.some((m) => m.attachments)).toBe(true);
    expect(after[2].html).toBe(mails[2].html);
    expect(after[2].status).toBe('pending');
    await c.db.updateTable('email_outbox').set({ status: 'sent', sent_at: mails[2].sent_at }).where('id', '=', mails[2].id).execute();
  });

  it('anonymises a booking RETENTION_MONTHS after the appointment: nothing identifying is left in any table', async () => {
    const c = ctx();
    c.clock.set(new Date());
    const person = { nombre: 'Zuleima', apellidos: 'Quintarrieta Ybáñez', telefono: '573009998877' };
    const id = await bookVerified(c, {
      ...person,
      fechaAsesoria: colombiaDatePlus(20),
      horaAsesoria: '11:00',
      ocupacion: 'Ebanista',
      sufreDeOtros: 'migraña crónica',
    });
    const other = await bookVerified(c, { fechaAsesoria: colombiaDatePlus(25), horaAsesoria: '11:00' });
    await c.flushEmails();
    const before = (await registro(c, id))!;
    const email = before.email;
    // a reminder sent and an e-mail still waiting to go out
    await c.db
      .insertInto('booking_reminders')
      .values({ registro_id: id, offset_minutes: 120, fecha_asesoria: before.fecha_asesoria, created_at: toDbDateTime(new Date()) })
      .execute();
    await c.db
      .updateTable('email_outbox')
      .set({ status: 'pending', sent_at: null, last_error: `550 <${email}> mailbox full` })
      .where('registro_id', '=', id)
      .where('to_address', '=', email)
      .execute();
    expect(await everything(c)).toContain(email);

    const appointment = fromDbDateTime(before.fecha_asesoria)!;
    const limit = new Date(appointment.getTime());
    limit.setUTCMonth(limit.getUTCMonth() + 24);
    await passAt(c, new Date(limit.getTime() - SEC));
    expect((await registro(c, id))!.anonimizado_at).toBeNull();

    const pass = await passAt(c, new Date(limit.getTime() + SEC));
    expect(pass.bookingsAnonymised).toBe(1);
    const after = (await registro(c, id))!;
    expect(after).toMatchObject({
      nombre: 'Anónimo',
      apellidos: '',
      email: anonymisedEmail(id),
      telefono: '',
      ocupacion: '',
      pais: '',
      sufre_de: '[]',
      sufre_de_otros: null,
      objetivos: '[]',
      recomendado_por: null,
      id_patrocinador: null,
      motivo_cancelacion: null,
      estado: before.estado,
      fecha_asesoria: before.fecha_asesoria,
      slot_key: before.slot_key,
      created_at: before.created_at,
    });
    expect([Number(after.edad), Number(after.peso_actual), Number(after.estatura)]).toEqual([0, 0, 0]);
    expect(after.anonimizado_at).not.toBeNull();
    const all = await everything(c);
    for (const needle of [email, person.nombre, person.apellidos, person.telefono, 'Ebanista', 'migraña'])
      expect(all).not.toContain(needle);
    expect(
      await c.db.selectFrom('auth_tokens').select('id').where('subject_id', '=', id).where('purpose', 'like', 'booking%').execute(),
    ).toEqual([]);
    expect(await c.db.selectFrom('booking_reminders').select('id').where('registro_id', '=', id).execute()).toEqual([]);
    const mails = await c.db.selectFrom('email_outbox').selectAll().where('registro_id', '=', id).execute();
    // the coach's copies too; the one still waiting never goes out to nobody
    expect(mails.length).toBe(3);
    for (const m of mails) {
      expect(m).toMatchObject({ to_address: anonymisedEmail(id), html: '', text_body: '', attachments: null, last_error: null });
      expect(m.status).not.toBe('pending');
    }
    // the other person's booking is untouched, and the agenda still lists both
    expect((await registro(c, other))!.anonimizado_at).toBeNull();
    const agenda = await c.api.get('/api/admin/registros?scope=all').set('Authorization', `Bearer ${c.adminToken()}`);
    expect(agenda.status).toBe(200);
    expect(JSON.stringify(agenda.body)).toContain(anonymisedEmail(id));

    // once: a later pass changes nothing
    const again = await passAt(c, new Date(limit.getTime() + 2 * SEC));
    expect(again.bookingsAnonymised).toBe(0);
    expect(await anonymiseBooking(c.db, id, c.clock.now())).toBe(false);
    expect((await registro(c, id))!.anonimizado_at).toBe(after.anonimizado_at);
  });

  it('removes rate-limit rows whose window ended and links that are spent or expired', async () => {
    const c = ctx();
    const t = new Date(Date.now() + 400 * DAY);
    const at = (ms: number) => toDbDateTime(new Date(t.getTime() + ms));
    await c.db
      .insertInto('rate_limits')
      .values([
        { limit_key: 'booking:ended', hits: 3, reset_at: at(-SEC) },
        { limit_key: 'booking:open', hits: 3, reset_at: at(SEC) },
        // an ended admin lock is remembered a day to double the next one
        { limit_key: 'admin-user-lock:recent', hits: 1, reset_at: at(-DAY + SEC) },
        { limit_key: 'admin-user-lock:old', hits: 1, reset_at: at(-DAY - SEC) },
      ])
      .execute();
    const token = (name: string, expires: number, used: number | null, purpose = 'user_reset') => ({
      token_hash: name.padEnd(64, '0'),
      purpose,
      subject_id: 999_999,
      expires_at: at(expires),
      used_at: used === null ? null : at(used),
      created_at: at(-30 * DAY),
    });
    await c.db
      .insertInto('auth_tokens')
      .values([
        token('a1', -SEC, null),
        token('a2', SEC, null),
        token('a3', DAY, -SPENT_TOKEN_KEEP_MS - SEC),
        token('a4', DAY, -SPENT_TOKEN_KEEP_MS + SEC),
        // a booking's verification link confirms past its hold's end: it goes with its booking
        token('a5', -SEC, null, 'booking_verify'),
      ])
      .execute();

    const pass = await passAt(c, t);
    expect(pass.rateLimitsDeleted).toBeGreaterThanOrEqual(2);
    const keys = (await c.db.selectFrom('rate_limits').select('limit_key').execute()).map((r) => r.limit_key);
    expect(keys).toEqual(expect.arrayContaining(['booking:open', 'admin-user-lock:recent']));
    expect(keys).not.toContain('booking:ended');
    expect(keys).not.toContain('admin-user-lock:old');
    const hashes = (await c.db.selectFrom('auth_tokens').select('token_hash').where('subject_id', '=', 999_999).execute()).map((r) =>
      r.token_hash.slice(0, 2),
    );
    expect(hashes.sort()).toEqual(['a2', 'a4', 'a5']);
  });

  it('skips the pass while another instance holds the lease, and takes over a lease that ran out', async () => {
    const c = ctx();
    c.clock.set(new Date());
    const p = await bookPending(c, { fechaAsesoria: colombiaDatePlus(70), horaAsesoria: '08:00' });
    const t = new Date(p.holdEnd.getTime() + 8 * DAY);
    // an instance took the lease and died
    expect(await takeLease(c.db, RETENTION_LEASE, 'crashed-instance', t, new Date(t.getTime() + LEASE_MS))).toBe(true);
    c.clock.set(new Date(t.getTime() + LEASE_MS - SEC));
    expect((await c.runtime.retention.runDue()).ran).toBe(false);
    expect(await registro(c, p.id)).toBeDefined();

    c.clock.set(new Date(t.getTime() + LEASE_MS + SEC));
    const pass = await c.runtime.retention.runDue();
    expect(pass).toMatchObject({ ran: true, unconfirmedDeleted: 1 });
    expect(await registro(c, p.id)).toBeUndefined();
    // released: the next pass may run at once
    expect((await c.runtime.retention.runDue()).ran).toBe(true);
  });
});

// SQLite serves one process (docs/architecture.md §13); the lease test above covers it. On MySQL two
// app instances with their own pools race for real.
describeTwoInstancesOnMysql('retention: two app instances on one MariaDB [mysql]', (instances) => {
  it('runs a pass in exactly one of them when both start it at once; the other skips while it works', async () => {
    const { ctx, other } = instances();
    ctx.clock.set(new Date());
    const pending = [];
    for (const hora of ['08:00', '09:00', '10:00', '11:00'])
      pending.push(await bookPending(ctx, { fechaAsesoria: colombiaDatePlus(80), horaAsesoria: hora }));
    const ids = pending.map((p) => p.id);
    ctx.clock.set(new Date(Math.max(...pending.map((p) => p.holdEnd.getTime())) + 8 * DAY));

    // A third connection locks the bookings, so the instance that takes the lease is still working
    // (its DELETE waits) when the other one tries: the overlap is certain, not a matter of timing.
    let locked!: () => void;
    let unlock!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const blocker = ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('registros').select('id').where('id', 'in', ids).forUpdate().execute();
      locked();
      await new Promise<void>((r) => (unlock = r));
    });
    await isLocked;
    const a = ctx.runtime.retention.runDue();
    const b = other.retention.runDue();
    const first = await Promise.race([a, b]);
    expect(first.ran).toBe(false);
    unlock();
    await blocker;
    const passes = await Promise.all([a, b]);
    expect(passes.filter((p) => p.ran)).toHaveLength(1);
    expect(passes.find((p) => p.ran)!.unconfirmedDeleted).toBe(4);
    expect(passes.find((p) => !p.ran)!.unconfirmedDeleted).toBe(0);
    expect(await ctx.db.selectFrom('registros').select('id').where('id', 'in', ids).execute()).toEqual([]);
    // released: the next pass runs, in either instance
    expect((await other.retention.runDue()).ran).toBe(true);
  });
});

describe('retention settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), ...env }, false);

  it('defaults to 7 days, 30 days, 24 months, once a day', () => {
    expect(load({}).retention).toEqual({ unconfirmedDays: 7, mailDays: 30, months: 24, intervalMs: 86_400_000 });
    expect(load({ RETENTION_MONTHS: '36', RETENTION_MAIL_DAYS: '10' }).retention).toMatchObject({ months: 36, mailDays: 10 });
  });

  it('refuses a period of 0 or less, or not a whole number, naming the variable', () => {
    for (const name of ['RETENTION_UNCONFIRMED_DAYS', 'RETENTION_MAIL_DAYS', 'RETENTION_MONTHS', 'RETENTION_INTERVAL_MS']) {
      for (const bad of ['0', '-1', '1.5', 'mucho']) {
        expect(() => load({ [name]: bad })).toThrow(ConfigError);
        expect(() => load({ [name]: bad })).toThrow(new RegExp(name));
      }
    }
  });
});
