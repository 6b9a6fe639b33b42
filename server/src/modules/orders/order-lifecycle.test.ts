import { afterAll, expect, it } from 'vitest';
import { ORDER_MESSAGES as MSG } from '@app/shared/orders';
import { retoStartRange } from '@app/shared/retos-public';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { createAccount, giveToolsConsent } from '../../../test/helpers/accounts.js';
import { createReto } from '../../../test/helpers/enrolments.js';
import { createProduct, stockOf } from '../../../test/helpers/products.js';
import { orderIdOf, orderPayload, placeOrder, saveShopSettings } from '../../../test/helpers/orders.js';
import { WompiStandIn } from '../../../test/helpers/wompi-stand-in.js';
import { TRANSITIONS, canMove } from './order-lifecycle.js';

/**
 * The order lifecycle's holes, each as a buyer or an attacker met it (docs/architecture.md §19,
 * "The order lifecycle"): a refunded programme kept its seat, a late approval of a programme was
 * always refunded, cash on delivery held units for ever, and an event's unsigned reference paid
 * another order. Through the HTTP API, on both databases, with Wompi's stand-in.
 */

const KEYS = {
  publicKey: 'pub_test_Lc01Lc02Lc03Lc04',
  integritySecret: 'test_integrity_Lc9Lc8Lc7',
  eventsSecret: 'test_events_Lc1Lc2Lc3',
};
const standIn = await new WompiStandIn(KEYS).start();
afterAll(() => standIn.stop());

const HOUR = 3_600_000;
const EVENTS = '/api/pagos/wompi/eventos';
const admin = (c: TestContext) => ({ Authorization: `Bearer ${c.adminToken()}` });
const tracking = async (c: TestContext, token: string) => (await c.api.get(`/api/pedidos/seguimiento/${token}`)).body;
const seatsOf = (c: TestContext, pedidoId: number) =>
  c.db.selectFrom('reto_inscripciones').select(['estado', 'cancelada_at']).where('pedido_id', '=', pedidoId).execute();

/** A programme order of the account (Wompi or transfer), priced by the quote. */
async function buyReto(c: TestContext, retoId: number, token: string, metodoPago: 'wompi' | 'transferencia') {
  const q = await c.api.post('/api/pedidos/cotizar').send({ items: [], retos: [{ retoId }] });
  const { entrega: _e, ...payload } = orderPayload([], q.body.total, {
    retos: [{ retoId }],
    inicio: retoStartRange(c.clock.now()).min,
    metodoPago,
  });
  const res = await c.api.post('/api/pedidos').set('Authorization', `Bearer ${token}`).send(payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, id: await orderIdOf(c, res.body.referencia) } as {
    id: number;
    referencia: string;
    token: string;
    wompi?: { campos: { reference: string } };
  };
}

