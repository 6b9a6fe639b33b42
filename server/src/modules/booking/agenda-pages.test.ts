import { beforeEach, expect, it } from 'vitest';
import { AGENDA_PAGE_MESSAGES, nextCursorFromLink } from '@app/shared/agenda-page';
import type { AdminRegistro, BookingEstado } from '@app/shared/booking';
import { colombiaToUtc } from '@app/shared/colombia-time';
import { rawBody } from '../../../test/helpers/raw-body.js';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { bookingDetails, insertVerifiedBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { toDbDateTime } from '../../lib/time.js';
import { anonymiseBooking } from './booking-anonymise.repo.js';
import { agendaCsv } from './booking.csv.js';
import { detailColumns, slotKey } from './booking.rows.js';
import { encodeAgendaCursor } from './agenda.service.js';

const auth = (ctx: TestContext) => ({ Authorization: `Bearer ${ctx.adminToken()}` });
const ids = (body: { id: number }[]) => body.map((r) => r.id);

/**
 * Bookings written in multi-row INSERTs (the API would take minutes for a thousand): the i-th at
 * `firstDay + floor(i / 12)` days, hours 08:00…19:00 in turn, Colombia time.
 */
async function seedBookings(
  ctx: TestContext,
  n: number,
  opts: { firstDay: number; estado?: BookingEstado; nombre?: (i: number) => string },
): Promise<void> {
  const now = toDbDateTime(new Date());
  const estado = opts.estado ?? 'confirmada';
  const holds = estado !== 'cancelada' && estado !== 'pendiente';
  for (let start = 0; start < n; start += 200) {
    const rows = [];
    for (let i = start; i < Math.min(n, start + 200); i++) {
      const fecha = colombiaDatePlus(opts.firstDay + Math.floor(i / 12));
      const hora = `${String(8 + (i % 12)).padStart(2, '0')}:00`;
      rows.push({
        ...detailColumns(bookingDetails({ nombre: opts.nombre?.(i) ?? `Persona${i}`, email: `p${i}.${opts.firstDay}@correo.test` })),
        fecha_asesoria: toDbDateTime(colombiaToUtc(fecha, hora)),
        slot_key: holds ? slotKey(fecha, hora) : null,
        hold_expires_at: null,
        politica_privacidad: 1,
        verified: holds ? 1 : 0,
        verified_at: holds ? now : null,
        estado,
        created_at: now,
        updated_at: now,
      });
    }
    await ctx.db.insertInto('registros').values(rows).execute();
  }
}

/** Follows the Link headers from `first` to the last page; every page's rows and headers. */
async function walk(ctx: TestContext, first: string) {
  const pages: { ids: number[]; total: string; link?: string }[] = [];
  let url: string | undefined = first;
  while (url) {
    const res: { status: number; body: { id: number }[]; headers: Record<string, string> } = await ctx.api.get(url).set(auth(ctx));
    expect(res.status, url).toBe(200);
    pages.push({ ids: ids(res.body), total: res.headers['x-total-count'], link: res.headers.link });
    url = res.headers.link ? /<([^>]+)>; rel="next"/.exec(res.headers.link)![1] : undefined;
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

describeEachDb('admin: agenda pages (keyset)', (ctx) => {
  // The suite shares one database: each test counts from an empty agenda.
  beforeEach(async () => {
    await ctx().db.deleteFrom('registros').execute();
  });

  it('pages with limit and cursor: X-Total-Count, Link rel="next" until the last page, the same rows as the whole list', async () => {
    await seedBookings(ctx(), 7, { firstDay: 3 });
    const whole = await ctx().api.get('/api/admin/registros').set(auth(ctx()));
    expect(whole.headers['x-total-count']).toBe('7');
    expect(whole.headers.link).toBeUndefined();
    expect(whole.body).toHaveLength(7);

    const first = await ctx().api.get('/api/admin/registros?limit=3').set(auth(ctx()));
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(ids(first.body)).toEqual(ids(whole.body).slice(0, 3));
    expect(first.headers['x-total-count']).toBe('7');
    expect(first.headers.link).toMatch(/^<\/api\/admin\/registros\?scope=upcoming&limit=3&cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    expect(nextCursorFromLink(first.headers.link)).toBe(encodeAgendaCursor(first.body[2]));

    const pages = await walk(ctx(), '/api/admin/registros?limit=3');
    expect(pages.map((p) => p.ids.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.ids)).toEqual(ids(whole.body));
    expect(pages.every((p) => p.total === '7')).toBe(true);
    expect(pages[2]!.link).toBeUndefined();

    // A full last page: no next link rather than an empty page.
    const exact = await walk(ctx(), '/api/admin/registros?limit=7');
    expect(exact.map((p) => p.ids.length)).toEqual([7]);
    // A cursor alone pages with the default size.
    const cursorOnly = await ctx()
      .api.get(`/api/admin/registros?cursor=${encodeAgendaCursor(first.body[0])}`)
      .set(auth(ctx()));
    expect(ids(cursorOnly.body)).toEqual(ids(whole.body).slice(1));
  });

  it('past pages go newest first; scope, estado and search combine with paging', async () => {
    await seedBookings(ctx(), 9, { firstDay: -40, nombre: (i) => (i % 3 === 0 ? `Álvaro${i}` : `Beatriz${i}`) });
    await seedBookings(ctx(), 5, { firstDay: 20, estado: 'cancelada', nombre: (i) => `Álvaro${i}` });
    await seedBookings(ctx(), 4, { firstDay: 30, nombre: (i) => `Álvaro${i}` });

    const past = await ctx().api.get('/api/admin/registros?scope=past').set(auth(ctx()));
    const instants = past.body.map((r: AdminRegistro) => r.fecha_asesoria);
    expect(instants).toEqual([...instants].sort().reverse());
    const pastPages = await walk(ctx(), '/api/admin/registros?scope=past&limit=4');
    expect(pastPages.flatMap((p) => p.ids)).toEqual(ids(past.body));
    expect(pastPages[0]!.total).toBe('9');

    // Search: accents and case aside; three of the past nine are Álvaro.
    const alvaroPast = await walk(ctx(), '/api/admin/registros?scope=past&q=ALVARO&limit=2');
    expect(alvaroPast.map((p) => p.ids.length)).toEqual([2, 1]);
    expect(alvaroPast[0]!.total).toBe('3');
    expect(alvaroPast[0]!.link).toContain('q=ALVARO');

    // estado=cancelada: the cancelled ones only (not verified, so not in the default list).
    const cancelled = await walk(ctx(), '/api/admin/registros?scope=all&estado=cancelada&q=%C3%A1lvaro&limit=2');
    expect(cancelled.map((p) => p.ids.length)).toEqual([2, 2, 1]);
    expect(cancelled[0]!.total).toBe('5');
    expect(cancelled[0]!.link).toContain('estado=cancelada');
    const all = await ctx().api.get('/api/admin/registros?scope=all&q=alvaro').set(auth(ctx()));
    expect(all.headers['x-total-count']).toBe('7');
    expect(all.body.every((r: AdminRegistro) => r.estado === 'confirmada')).toBe(true);
  });

  it('is stable under inserts: a booking added before the position neither repeats nor skips a row', async () => {
    await seedBookings(ctx(), 6, { firstDay: 5 });
    const first = await ctx().api.get('/api/admin/registros?limit=3').set(auth(ctx()));
    const next = /<([^>]+)>/.exec(first.headers.link)![1]!;
    // One before the first page (an offset would shift a row onto page 2 again), one at the end.
    const before = await insertVerifiedBooking(ctx(), colombiaDatePlus(4), '09:00');
    const after = await insertVerifiedBooking(ctx(), colombiaDatePlus(60), '09:00');
    const rest = await walk(ctx(), next);
    const seen = [...ids(first.body), ...rest.flatMap((p) => p.ids)];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(before);
    expect(seen[seen.length - 1]).toBe(after);
    expect(seen).toHaveLength(7);
    expect(rest[0]!.total).toBe('8');
  });

  it('bad limit or cursor: 400 with the Spanish message', async () => {
    for (const limit of ['0', '201', 'abc', '-1', '1.5', '10000']) {
      const res = await ctx().api.get(`/api/admin/registros?limit=${limit}`).set(auth(ctx()));
      expect(res.status, limit).toBe(400);
      expect(res.body.message).toBe(AGENDA_PAGE_MESSAGES.limitInvalid);
    }
    const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
    for (const cursor of [
      '!!!',
      'a b',
      b64('no es json'),
      b64([1, 2]),
      b64(['2026-01-01T00:00:00.000Z']),
      b64(['2026-13-01T00:00:00.000Z', 1]),
      b64(['2026-01-01T00:00:00.000Z', 0]),
      b64({ f: 1 }),
      'x'.repeat(300),
    ]) {
      const res = await ctx()
        .api.get(`/api/admin/registros?limit=5&cursor=${encodeURIComponent(cursor)}`)
        .set(auth(ctx()));
      expect(res.status, cursor).toBe(400);
      expect(res.body.message).toBe(AGENDA_PAGE_MESSAGES.cursorInvalid);
    }
    const twice = await ctx().api.get('/api/admin/registros?cursor=a&cursor=b').set(auth(ctx()));
    expect(twice.status).toBe(400);
  });

  it('search takes LIKE wildcards literally and no longer finds an anonymised booking by its old name', async () => {
    const id = await insertVerifiedBooking(ctx(), colombiaDatePlus(8), '10:00', {
      nombre: 'Úrsula',
      apellidos: 'Ñáñez',
      email: 'ursula@correo.test',
    });
    await insertVerifiedBooking(ctx(), colombiaDatePlus(8), '11:00', { nombre: 'Otra' });
    for (const q of ['%', '_', '!', 'u_sula']) {
      const res = await ctx()
        .api.get(`/api/admin/registros?q=${encodeURIComponent(q)}`)
        .set(auth(ctx()));
      expect(res.body, q).toEqual([]);
    }
    expect(ids((await ctx().api.get('/api/admin/registros?q=ursula nanez').set(auth(ctx()))).body)).toEqual([id]);
    await anonymiseBooking(ctx().db, id, new Date());
    expect((await ctx().api.get('/api/admin/registros?q=ursula').set(auth(ctx()))).body).toEqual([]);
    expect((await ctx().api.get('/api/admin/registros?q=nanez').set(auth(ctx()))).body).toEqual([]);
    expect(ids((await ctx().api.get('/api/admin/registros?q=anonimo').set(auth(ctx()))).body)).toEqual([id]);
    expect(ids((await ctx().api.get(`/api/admin/registros?q=anonimo-${id}@`).set(auth(ctx()))).body)).toEqual([id]);
  });

  it('streams the CSV in batches: the same bytes as the whole file at once, every row once', async () => {
    await seedBookings(ctx(), 1234, { firstDay: 2, nombre: (i) => (i % 2 ? `Impar${i}` : `Par${i}`) });
    const list = await ctx().api.get('/api/admin/registros?scope=all').set(auth(ctx()));
    expect(list.body).toHaveLength(1234);
    const csv = await ctx().api.get('/api/admin/registros/export.csv?scope=all').set(auth(ctx())).buffer(true).parse(rawBody);
    expect(csv.status).toBe(200);
    const text = (csv.body as Buffer).toString('utf8');
    expect(text).toBe(agendaCsv(list.body));
    expect(text.split('\r\n')).toHaveLength(1234 + 2);

    const filtered = await ctx().api.get('/api/admin/registros/export.csv?scope=all&q=impar').set(auth(ctx())).buffer(true);
    const impar = await ctx().api.get('/api/admin/registros?scope=all&q=impar').set(auth(ctx()));
    expect(impar.body).toHaveLength(617);
    expect(filtered.text).toBe(agendaCsv(impar.body));
  });
});
