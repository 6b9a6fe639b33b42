import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colombiaToUtc } from '@app/shared/colombia-time';
import { INSIGHTS_MESSAGES } from '@app/shared/insights';
import { DIALECTS, createTestContext, describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { bookVerified, insertVerifiedBooking, registroUpdatePayload, postBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { parseIcs, parseIcsCalendar } from '../../../test/helpers/ics.js';

const auth = (ctx: TestContext) => ({ Authorization: `Bearer ${ctx.adminToken()}` });
const pathOf = (url: string) => new URL(url).pathname;

async function address(ctx: TestContext): Promise<string> {
  const res = await ctx.api.get('/api/admin/calendario').set(auth(ctx));
  expect(res.status).toBe(200);
  return res.body.url as string;
}

async function feed(ctx: TestContext, url: string) {
  const res = await ctx.api.get(pathOf(url));
  expect(res.status).toBe(200);
  return { res, cal: parseIcsCalendar(res.text) };
}

let n = 0;
const uniqueEmail = () => `feed.${++n}.${Date.now().toString(36)}@correo.test`;

describeEachDb('calendar feed', (ctx) => {
  it('gives each admin one private address, the same on every visit, refused without an admin token', async () => {
    expect((await ctx().api.get('/api/admin/calendario')).status).toBe(401);
    expect((await ctx().api.post('/api/admin/calendario/regenerar')).status).toBe(401);
    const url = await address(ctx());
    expect(url).toMatch(/^http:\/\/sitio\.test\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await address(ctx())).toBe(url);
    // only the token's hash is stored
    const token = /calendario\/(.+)\.ics$/.exec(url)![1];
    const rows = await ctx().db.selectFrom('calendar_feeds').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('lists a confirmed booking with the invitation UID, Colombia times, name and phone only, no health data and no e-mail', async () => {
    const email = uniqueEmail();
    const fecha = colombiaDatePlus(40);
    const id = await bookVerified(ctx(), {
      email,
      nombre: 'Marisol',
      apellidos: 'Calendario Díaz',
      telefono: '573009998877',
      fechaAsesoria: fecha,
      horaAsesoria: '15:00',
      sufreDe: ['gastritis'],
      sufreDeOtros: 'Hipotiroidismo reservado',
      objetivoOtros: 'Objetivo confidencial',
      ocupacion: 'Astronauta',
      recomendadoPor: 'Prima Lejana',
    });
    await ctx().flushEmails();
    const confirmation = ctx()
      .mail.to(email)
      .find((m) => m.attachments.some((a) => a.filename === 'asesoria.ics'))!;
    const invitation = parseIcs(confirmation.attachments.find((a) => a.filename === 'asesoria.ics')!.content);

    const { res, cal } = await feed(ctx(), await address(ctx()));
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(cal.props['refresh-interval']).toBe('PT15M');
    expect(cal.props['x-published-ttl']).toBe('PT15M');
    const event = cal.events.find((e) => e.uid === invitation.uid);
    expect(event).toBeDefined();
    expect(event!.uid).toBe(`registro-${id}@sitio.test`);
    expect(event!.status).toBe('CONFIRMED');
    expect(event!.start).toBe(colombiaToUtc(fecha, '15:00').toISOString());
    expect(event!.end).toBe(colombiaToUtc(fecha, '16:00').toISOString());
    expect(event!.start).toBe(invitation.start);
    expect(event!.summary).toContain('Marisol Calendario Díaz');
    expect(event!.description).toContain('573009998877');
    expect(event!.description).toContain('http://sitio.test/admin/dashboard/agenda');
    expect(res.text).toContain('TZID=America/Bogota');
    for (const secret of [email, 'gastritis', 'Gastritis', 'Hipotiroidismo', 'confidencial', 'Astronauta', 'Prima Lejana', '68.5', '165'])
      expect(res.text).not.toContain(secret);
  });

  it('raises the SEQUENCE on each change (admin edit, reschedule) and keeps a cancellation with STATUS:CANCELLED', async () => {
    const email = uniqueEmail();
    const fecha = colombiaDatePlus(41);
    const id = await bookVerified(ctx(), { email, fechaAsesoria: fecha, horaAsesoria: '09:00' });
    const url = await address(ctx());
    const uid = `registro-${id}@sitio.test`;
    const eventOf = async () => (await feed(ctx(), url)).cal.events.find((e) => e.uid === uid)!;
    const first = await eventOf();

    // an edit the client is not told about (the phone) still changes the coach's entry
    const edit = await ctx()
      .api.put(`/api/admin/registros/${id}`)
      .set(auth(ctx()))
      .send(registroUpdatePayload(fecha, '09:00', { email, telefono: '573001112233', notificarCliente: false }));
    expect(edit.status).toBe(200);
    const edited = await eventOf();
    expect(edited.sequence).toBeGreaterThan(first.sequence);
    expect(edited.description).toContain('573001112233');

    const moved = await ctx()
      .api.put(`/api/admin/registros/${id}`)
      .set(auth(ctx()))
      .send(registroUpdatePayload(fecha, '11:00', { email, telefono: '573001112233' }));
    expect(moved.status).toBe(200);
    const after = await eventOf();
    expect(after.sequence).toBeGreaterThan(edited.sequence);
    expect(after.start).toBe(colombiaToUtc(fecha, '11:00').toISOString());

    const cancel = await ctx()
      .api.put(`/api/admin/registros/${id}`)
      .set(auth(ctx()))
      .send(registroUpdatePayload(fecha, '11:00', { email, telefono: '573001112233', estado: 'cancelada' }));
    expect(cancel.status).toBe(200);
    const cancelled = await eventOf();
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(after.sequence);
  });

  it('reaches 30 days back, leaves out pending bookings', async () => {
    const recent = await insertVerifiedBooking(ctx(), colombiaDatePlus(-29), '10:00');
    const old = await insertVerifiedBooking(ctx(), colombiaDatePlus(-31), '10:00');
    const pending = await postBooking(ctx(), { fechaAsesoria: colombiaDatePlus(42) });
    expect(pending.status).toBe(201);
    const uids = (await feed(ctx(), await address(ctx()))).cal.events.map((e) => e.uid);
    expect(uids).toContain(`registro-${recent}@sitio.test`);
    expect(uids).not.toContain(`registro-${old}@sitio.test`);
    expect(uids).not.toContain(`registro-${pending.body.id}@sitio.test`);
  });

  it('answers 304 to a matching ETag or an unchanged Last-Modified, 200 once the agenda changed', async () => {
    const url = await address(ctx());
    const { res } = await feed(ctx(), url);
    const etag = res.headers.etag as string;
    const lastModified = res.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const again = await ctx().api.get(pathOf(url)).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect((await ctx().api.get(pathOf(url)).set('If-Modified-Since', lastModified)).status).toBe(304);
    expect((await ctx().api.get(pathOf(url)).set('If-None-Match', '"otro"')).status).toBe(200);

    ctx().clock.advance(5_000);
    await bookVerified(ctx(), { fechaAsesoria: colombiaDatePlus(43) });
    const changed = await ctx().api.get(pathOf(url)).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(new Date(changed.headers['last-modified'] as string).getTime()).toBeGreaterThan(new Date(lastModified).getTime());
    expect((await ctx().api.get(pathOf(url)).set('If-Modified-Since', lastModified)).status).toBe(200);
  });

  it('a deleted booking changes the ETag although no row carries a newer time', async () => {
    const url = await address(ctx());
    const id = await bookVerified(ctx(), { fechaAsesoria: colombiaDatePlus(44) });
    const etag = (await feed(ctx(), url)).res.headers.etag as string;
    expect((await ctx().api.delete(`/api/admin/registros/${id}?notificarCliente=false`).set(auth(ctx()))).status).toBe(200);
    const after = await ctx().api.get(pathOf(url)).set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(parseIcsCalendar(after.text).events.map((e) => e.uid)).not.toContain(`registro-${id}@sitio.test`);
  });

  it('a new address replaces the old one (404 from then on); unknown tokens are 404', async () => {
    const old = await address(ctx());
    const res = await ctx().api.post('/api/admin/calendario/regenerar').set(auth(ctx()));
    expect(res.status).toBe(200);
    const fresh = res.body.url as string;
    expect(fresh).not.toBe(old);
    expect(await address(ctx())).toBe(fresh);
    const gone = await ctx().api.get(pathOf(old));
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(INSIGHTS_MESSAGES.calendarNotFound);
    expect((await ctx().api.get(pathOf(fresh))).status).toBe(200);
    expect((await ctx().api.get('/calendario/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await ctx().api.get('/calendario/x.ics')).status).toBe(404);
    expect((await ctx().api.get(pathOf(fresh).replace('.ics', ''))).status).toBe(404);
  });
});

for (const dialect of DIALECTS) {
  describe(`calendar feed rate limit [${dialect}]`, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext(dialect, { env: { RATE_LIMIT_CALENDAR_FEED_MAX: '3' } });
    });
    afterAll(async () => {
      await ctx.close();
    });
    it('answers 429 in Spanish past the limit, unknown tokens included', async () => {
      const url = pathOf(await address(ctx));
      for (let i = 0; i < 2; i++) expect((await ctx.api.get(url)).status).toBe(200);
      expect((await ctx.api.get('/calendario/desconocido-desconocido-desconocido.ics')).status).toBe(404);
      const limited = await ctx.api.get(url);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/[Dd]emasiad/);
    });
  });
}
