import { beforeAll, expect, it } from 'vitest';
import { INSIGHTS_MESSAGES, type InsightsResponse } from '@app/shared/insights';
import { colombiaToUtc } from '@app/shared/colombia-time';
import { TestClock, describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { bookingDetails } from '../../../test/helpers/booking.js';
import { insertBooking, writeBooking, type BookingState } from '../booking/booking.repo.js';
import { createProduct } from '../../../test/helpers/products.js';
import { orderPayload, placeOrder, saveShopSettings } from '../../../test/helpers/orders.js';
import { createAccount } from '../../../test/helpers/accounts.js';
import { createReto, enrol } from '../../../test/helpers/enrolments.js';
import { nowDb } from '../../lib/time.js';

const auth = (ctx: TestContext) => ({ Authorization: `Bearer ${ctx.adminToken()}` });

type Fate = 'pendiente' | 'confirmada' | 'asistio' | 'no_asistio' | 'cancelada-confirmada' | 'cancelada-pendiente';

/** A booking created at a Colombia wall-clock moment, for an appointment, ending in `fate`. */
async function seed(ctx: TestContext, created: [string, string], appt: [string, string], fate: Fate, recomendado: string | null) {
  const now = colombiaToUtc(...created);
  const [fecha, hora] = appt;
  const b = await insertBooking(ctx.db, {
    details: bookingDetails({ recomendado_por: recomendado }),
    fecha,
    hora,
    holdExpiresAt: new Date(now.getTime() + 24 * 3600_000),
    now,
  });
  if (fate === 'pendiente') return;
  const wasConfirmed = fate !== 'cancelada-pendiente';
  const estado = fate.startsWith('cancelada') ? 'cancelada' : fate;
  const state: BookingState = {
    estado: estado as BookingState['estado'],
    holdsSlot: estado !== 'cancelada',
    holdExpiresAt: null,
    verifiedAt: wasConfirmed ? now : null,
    cancelled: estado === 'cancelada' ? { por: 'cliente', motivo: null, at: now } : null,
  };
  await writeBooking(ctx.db, b.id, { fecha, hora, state, now });
}

// 2026-03-01 is a Sunday: the period's first week starts on Monday 2026-02-23.
const clock = new TestClock('2026-03-20T17:00:00Z');

describeEachDb(
  'admin statistics',
  (ctx) => {
    beforeAll(async () => {
      const c = ctx();
      await seed(c, ['2026-03-02', '08:00'], ['2026-03-10', '09:00'], 'asistio', 'Ana');
      await seed(c, ['2026-03-03', '23:30'], ['2026-03-11', '09:00'], 'no_asistio', ' ana ');
      await seed(c, ['2026-03-05', '10:00'], ['2026-03-13', '10:00'], 'cancelada-pendiente', 'Instagram');
      // 19:00 in Colombia is already the next day in UTC: Thursday in the grid
      await seed(c, ['2026-03-09', '10:00'], ['2026-03-12', '19:00'], 'cancelada-confirmada', 'instagram');
      await seed(c, ['2026-03-10', '10:00'], ['2026-03-18', '10:00'], 'pendiente', 'ANA');
      // the last minute of the period in Colombia (already the 16th in UTC) counts, in the week of the 9th
      await seed(c, ['2026-03-15', '23:59'], ['2026-03-17', '09:00'], 'confirmada', '');
      // outside: the evening before (already March 1st in UTC) and the first minutes after
      await seed(c, ['2026-02-28', '23:00'], ['2026-03-19', '09:00'], 'confirmada', 'Ana');
      await seed(c, ['2026-03-16', '00:30'], ['2026-03-19', '10:00'], 'asistio', 'Ana');
    });

    it('counts the bookings created in the period, in Colombia time, with rates, weeks, the day × hour grid and origins', async () => {
      const res = await ctx().api.get('/api/admin/estadisticas?desde=2026-03-01&hasta=2026-03-15').set(auth(ctx()));
      expect(res.status).toBe(200);
      const body = res.body as InsightsResponse;
      expect(body).toEqual({
        desde: '2026-03-01',
        hasta: '2026-03-15',
        totales: { creadas: 6, confirmadas: 4, canceladas: 2, asistio: 1, noAsistio: 1 },
        tasaConfirmacion: 0.667,
        tasaAsistencia: 0.5,
        porSemana: [
          { semana: '2026-02-23', creadas: 0, confirmadas: 0 },
          { semana: '2026-03-02', creadas: 3, confirmadas: 2 },
          { semana: '2026-03-09', creadas: 3, confirmadas: 2 },
        ],
        diaHora: [
          { dia: 1, hora: 9, total: 2 },
          { dia: 2, hora: 9, total: 1 },
          { dia: 3, hora: 19, total: 1 },
        ],
        origen: [
          { recomendadoPor: 'ana', total: 3 },
          { recomendadoPor: 'instagram', total: 2 },
          { recomendadoPor: null, total: 1 },
        ],
        ventas: {
          pedidos: 0,
          ingresos: 0,
          ticketPromedio: null,
          pendientes: 0,
          cancelados: 0,
          porSemana: [
            { semana: '2026-02-23', pedidos: 0, ingresos: 0, ticketPromedio: null },
            { semana: '2026-03-02', pedidos: 0, ingresos: 0, ticketPromedio: null },
            { semana: '2026-03-09', pedidos: 0, ingresos: 0, ticketPromedio: null },
          ],
          masVendidos: [],
        },
        // no enrolment in retos in the period (retos.test.ts counts one)
        retos: [],
      });
    });

    it('defaults to the last 90 days up to today in Colombia; one end given fills in the other', async () => {
      const res = await ctx().api.get('/api/admin/estadisticas').set(auth(ctx()));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ desde: '2025-12-21', hasta: '2026-03-20' });
      expect(res.body.totales.creadas).toBe(8);
      const from = await ctx().api.get('/api/admin/estadisticas?desde=2026-03-16').set(auth(ctx()));
      expect(from.body).toMatchObject({ desde: '2026-03-16', hasta: '2026-03-20', totales: { creadas: 1, asistio: 1 } });
    });

    it('an empty period answers zeros and no rates', async () => {
      const res = await ctx().api.get('/api/admin/estadisticas?desde=2025-01-01&hasta=2025-01-07').set(auth(ctx()));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        totales: { creadas: 0, confirmadas: 0, canceladas: 0, asistio: 0, noAsistio: 0 },
        tasaConfirmacion: null,
        tasaAsistencia: null,
        diaHora: [],
        origen: [],
      });
      expect(res.body.porSemana).toEqual([
        { semana: '2024-12-30', creadas: 0, confirmadas: 0 },
        { semana: '2025-01-06', creadas: 0, confirmadas: 0 },
      ]);
    });

    it('refuses bad dates with a Spanish 400, and callers without an admin token', async () => {
      const get = (q: string) => ctx().api.get(`/api/admin/estadisticas?${q}`).set(auth(ctx()));
      for (const [q, message] of [
        ['desde=2026-13-01', INSIGHTS_MESSAGES.desdeInvalid],
        ['desde=ayer', INSIGHTS_MESSAGES.desdeInvalid],
        ['hasta=2026-02-30', INSIGHTS_MESSAGES.hastaInvalid],
        ['desde=a&desde=b', INSIGHTS_MESSAGES.desdeInvalid],
        ['desde=2026-03-10&hasta=2026-03-01', INSIGHTS_MESSAGES.rangeInverted],
        ['desde=2020-01-01&hasta=2026-03-01', INSIGHTS_MESSAGES.rangeTooLong],
        ['desde=2020-01-01', INSIGHTS_MESSAGES.rangeTooLong],
      ] as const) {
        const res = await get(q);
        expect(res.status, q).toBe(400);
        expect(res.body.message, q).toBe(message);
      }
      expect((await ctx().api.get('/api/admin/estadisticas')).status).toBe(401);
    });
  },
  { clock },
);

