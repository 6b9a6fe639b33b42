import { expect, it } from 'vitest';
import { BOOKING_MESSAGES, type Booking } from '@app/shared/booking';
import { LIFECYCLE_MESSAGES } from '@app/shared/booking-lifecycle';
import { colombiaToUtc } from '@app/shared/colombia-time';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { bookVerified, registroUpdatePayload, postBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { parseIcs } from '../../../test/helpers/ics.js';
import { linkIn } from '../../../test/helpers/mail-capture.js';

const auth = (ctx: TestContext) => ({ Authorization: `Bearer ${ctx.adminToken()}` });
const row = (ctx: TestContext, id: number) => ctx.db.selectFrom('registros').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const occupied = async (ctx: TestContext, fecha: string) => (await ctx.api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body as string[];
const ids = (res: { body: Booking[] }) => res.body.map((b) => b.id);

let n = 0;
async function confirmedBooking(ctx: TestContext, fecha: string, hora: string) {
  const email = `admin.${++n}.${Date.now().toString(36)}@correo.test`;
  const id = await bookVerified(ctx, { fechaAsesoria: fecha, horaAsesoria: hora, email });
  await ctx.flushEmails(); // the confirmation e-mails: out of the way of what the tests count
  return { id, email };
}
/** The .ics of the e-mails sent to `email` since the capture was cleared. */
async function invitations(ctx: TestContext, email: string) {
  await ctx.flushEmails();
  return ctx.mail.to(email).map((m) => parseIcs(m.attachments.find((a) => a.filename === 'asesoria.ics')!.content));
}
/** The admin's edit keeping the booker's e-mail address (registroUpdatePayload makes up another one). */
const put = async (ctx: TestContext, id: number, fecha: string, hora: string, extra: Record<string, unknown> = {}) => {
  const { email } = await row(ctx, id);
  return ctx.api
    .put(`/api/admin/registros/${id}`)
    .set(auth(ctx))
    .send(registroUpdatePayload(fecha, hora, { email, ...extra }));
};

describeEachDb('admin: booking states', (ctx) => {
  it('un-verifying keeps the booking reachable (estado=pendiente), gives it a fresh hold, and the slot follows the state', async () => {
    const fecha = colombiaDatePlus(80);
    const { id } = await confirmedBooking(ctx(), fecha, '09:00');
    const t0 = new Date();
    ctx().clock.set(t0);
    try {
      const res = await put(ctx(), id, fecha, '09:00', { verified: false });
      expect(res.status).toBe(200);
      expect(res.body.registro).toMatchObject({ estado: 'pendiente', verified: false });
      const r = await row(ctx(), id);
      expect(r.slot_key).toBe(`${fecha}T09:00`);
      expect(new Date(`${String(r.hold_expires_at).replace(' ', 'T')}Z`).getTime()).toBe(
        Math.floor(t0.getTime() / 1000) * 1000 + 24 * 3600_000,
      );
      expect(await occupied(ctx(), fecha)).toContain('09:00');
      // not in the default list, but in the pendiente filter (scope=all too)
      expect(ids(await ctx().api.get('/api/admin/registros?scope=all').set(auth(ctx())))).not.toContain(id);
      expect(ids(await ctx().api.get('/api/admin/registros?scope=all&estado=pendiente').set(auth(ctx())))).toContain(id);
      expect(ids(await ctx().api.get('/api/admin/registros?estado=pendiente').set(auth(ctx())))).toContain(id);

      // the fresh hold runs out: the slot is free again and somebody takes it
      ctx().clock.set(new Date(t0.getTime() + 25 * 3600_000));
      expect(await occupied(ctx(), fecha)).not.toContain('09:00');
      expect((await postBooking(ctx(), { fechaAsesoria: fecha, horaAsesoria: '09:00' })).status).toBe(201);
      expect((await row(ctx(), id)).slot_key).toBeNull();
      // confirming it again needs its slot: 409 while taken, and nothing changed
      const retake = await put(ctx(), id, fecha, '09:00', { estado: 'confirmada' });
      expect(retake.status).toBe(409);
      expect(retake.body.message).toBe(LIFECYCLE_MESSAGES.slotTakenForEstado);
      expect((await row(ctx(), id)).estado).toBe('pendiente');
      // confirmed at another time, it holds that slot for good
      await ctx().flushEmails();
      ctx().mail.messages.length = 0;
      const moved = await put(ctx(), id, fecha, '10:00', { estado: 'confirmada' });
      expect(moved.status).toBe(200);
      const [ics] = await invitations(ctx(), (await row(ctx(), id)).email);
      expect(ics).toMatchObject({
        method: 'REQUEST',
        uid: `registro-${id}@sitio.test`,
        start: colombiaToUtc(fecha, '10:00').toISOString(),
      });
      const after = await row(ctx(), id);
      expect(after).toMatchObject({ estado: 'confirmada', slot_key: `${fecha}T10:00`, hold_expires_at: null });
      expect(Number(after.verified)).toBe(1);
    } finally {
      ctx().clock.reset();
    }
  });

  it('confirming a pending booking from the agenda sends the booker the confirmation with "Mi asesoría"', async () => {
    const fecha = colombiaDatePlus(85);
    const email = `admin.confirma.${Date.now().toString(36)}@correo.test`;
    const booked = await postBooking(ctx(), { email, fechaAsesoria: fecha, horaAsesoria: '12:00' });
    await ctx().flushEmails();
    ctx().mail.messages.length = 0;
    expect((await put(ctx(), booked.body.id, fecha, '12:00', { verified: true })).body.registro).toMatchObject({
      estado: 'confirmada',
      verified: true,
    });
    await ctx().flushEmails();
    const mail = ctx()
      .mail.to(email)
      .find((m) => m.subject.includes('confirmada'))!;
    const token = decodeURIComponent(new URL(linkIn(mail, '/mi-asesoria/')).pathname.split('/').pop()!);
    expect((await ctx().api.get(`/api/registros/gestion/${token}`)).body).toMatchObject({ estado: 'confirmada', puedeModificar: true });
  });

  it('cancelling frees the slot (cancelado_por admin) and e-mails the cancelled .ics unless told not to', async () => {
    const fecha = colombiaDatePlus(81);
    const a = await confirmedBooking(ctx(), fecha, '08:00');
    const b = await confirmedBooking(ctx(), fecha, '11:00');
    ctx().mail.messages.length = 0;
    expect((await put(ctx(), a.id, fecha, '08:00', { estado: 'cancelada' })).body.registro).toMatchObject({
      estado: 'cancelada',
      cancelado_por: 'admin',
      verified: false,
    });
    expect((await put(ctx(), b.id, fecha, '11:00', { estado: 'cancelada', notificarCliente: false })).status).toBe(200);
    expect(await occupied(ctx(), fecha)).toEqual([]);
    const sent = await invitations(ctx(), a.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: `registro-${a.id}@sitio.test`, sequence: 1 });
    expect(ctx().mail.to(b.email)).toHaveLength(0);
    expect(ids(await ctx().api.get('/api/admin/registros?estado=cancelada&scope=all').set(auth(ctx())))).toEqual([a.id, b.id]);
  });

  it('moving a booking e-mails the updated .ics (same UID, higher SEQUENCE) unless told not to', async () => {
    const fecha = colombiaDatePlus(82);
    const { id, email } = await confirmedBooking(ctx(), fecha, '08:00');
    ctx().mail.messages.length = 0;
    expect((await put(ctx(), id, fecha, '12:00', { notificarCliente: false })).status).toBe(200);
    expect(await invitations(ctx(), email)).toEqual([]);
    expect(Number((await row(ctx(), id)).secuencia_ics)).toBe(0);
    expect((await put(ctx(), id, fecha, '14:00')).status).toBe(200);
    const [ics] = await invitations(ctx(), email);
    expect(ics).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', uid: `registro-${id}@sitio.test`, sequence: 1 });
    expect(ics.start).toBe(colombiaToUtc(fecha, '14:00').toISOString());
    // an edit of the details only tells nobody
    ctx().mail.messages.length = 0;
    expect((await put(ctx(), id, fecha, '14:00', { nombre: 'Ana María' })).status).toBe(200);
    expect(await invitations(ctx(), email)).toEqual([]);
  });

  it('deleting sends the cancelled .ics by default, nothing with notificarCliente=false', async () => {
    const fecha = colombiaDatePlus(83);
    const a = await confirmedBooking(ctx(), fecha, '08:00');
    const b = await confirmedBooking(ctx(), fecha, '09:00');
    ctx().mail.messages.length = 0;
    expect((await ctx().api.delete(`/api/admin/registros/${a.id}?notificarCliente=maybe`).set(auth(ctx()))).status).toBe(400);
    expect((await ctx().api.delete(`/api/admin/registros/${a.id}`).set(auth(ctx()))).status).toBe(200);
    expect((await ctx().api.delete(`/api/admin/registros/${b.id}?notificarCliente=false`).set(auth(ctx()))).status).toBe(200);
    const sent = await invitations(ctx(), a.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: `registro-${a.id}@sitio.test`, sequence: 1 });
    expect(ctx().mail.to(b.email)).toHaveLength(0);
    expect(await occupied(ctx(), fecha)).toEqual([]);
  });

  it('marks attendance only after the appointment (clock) and only for a confirmed booking', async () => {
    const fecha = colombiaDatePlus(84);
    const { id } = await confirmedBooking(ctx(), fecha, '16:00');
    const pending = await postBooking(ctx(), { fechaAsesoria: fecha, horaAsesoria: '17:00' });
    const mark = (bookingId: number, asistio: unknown) =>
      ctx().api.put(`/api/admin/registros/${bookingId}/asistencia`).set(auth(ctx())).send({ asistio });
    const early = await mark(id, true);
    expect([early.status, early.body.message]).toEqual([409, LIFECYCLE_MESSAGES.asistenciaFuture]);
    try {
      ctx().clock.set(new Date(colombiaToUtc(fecha, '18:00').getTime()));
      const notConfirmed = await mark(pending.body.id, true);
      expect([notConfirmed.status, notConfirmed.body.message]).toEqual([409, LIFECYCLE_MESSAGES.asistenciaNotConfirmed]);
      expect((await mark(id, 'sí')).status).toBe(400);
      const yes = await mark(id, true);
      expect(yes.status).toBe(200);
      expect(yes.body).toMatchObject({ message: LIFECYCLE_MESSAGES.asistenciaSaved, registro: { id, estado: 'asistio', verified: true } });
      expect((await mark(id, false)).body.registro.estado).toBe('no_asistio');
      expect((await row(ctx(), id)).slot_key).toBe(`${fecha}T16:00`);
      expect(ids(await ctx().api.get('/api/admin/registros?estado=no_asistio&scope=all').set(auth(ctx())))).toEqual([id]);
      // the default list still shows it (verified), and the CSV names the state
      expect(ids(await ctx().api.get('/api/admin/registros?scope=all').set(auth(ctx())))).toContain(id);
      const csv = await ctx().api.get('/api/admin/registros/export.csv?scope=all&estado=no_asistio').set(auth(ctx()));
      expect(csv.text.split('\r\n')[0]).toContain('"Estado";"Cancelada por";"Motivo de cancelación"');
      expect(csv.text.split('\r\n')[1]).toContain('"No asistió"');
    } finally {
      ctx().clock.reset();
    }
    const unknown = await mark(999999, true);
    expect([unknown.status, unknown.body.message]).toEqual([404, BOOKING_MESSAGES.registroNotFound]);
  });

  it('refuses an unknown estado filter in Spanish', async () => {
    for (const q of ['estado=borrada', 'estado=pendiente&estado=confirmada']) {
      const res = await ctx().api.get(`/api/admin/registros?${q}`).set(auth(ctx()));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LIFECYCLE_MESSAGES.estadoInvalid);
    }
    expect((await ctx().api.get('/api/admin/registros/export.csv?estado=x').set(auth(ctx()))).status).toBe(400);
  });
});
