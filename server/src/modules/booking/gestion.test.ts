import { expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@app/shared/booking';
import { LIFECYCLE_MESSAGES, cutoffMessage } from '@app/shared/booking-lifecycle';
import { colombiaToUtc } from '@app/shared/colombia-time';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { bookVerified, gestionTokenOf, postBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { parseIcs } from '../../../test/helpers/ics.js';

let n = 0;
/** A confirmed booking through the real API, with the "Mi asesoría" token of its confirmation e-mail. */
async function confirmed(ctx: TestContext, fecha: string, hora: string) {
  const email = `gestion.${++n}.${Date.now().toString(36)}@correo.test`;
  const id = await bookVerified(ctx, { fechaAsesoria: fecha, horaAsesoria: hora, email });
  return { id, email, token: await gestionTokenOf(ctx, email) };
}

const icsOf = (ctx: TestContext, email: string, subject: string) => {
  const mail = ctx.mail.to(email).find((m) => m.subject.includes(subject));
  if (!mail) throw new Error(`no e-mail "${subject}" to ${email}`);
  return parseIcs(mail.attachments.find((a) => a.filename === 'asesoria.ics')!.content);
};
const occupied = async (ctx: TestContext, fecha: string) => (await ctx.api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body as string[];

describeEachDb('booking lifecycle: "Mi asesoría"', (ctx) => {
  it('the confirmation e-mail carries the manage link and an .ics a calendar parser reads', async () => {
    const fecha = colombiaDatePlus(60);
    const { id, email, token } = await confirmed(ctx(), fecha, '09:00');
    const ics = icsOf(ctx(), email, 'confirmada');
    expect(ics).toMatchObject({ method: 'PUBLISH', uid: `registro-${id}@sitio.test`, sequence: 0, status: 'CONFIRMED' });
    expect(ics.start).toBe(colombiaToUtc(fecha, '09:00').toISOString());

    const view = await ctx().api.get(`/api/registros/gestion/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      nombre: 'Ana',
      apellidos: 'Pérez Gómez',
      fechaAsesoria: fecha,
      horaAsesoria: '09:00',
      fecha_asesoria: colombiaToUtc(fecha, '09:00').toISOString(),
      estado: 'confirmada',
      motivo_cancelacion: null,
      puedeModificar: true,
      cutoffHours: 12,
      limiteCambios: new Date(colombiaToUtc(fecha, '09:00').getTime() - 12 * 3600_000).toISOString(),
    });
    const cal = await ctx().api.get(`/api/registros/gestion/${token}/calendario.ics`);
    expect(cal.status).toBe(200);
    expect(cal.headers['content-type']).toMatch(/^text\/calendar/);
    expect(parseIcs(cal.text)).toMatchObject({ uid: `registro-${id}@sitio.test`, sequence: 0, status: 'CONFIRMED' });
  });

  it('answers 404 in the error shape for an unknown token on every endpoint', async () => {
    const t = 'x'.repeat(43);
    for (const res of [
      await ctx().api.get(`/api/registros/gestion/${t}`),
      await ctx().api.get(`/api/registros/gestion/${t}/calendario.ics`),
      await ctx().api.post(`/api/registros/gestion/${t}/cancelar`).send({}),
      await ctx()
        .api.post(`/api/registros/gestion/${t}/reprogramar`)
        .send({ fechaAsesoria: colombiaDatePlus(61), horaAsesoria: '10:00' }),
      await ctx().api.get('/api/registros/gestion/abc'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: LIFECYCLE_MESSAGES.gestionNotFound, error: LIFECYCLE_MESSAGES.gestionNotFound });
    }
  });

  it('cancels: frees the slot at once, e-mails the cancelling .ics (same UID, higher SEQUENCE) and tells the coach', async () => {
    const fecha = colombiaDatePlus(62);
    const { id, email, token } = await confirmed(ctx(), fecha, '10:00');
    expect(await occupied(ctx(), fecha)).toContain('10:00');
    const res = await ctx().api.post(`/api/registros/gestion/${token}/cancelar`).send({ motivo: 'Viaje de trabajo' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LIFECYCLE_MESSAGES.cancelled);
    expect(res.body.gestion).toMatchObject({ estado: 'cancelada', motivo_cancelacion: 'Viaje de trabajo', puedeModificar: false });
    expect(await occupied(ctx(), fecha)).not.toContain('10:00');
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ estado: 'cancelada', cancelado_por: 'cliente', motivo_cancelacion: 'Viaje de trabajo', slot_key: null });
    expect(Number(row.verified)).toBe(0);
    expect(row.cancelado_at).toBeTruthy();

    await ctx().flushEmails();
    expect(icsOf(ctx(), email, 'cancelada')).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `registro-${id}@sitio.test`,
      sequence: 1,
    });
    const coach = ctx()
      .mail.to('coach@sitio.test')
      .find((m) => m.subject.startsWith('Asesoría cancelada') && m.text.includes(email));
    expect(coach?.text).toContain('Viaje de trabajo');
    // the freed slot can be booked; the cancelled booking cannot be cancelled again
    expect((await postBooking(ctx(), { fechaAsesoria: fecha, horaAsesoria: '10:00' })).status).toBe(201);
    const again = await ctx().api.post(`/api/registros/gestion/${token}/cancelar`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LIFECYCLE_MESSAGES.alreadyCancelled);
  });

  it('reschedules atomically: new slot held, old one freed, updated .ics (same UID, higher SEQUENCE), coach told, links follow', async () => {
    const fecha = colombiaDatePlus(63);
    const to = colombiaDatePlus(64);
    const { id, email, token } = await confirmed(ctx(), fecha, '11:00');
    ctx().mail.messages.length = 0;
    const res = await ctx().api.post(`/api/registros/gestion/${token}/reprogramar`).send({ fechaAsesoria: to, horaAsesoria: '15:00' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LIFECYCLE_MESSAGES.rescheduled);
    expect(res.body.gestion).toMatchObject({ fechaAsesoria: to, horaAsesoria: '15:00', estado: 'confirmada' });
    expect(await occupied(ctx(), fecha)).not.toContain('11:00');
    expect(await occupied(ctx(), to)).toContain('15:00');
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.slot_key).toBe(`${to}T15:00`);
    expect(row.reprogramado_at).toBeTruthy();
    const links = await ctx()
      .db.selectFrom('auth_tokens')
      .select('expires_at')
      .where('purpose', '=', 'booking_manage')
      .where('subject_id', '=', id)
      .execute();
    expect(links.map((l) => new Date(`${String(l.expires_at).replace(' ', 'T')}Z`).toISOString())).toEqual([
      colombiaToUtc(to, '15:00').toISOString(),
    ]);

    await ctx().flushEmails();
    const ics = icsOf(ctx(), email, 'cambió');
    expect(ics).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', uid: `registro-${id}@sitio.test`, sequence: 1 });
    expect(ics.start).toBe(colombiaToUtc(to, '15:00').toISOString());
    expect(
      ctx()
        .mail.to('coach@sitio.test')
        .some((m) => m.subject.startsWith('Asesoría reprogramada') && m.text.includes(email)),
    ).toBe(true);

    // a second move raises the SEQUENCE again
    ctx().mail.messages.length = 0;
    expect(
      (await ctx().api.post(`/api/registros/gestion/${token}/reprogramar`).send({ fechaAsesoria: to, horaAsesoria: '16:00' })).status,
    ).toBe(200);
    await ctx().flushEmails();
    expect(icsOf(ctx(), email, 'cambió').sequence).toBe(2);
  });

  it('refuses a taken, blocked, past or unchanged slot with the booking form rules', async () => {
    const fecha = colombiaDatePlus(65);
    const { token } = await confirmed(ctx(), fecha, '08:00');
    await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '09:00' });
    const move = (fechaAsesoria: string, horaAsesoria: string) =>
      ctx().api.post(`/api/registros/gestion/${token}/reprogramar`).send({ fechaAsesoria, horaAsesoria });
    const taken = await move(fecha, '09:00');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    const past = await move(colombiaDatePlus(-1), '09:00');
    expect([past.status, past.body.message]).toEqual([400, BOOKING_MESSAGES.datePast]);
    const same = await move(fecha, '08:00');
    expect([same.status, same.body.message]).toEqual([400, LIFECYCLE_MESSAGES.sameSlot]);
    const bad = await move(fecha, '13:00');
    expect([bad.status, bad.body.message]).toEqual([400, BOOKING_MESSAGES.slotNotAllowed]);
    await ctx()
      .api.post('/api/admin/bloqueos')
      .set('Authorization', `Bearer ${ctx().adminToken()}`)
      .send({ fecha: colombiaDatePlus(66) });
    const blocked = await move(colombiaDatePlus(66), '10:00');
    expect([blocked.status, blocked.body.message]).toEqual([400, BOOKING_MESSAGES.dateBlocked]);
    // nothing moved
    expect((await ctx().api.get(`/api/registros/gestion/${token}`)).body.horaAsesoria).toBe('08:00');
  });

  it('of two concurrent moves (or a move and a new booking) to one slot, exactly one wins; the other gets 409', async () => {
    const fecha = colombiaDatePlus(67);
    const a = await confirmed(ctx(), fecha, '08:00');
    const b = await confirmed(ctx(), fecha, '09:00');
    const target = { fechaAsesoria: fecha, horaAsesoria: '18:00' };
    const both = await Promise.all([a, b].map((x) => ctx().api.post(`/api/registros/gestion/${x.token}/reprogramar`).send(target)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const c = await confirmed(ctx(), fecha, '10:00');
    const race = await Promise.all([
      ctx().api.post(`/api/registros/gestion/${c.token}/reprogramar`).send({ fechaAsesoria: fecha, horaAsesoria: '19:00' }),
      postBooking(ctx(), { fechaAsesoria: fecha, horaAsesoria: '19:00' }),
    ]);
    // the move answers 200 or 409, the booking 201 or 409: exactly one of them got the slot
    const [moveStatus, bookStatus] = race.map((r) => r.status);
    expect([moveStatus === 200, bookStatus === 201]).toContain(true);
    expect([moveStatus, bookStatus].filter((s) => s === 409)).toHaveLength(1);
    const holders = await ctx()
      .db.selectFrom('registros')
      .select('id')
      .where('slot_key', 'in', [`${fecha}T18:00`, `${fecha}T19:00`])
      .execute();
    expect(holders).toHaveLength(2);
  });

  it('enforces the cut-off with the injected clock, and the link ends at the appointment', async () => {
    const fecha = colombiaDatePlus(68);
    const { token } = await confirmed(ctx(), fecha, '14:00');
    const at = colombiaToUtc(fecha, '14:00').getTime();
    try {
      ctx().clock.set(new Date(at - 12 * 3600_000 + 60_000));
      expect((await ctx().api.get(`/api/registros/gestion/${token}`)).body.puedeModificar).toBe(false);
      for (const res of [
        await ctx().api.post(`/api/registros/gestion/${token}/cancelar`).send({}),
        await ctx()
          .api.post(`/api/registros/gestion/${token}/reprogramar`)
          .send({ fechaAsesoria: colombiaDatePlus(69), horaAsesoria: '10:00' }),
      ]) {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(cutoffMessage(12));
      }
      ctx().clock.set(new Date(at - 12 * 3600_000 - 60_000));
      expect((await ctx().api.get(`/api/registros/gestion/${token}`)).body.puedeModificar).toBe(true);
      ctx().clock.set(new Date(at + 1000));
      expect((await ctx().api.get(`/api/registros/gestion/${token}`)).status).toBe(404);
      ctx().clock.set(new Date(at - 12 * 3600_000 - 60_000));
      expect((await ctx().api.post(`/api/registros/gestion/${token}/cancelar`).send({})).status).toBe(200);
    } finally {
      ctx().clock.reset();
    }
  });
});