describeEachDb("admin statistics: the shop's sales", (ctx) => {
  it('counts orders, revenue and the average order per week, and the best-selling products, of the sales placed in the period', async () => {
    const c = ctx();
    await saveShopSettings(c, { envioGratisDesde: null });
    const batido = (await createProduct(c, { nombre: 'Batido', precio: 100000, stock: null })).id;
    const te = (await createProduct(c, { nombre: 'Té', precio: 20000, stock: null })).id;
    const move = async (id: number, ...estados: string[]) => {
      for (const estado of estados) {
        const body =
          estado === 'enviado'
            ? { estado, transportadora: 'X', guia: '1' }
            : estado === 'cancelado'
              ? { estado, motivo: 'Prueba' }
              : { estado };
        expect((await c.api.post(`/api/admin/pedidos/${id}/estado`).set(auth(c)).send(body)).status).toBe(200);
      }
    };
    /** An order placed at a Colombia moment (delivery in Bogotá: 8 000). */
    const at = async (
      fecha: string,
      hora: string,
      items: { productoId: number; cantidad: number }[],
      total: number,
      metodoPago: 'transferencia' | 'contra_entrega' = 'transferencia',
    ) => {
      c.clock.set(colombiaToUtc(fecha, hora));
      return placeOrder(c, orderPayload(items, total, { metodoPago }));
    };
    // week of Monday 2026-04-06
    const a = await at('2026-04-06', '09:00', [{ productoId: batido, cantidad: 2 }], 208000);
    const b = await at('2026-04-08', '18:00', [{ productoId: te, cantidad: 3 }], 68000, 'contra_entrega');
    // week of Monday 2026-04-13; the last minute of Sunday the 19th in Colombia is already Monday in UTC
    const d = await at(
      '2026-04-14',
      '10:00',
      [
        { productoId: batido, cantidad: 1 },
        { productoId: te, cantidad: 1 },
      ],
      128000,
    );
    const e = await at('2026-04-19', '23:59', [{ productoId: te, cantidad: 5 }], 108000);
    // not sales: paid then cancelled, still unpaid, expired; and one outside the period
    const f = await at('2026-04-15', '10:00', [{ productoId: batido, cantidad: 4 }], 408000);
    await at('2026-04-16', '10:00', [{ productoId: batido, cantidad: 1 }], 108000);
    const h = await at('2026-04-10', '10:00', [{ productoId: te, cantidad: 1 }], 28000);
    const outside = await at('2026-04-20', '00:01', [{ productoId: batido, cantidad: 9 }], 908000);
    c.clock.set('2026-04-25T15:00:00.000Z');
    await move(a.id, 'pagado', 'en_preparacion', 'enviado', 'entregado');
    await move(b.id, 'en_preparacion');
    await move(d.id, 'pagado');
    await move(e.id, 'pagado');
    await move(f.id, 'pagado', 'cancelado');
    await move(outside.id, 'pagado');
    await c.db.updateTable('pedidos').set({ estado: 'expirado' }).where('id', '=', h.id).execute();

    const res = await c.api.get('/api/admin/estadisticas?desde=2026-04-06&hasta=2026-04-19').set(auth(c));
    expect(res.status).toBe(200);
    expect((res.body as InsightsResponse).ventas).toEqual({
      pedidos: 4,
      ingresos: 208000 + 68000 + 128000 + 108000,
      ticketPromedio: 128000,
      pendientes: 1,
      cancelados: 2,
      porSemana: [
        { semana: '2026-04-06', pedidos: 2, ingresos: 276000, ticketPromedio: 138000 },
        { semana: '2026-04-13', pedidos: 2, ingresos: 236000, ticketPromedio: 118000 },
      ],
      masVendidos: [
        { productoId: te, nombre: 'Té', unidades: 9, ingresos: 180000 },
        { productoId: batido, nombre: 'Batido', unidades: 3, ingresos: 300000 },
      ],
    });
    c.clock.reset();
  });
});

