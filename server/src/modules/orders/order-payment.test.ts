import { expect, it } from 'vitest';
import { ORDER_MESSAGES as MSG } from '@app/shared/orders';
import { describeEachDb, describeTwoInstancesOnMysql, type TestContext } from '../../../test/helpers/test-app.js';
import { createProduct, stockOf } from '../../../test/helpers/products.js';
import { linkIn } from '../../../test/helpers/mail-capture.js';
import { orderPayload, placeOrder, saveShopSettings } from '../../../test/helpers/orders.js';
import { runOrderPaymentPass } from './order-payment.service.js';
import { wompiPayments } from '../payments/index.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const START = new Date('2026-12-01T15:00:00.000Z');

/** One pass of the worker at `at` (the injected clock). */
async function passAt(c: TestContext, at: number) {
  c.clock.set(new Date(at));
  return c.runtime.orderPayments.runDue();
}

async function order(c: TestContext, productoId: number, email: string, over: Parameters<typeof orderPayload>[2] = {}) {
  const base = orderPayload([{ productoId, cantidad: 2 }], 48000, over);
  return placeOrder(c, { ...base, comprador: { ...base.comprador, email } });
}

describeEachDb('Unpaid transfer orders: the reminder halfway and the expiry', (ctx) => {
  let p: number;

  it('sets up the shop', async () => {
    await saveShopSettings(ctx());
    p = (await createProduct(ctx(), { nombre: 'Té Matcha', precio: 20000, stock: 10 })).id;
  });

  it('reminds once at half of ORDER_PAYMENT_HOURS, expires at the end, and gives the units back once', async () => {
    const c = ctx();
    c.clock.set(START);
    const o = await order(c, p, 'paga-tarde@correo.test');
    expect(await stockOf(c, p)).toBe(8);
    const t = START.getTime();
    expect(await passAt(c, t + 24 * HOUR - MIN)).toEqual({ expired: 0, reminded: 0, elsewhere: 0 });
    expect(await passAt(c, t + 24 * HOUR)).toEqual({ expired: 0, reminded: 1, elsewhere: 0 });
    expect(await passAt(c, t + 30 * HOUR)).toEqual({ expired: 0, reminded: 0, elsewhere: 0 });
    expect(await passAt(c, t + 48 * HOUR - MIN)).toEqual({ expired: 0, reminded: 0, elsewhere: 0 });
    await c.flushEmails();
    const reminders = c.mail.to('paga-tarde@correo.test').filter((m) => m.subject.startsWith('Recuerda pagar'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toContain(o.referencia);
    expect(reminders[0].text).toContain('$ 48.000');
    expect(reminders[0].text).toContain('Bancolombia ahorros');
    // its link opens the same order (a fresh token: the first one is not stored)
    const link = linkIn(reminders[0], '/pedido/');
    expect((await c.api.get(`/api/pedidos/seguimiento/${link.split('/pedido/')[1]}`)).body.referencia).toBe(o.referencia);

    expect(await passAt(c, t + 48 * HOUR)).toEqual({ expired: 1, reminded: 0, elsewhere: 0 });
    expect(await stockOf(c, p)).toBe(10);
    expect(await passAt(c, t + 49 * HOUR)).toEqual({ expired: 0, reminded: 0, elsewhere: 0 });
    expect(await stockOf(c, p)).toBe(10);
    const tracking = (await c.api.get(`/api/pedidos/seguimiento/${o.token}`)).body;
    expect(tracking).toMatchObject({ estado: 'expirado', puedeCancelar: false, venceEn: null });
    expect(tracking.historial.map((e: { estado: string; nota: string | null }) => [e.estado, e.nota])).toEqual([
      ['pendiente_pago', null],
      ['expirado', 'Venció el plazo de pago'],
    ]);
    await c.flushEmails();
    const expired = c.mail.to('paga-tarde@correo.test').filter((m) => m.subject.includes('expirado'));
    expect(expired).toHaveLength(1);
    expect(expired[0].text).toContain('No recibimos el pago');
    // nothing more can happen to it
    expect((await c.api.post(`/api/pedidos/seguimiento/${o.token}/cancelar`)).status).toBe(409);
    const move = await c.api
      .post(`/api/admin/pedidos/${o.id}/estado`)
      .set('Authorization', `Bearer ${c.adminToken()}`)
      .send({ estado: 'pagado' });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe(MSG.moveInvalid);
    c.clock.reset();
  });

  it('leaves paid, cancelled and confirmed cash-on-delivery orders alone, and reminds nobody past the expiry', async () => {
    const c = ctx();
    c.clock.set(START);
    const t = START.getTime();
    const paid = await order(c, p, 'pagado@correo.test');
    const cancelled = await order(c, p, 'cancelado@correo.test');
    const cod = await order(c, p, 'contraentrega@correo.test', { metodoPago: 'contra_entrega' });
    expect(await stockOf(c, p)).toBe(4);
    await c.api.post(`/api/admin/pedidos/${paid.id}/estado`).set('Authorization', `Bearer ${c.adminToken()}`).send({ estado: 'pagado' });
    await c.api.post(`/api/pedidos/seguimiento/${cancelled.token}/cancelar`);
    expect((await c.api.post(`/api/pedidos/seguimiento/${cod.token}/confirmar`)).status).toBe(200);
    expect(await stockOf(c, p)).toBe(6);
    // the server was down the whole time: at once past the expiry, nothing to remind, nothing to expire
    expect(await passAt(c, t + 100 * HOUR)).toEqual({ expired: 0, reminded: 0, elsewhere: 0 });
    expect(await stockOf(c, p)).toBe(6);
    expect((await c.api.get(`/api/pedidos/seguimiento/${cod.token}`)).body.estado).toBe('pendiente_pago');
    c.clock.reset();
  });

  it('expires straight away, without a reminder, an order whose whole time passed while the server was down', async () => {
    const c = ctx();
    c.clock.set(START);
    const o = await order(c, p, 'dormido@correo.test');
    expect(await passAt(c, START.getTime() + 72 * HOUR)).toEqual({ expired: 1, reminded: 0, elsewhere: 0 });
    await c.flushEmails();
    expect(c.mail.to('dormido@correo.test').map((m) => m.subject)).toEqual([
      expect.stringContaining(`Recibimos tu pedido ${o.referencia}`),
      expect.stringContaining(`Pedido ${o.referencia} expirado`),
    ]);
    c.clock.reset();
  });

  it('does each reminder and each expiry once when passes run at the same time', async () => {
    const c = ctx();
    c.clock.set(START);
    const before = (await stockOf(c, p))!;
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await order(c, p, `carrera${i}@correo.test`));
    const deps = {
      config: c.config,
      db: c.db,
      clock: c.clock.now,
      logger: c.runtime.logger,
      outbox: c.runtime.outbox,
      payments: wompiPayments,
    };
    const race = async (at: number) => {
      c.clock.set(new Date(at));
      const passes = await Promise.all([runOrderPaymentPass(deps), runOrderPaymentPass(deps), runOrderPaymentPass(deps)]);
      return passes.reduce((sum, x) => ({ expired: sum.expired + x.expired, reminded: sum.reminded + x.reminded }), {
        expired: 0,
        reminded: 0,
      });
    };
    expect(await race(START.getTime() + 25 * HOUR)).toEqual({ expired: 0, reminded: 3 });
    expect(await race(START.getTime() + 49 * HOUR)).toEqual({ expired: 3, reminded: 0 });
    expect(await stockOf(c, p)).toBe(before);
    await c.flushEmails();
    for (let i = 0; i < 3; i++) {
      const subjects = c.mail.to(`carrera${i}@correo.test`).map((m) => m.subject);
      expect(subjects.filter((s) => s.startsWith('Recuerda pagar'))).toHaveLength(1);
      expect(subjects.filter((s) => s.includes('expirado'))).toHaveLength(1);
    }
    c.clock.reset();
  });
});

describeEachDb(
  'Unpaid transfer orders with ORDER_PAYMENT_HOURS=6',
  (ctx) => {
    it('reminds at 3 hours and expires at 6', async () => {
      const c = ctx();
      await saveShopSettings(c);
      const p = (await createProduct(c, { nombre: 'Fibra', precio: 20000, stock: 5 })).id;
      c.clock.set(START);
      const o = await order(c, p, 'seis@correo.test');
      const tracking = (await c.api.get(`/api/pedidos/seguimiento/${o.token}`)).body;
      expect(Date.parse(tracking.venceEn) - START.getTime()).toBe(6 * HOUR);
      expect((await passAt(c, START.getTime() + 3 * HOUR - MIN)).reminded).toBe(0);
      expect((await passAt(c, START.getTime() + 3 * HOUR)).reminded).toBe(1);
      expect((await passAt(c, START.getTime() + 6 * HOUR)).expired).toBe(1);
      expect(await stockOf(c, p)).toBe(5);
      c.clock.reset();
    });
  },
  { env: { ORDER_PAYMENT_HOURS: '6' } },
);

describeTwoInstancesOnMysql('Unpaid transfer orders: two app instances on one MariaDB [mysql]', (instances) => {
  it('sends each reminder once and expires each order once while both instances run their passes', async () => {
    const { ctx, other } = instances();
    await saveShopSettings(ctx);
    const p = (await createProduct(ctx, { nombre: 'Colágeno Marino', precio: 20000, stock: 20 })).id;
    ctx.clock.set(START);
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await order(ctx, p, `dos${i}@correo.test`));
    expect(await stockOf(ctx, p)).toBe(8);
    const race = async (at: number) => {
      ctx.clock.set(new Date(at));
      const passes = await Promise.all([ctx.runtime.orderPayments.runDue(), other.orderPayments.runDue()]);
      return {
        expired: passes[0].expired + passes[1].expired,
        reminded: passes[0].reminded + passes[1].reminded,
        elsewhere: passes[0].elsewhere + passes[1].elsewhere,
      };
    };
    const reminded = await race(START.getTime() + 24 * HOUR);
    expect(reminded).toMatchObject({ expired: 0, reminded: 6 });
    expect((await race(START.getTime() + 30 * HOUR)).reminded).toBe(0);
    const expired = await race(START.getTime() + 48 * HOUR);
    expect(expired).toMatchObject({ expired: 6, reminded: 0 });
    expect(await stockOf(ctx, p)).toBe(20);
    await ctx.flushEmails();
    await other.outbox.processDue();
    for (let i = 0; i < 6; i++) {
      const subjects = ctx.mail.to(`dos${i}@correo.test`).map((m) => m.subject);
      expect(
        subjects.filter((s) => s.startsWith('Recuerda pagar')),
        `dos${i}`,
      ).toHaveLength(1);
      expect(
        subjects.filter((s) => s.includes('expirado')),
        `dos${i}`,
      ).toHaveLength(1);
    }
    const events = await ctx.db.selectFrom('pedido_eventos').select('pedido_id').where('estado', '=', 'expirado').execute();
    expect(events).toHaveLength(6);
    ctx.clock.reset();
  }, 60_000);
});