describeEachDb(
  'The order lifecycle',
  (ctx) => {
    let product: number;

    it('sets up the shop', async () => {
      await saveShopSettings(ctx());
      product = (await createProduct(ctx(), { nombre: 'Proteína de Suero', precio: 50000, stock: 20 })).id;
    });

    it('declares each move once: from where, by whom, and what it does', () => {
      expect(Object.keys(TRANSITIONS).sort()).toEqual(
        [
          'cliente_cancela',
          'cliente_cambia_metodo',
          'confirma_contra_entrega',
          'entrega',
          'envia',
          'equipo_cancela',
          'equipo_confirma_pago',
          'prepara',
          'vence',
          'wompi_aprueba',
          'wompi_aprueba_tarde',
          'wompi_reembolso_tardio',
        ].sort(),
      );
      const cod = { estado: 'pendiente_pago', metodoPago: 'contra_entrega', entrega: 'domicilio', pagado: false } as const;
      expect(canMove('confirma_contra_entrega', cod, 'cliente')).toBe(true);
      expect(canMove('confirma_contra_entrega', { ...cod, metodoPago: 'transferencia' }, 'cliente')).toBe(false);
      // the buyer never cancels a paid order, nobody but the server expires one
      expect(canMove('cliente_cancela', { ...cod, estado: 'pagado' }, 'cliente')).toBe(false);
      expect(canMove('vence', cod, 'admin')).toBe(false);
    });

    it('a cancelled (refunded) programme order ends its seat: cancelada with its date, out of Participantes and of Mi reto', async () => {
      const c = ctx();
      const person = await createAccount(c);
      // Participantes lists those who consented to the tools' health data
      await giveToolsConsent(c, person);
      const reto = await createReto(c, 10);
      const o = await buyReto(c, reto.id, person.token, 'transferencia');
      expect((await c.api.post(`/api/admin/pedidos/${o.id}/estado`).set(admin(c)).send({ estado: 'pagado' })).status).toBe(200);
      expect(await seatsOf(c, o.id)).toEqual([{ estado: 'activa', cancelada_at: null }]);
      const participants = async () =>
        (await c.api.get(`/api/admin/retos/${reto.id}/participantes`).set(admin(c))).body.participantes as { userId: number }[];
      expect((await participants()).map((p) => p.userId)).toEqual([person.id]);

      const cancel = await c.api
        .post(`/api/admin/pedidos/${o.id}/estado`)
        .set(admin(c))
        .send({ estado: 'cancelado', motivo: 'Pidió la reversión del pago' });
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ estado: 'cancelado', reembolsoPendiente: true });
      const [seat] = await seatsOf(c, o.id);
      expect(seat.estado).toBe('cancelada');
      expect(seat.cancelada_at).not.toBeNull();
      expect(await participants()).toEqual([]);
      const mine = (await c.api.get('/api/users/retos').set(person.auth)).body.inscripciones as { estado: string }[];
      expect(mine.map((i) => i.estado)).toEqual(['cancelada']);
    });

    it('a late online approval of an expired programme order enrols the buyer (a seat has no units to take back)', async () => {
      const c = ctx();
      const start = new Date(Date.now() + 3 * 24 * HOUR);
      c.clock.set(start);
      const person = await createAccount(c);
      const reto = await createReto(c, 21);
      const o = await buyReto(c, reto.id, person.token, 'wompi');
      c.clock.set(new Date(start.getTime() + 2 * HOUR));
      await c.runtime.orderPayments.runDue();
      expect((await tracking(c, o.token)).estado).toBe('expirado');

      const tx = standIn.createTransaction({ reference: o.wompi!.campos.reference, amount_in_cents: 95_000_00, status: 'APPROVED' });
      const res = await c.api.post(EVENTS).send(standIn.event(tx));
      expect(res.status).toBe(200);
      const after = (await c.api.get(`/api/admin/pedidos/${o.id}`).set(admin(c))).body;
      expect(after).toMatchObject({ estado: 'pagado', pagoTardio: true, reembolsoPendiente: false });
      expect(await seatsOf(c, o.id)).toEqual([{ estado: 'activa', cancelada_at: null }]);
      expect((await c.api.get('/api/admin/pagos/wompi/alertas').set(admin(c))).body.map((a: { alerta: string }) => a.alerta)).not.toContain(
        expect.stringContaining('hay que reembolsar'),
      );
      c.clock.reset();
    });

    it('cash on delivery holds its units CASH_ON_DELIVERY_CONFIRM_HOURS: confirmed by the buyer or the team it keeps them, else it expires with an e-mail', async () => {
      const c = ctx();
      const start = new Date(Math.floor(Date.now() / 1000) * 1000 + 6 * 24 * HOUR);
      c.clock.set(start);
      const cod = (email: string) => {
        const base = orderPayload([{ productoId: product, cantidad: 3 }], 158000, { metodoPago: 'contra_entrega' });
        return placeOrder(c, { ...base, comprador: { ...base.comprador, email } });
      };
      const before = (await stockOf(c, product))!; // created with a stock of 20
      const silent = await cod('callado@correo.test');
      const buyer = await cod('confirma@correo.test');
      const byPhone = await cod('telefono@correo.test');
      expect(await stockOf(c, product)).toBe(before - 9);
      const t = await tracking(c, silent.token);
      expect(t).toMatchObject({ estado: 'pendiente_pago', puedeConfirmar: true, confirmadoAt: null });
      expect(Date.parse(t.venceEn)).toBe(start.getTime() + 24 * HOUR);
      await c.flushEmails();
      const received = c.mail.to('callado@correo.test')[0];
      expect(received.text).toContain('Confirmar mi pedido');
      expect(received.text).toContain('Si no lo confirmas a tiempo, lo cancelaremos');

      // the buyer, from "Mi pedido"; twice is the same
      const confirmed = await c.api.post(`/api/pedidos/seguimiento/${buyer.token}/confirmar`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        estado: 'pendiente_pago',
        venceEn: null,
        puedeConfirmar: false,
        confirmadoAt: start.toISOString(),
      });
      expect((await c.api.post(`/api/pedidos/seguimiento/${buyer.token}/confirmar`)).status).toBe(200);
      // the team, after a call
      expect((await c.api.post(`/api/admin/pedidos/${byPhone.id}/confirmar`)).status).toBe(401);
      const team = await c.api.post(`/api/admin/pedidos/${byPhone.id}/confirmar`).set(admin(c));
      expect(team.status).toBe(200);
      expect(team.body).toMatchObject({ confirmadoAt: start.toISOString(), venceEn: null });
      // only an unpaid cash-on-delivery order is confirmed
      const transfer = await placeOrder(c, orderPayload([{ productoId: product, cantidad: 1 }], 58000));
      const refused = await c.api.post(`/api/pedidos/seguimiento/${transfer.token}/confirmar`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(MSG.cannotConfirm);
      expect((await c.api.post('/api/pedidos/seguimiento/no-such-token-aaaaaaaaaaaa/confirmar')).status).toBe(404);

      c.clock.set(new Date(start.getTime() + 24 * HOUR + 1000));
      // the transfer placed at the same time has 48 hours: reminded, not expired
      expect(await c.runtime.orderPayments.runDue()).toMatchObject({ expired: 1, reminded: 1 });
      expect((await tracking(c, silent.token)).estado).toBe('expirado');
      expect((await tracking(c, transfer.token)).estado).toBe('pendiente_pago');
      expect((await tracking(c, buyer.token)).estado).toBe('pendiente_pago');
      expect((await tracking(c, byPhone.token)).estado).toBe('pendiente_pago');
      // the silent order's 3 units are back, the confirmed ones' 6 still held
      expect(await stockOf(c, product)).toBe(before - 6 - 1);
      await c.flushEmails();
      const expired = c.mail.to('callado@correo.test').find((m) => m.subject.includes('expirado'))!;
      expect(expired.text).toContain('No recibimos la confirmación de tu pedido');
      // confirmed orders keep their units until the team moves them
      c.clock.set(new Date(start.getTime() + 30 * 24 * HOUR));
      await c.runtime.orderPayments.runDue();
      expect((await tracking(c, buyer.token)).estado).toBe('pendiente_pago');
      c.clock.reset();
    });

    it('an event whose unsigned reference was changed to another order of the same amount does not pay it: stored with an alert, and Wompi’s own word applied', async () => {
      const c = ctx();
      const online = async (email: string) => {
        const base = orderPayload([{ productoId: product, cantidad: 1 }], 58000, { metodoPago: 'wompi' });
        return (await placeOrder(c, { ...base, comprador: { ...base.comprador, email } })) as Awaited<ReturnType<typeof placeOrder>> & {
          wompi: { campos: { reference: string } };
        };
      };
      const payer = await online('paga@correo.test');
      const victim = await online('otro@correo.test');
      // Wompi approved the payer's transaction; the captured event is replayed with the other order's reference.
      const tx = standIn.createTransaction({ reference: payer.wompi.campos.reference, amount_in_cents: 5_800_000, status: 'APPROVED' });
      const forged = standIn.event(tx);
      forged.data.transaction.reference = victim.wompi.campos.reference;
      const res = await c.api.post(EVENTS).send(forged);
      expect(res.status).toBe(200);
      expect((await tracking(c, victim.token)).estado).toBe('pendiente_pago');
      // what Wompi itself says of the transaction is applied: the payer's order is paid
      expect((await tracking(c, payer.token)).estado).toBe('pagado');
      const alerts = (await c.api.get('/api/admin/pagos/wompi/alertas').set(admin(c))).body as { alerta: string }[];
      expect(alerts.map((a) => a.alerta)).toContainEqual(expect.stringContaining(`no coincide con lo que Wompi informa de ella`));
      const stored = await c.db
        .selectFrom('pagos_wompi_eventos')
        .select(['origen', 'alerta'])
        .where('transaccion_id', '=', tx.id)
        .orderBy('id')
        .execute();
      expect(stored).toEqual([
        { origen: 'evento', alerta: expect.stringContaining('no coincide') },
        { origen: 'consulta', alerta: null },
      ]);
      // the real event, and the forged one again, change nothing more
      expect((await c.api.post(EVENTS).send(standIn.event(tx))).status).toBe(200);
      expect((await c.api.post(EVENTS).send(forged)).status).toBe(200);
      expect((await tracking(c, victim.token)).estado).toBe('pendiente_pago');
      expect((await tracking(c, payer.token)).estado).toBe('pagado');
      const paidEvents = await c.db.selectFrom('pedido_eventos').select('estado').where('pedido_id', '=', payer.id).execute();
      expect(paidEvents.filter((e) => e.estado === 'pagado')).toHaveLength(1);
    });
  },
  {
    env: standIn.appEnv,
  },
);