describeEachDb('Statistics: the retos’ completion rate', (ctx) => {
  it('counts, per reto, the enrolments whose last day fell in the period and whose check-in window closed, and those checked in every day', async () => {
    const c = ctx();
    const reto = await createReto(c, 3);
    const other = await createReto(c, 10);
    const a = await createAccount(c);
    const checkIn = async (inscripcion_id: number, dias: number[]) => {
      for (const dia of dias)
        await c.db
          .insertInto('reto_checkins')
          .values({
            inscripcion_id,
            user_id: a.id,
            dia,
            fecha: '2026-06-01',
            vasos_agua: 1,
            comidas_plan: null,
            minutos_ejercicio: null,
            horas_sueno: null,
            animo: null,
            nota: null,
            created_at: nowDb(),
            updated_at: nowDb(),
          })
          .execute();
    };
    await checkIn(await enrol(c, a, reto.id, '2026-06-01'), [1, 2, 3]); // last day 06-03: completed
    await checkIn(await enrol(c, a, reto.id, '2026-06-02'), [1, 3]); // last day 06-04: a day missed
    await checkIn(await enrol(c, a, reto.id, '2026-06-05'), [1, 2, 3]); // last day 06-07: its window is still open on 06-09
    const cancelled = await enrol(c, await createAccount(c), reto.id, '2026-06-01');
    await c.db.updateTable('reto_inscripciones').set({ estado: 'cancelada' }).where('id', '=', cancelled).execute();
    await checkIn(await enrol(c, a, reto.id, '2026-05-20'), [1, 2, 3]); // last day 05-22: before the period
    await enrol(c, a, other.id, '2026-06-10'); // not finished

    c.clock.set('2026-06-10T04:59:00.000Z'); // 23:59 on 06-09 in Bogotá
    const res = await c.api.get('/api/admin/estadisticas?desde=2026-06-01&hasta=2026-06-30').set(auth(c));
    expect(res.status).toBe(200);
    const retos = (res.body as InsightsResponse).retos!;
    // the enrolments were made (paid) outside the period: no enrolments per week, but the reto is listed for its rate
    expect(retos).toEqual([
      {
        retoId: reto.id,
        nombre: reto.nombre,
        inscripciones: 0,
        porSemana: ['2026-06-01', '2026-06-08', '2026-06-15', '2026-06-22', '2026-06-29'].map((semana) => ({ semana, inscripciones: 0 })),
        finalizadas: 2,
        completadas: 1,
        tasaFinalizacion: 0.5,
      },
    ]);
    // at midnight in Bogotá the window of the enrolment that ended on 06-07 closes: it counts, completed
    c.clock.set('2026-06-10T05:00:00.000Z');
    const later = (await c.api.get('/api/admin/estadisticas?desde=2026-06-01&hasta=2026-06-30').set(auth(c))).body as InsightsResponse;
    expect(later.retos![0]).toMatchObject({ finalizadas: 3, completadas: 2, tasaFinalizacion: 0.667 });
    c.clock.reset();
  });
});
