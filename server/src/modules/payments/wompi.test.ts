import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { ORDER_MESSAGES as MSG } from '@app/shared/orders';
import { ConfigError, configWarnings, loadConfig } from '../../config.js';
import { createApp } from '../../app.js';
import {
  createTestContext,
  describeEachDb,
  describeTwoInstancesOnMysql,
  type TestContext,
  rowCount,
} from '../../../test/helpers/test-app.js';
import { createProduct, stockOf } from '../../../test/helpers/products.js';
import { orderPayload, placeOrder, saveShopSettings } from '../../../test/helpers/orders.js';
import { traces } from '../../../test/helpers/traces.js';
import { WompiStandIn, type StandInStatus } from '../../../test/helpers/wompi-stand-in.js';

/**
 * Paying online through Wompi, on both databases, against the stand-in for Wompi's
 * API and checkout page (test/helpers/wompi-stand-in.ts): events signed with the events secret,
 * every status, replays, forgeries, mismatches, order, expiry and reconciliation.
 */

const KEYS = {
  publicKey: 'pub_test_Ab12Cd34Ef56Gh78',
  integritySecret: 'test_integrity_Zx9Yw8Vu7Ts6',
  eventsSecret: 'test_events_Qp1Or2Ns3Mt4',
};
const standIn = await new WompiStandIn(KEYS).start();
afterAll(() => standIn.stop());

const WOMPI_ENV = standIn.appEnv;
const MIN = 60_000;
const EVENTS = '/api/pagos/wompi/eventos';
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

type Created = Awaited<ReturnType<typeof placeOrder>> & { wompi: { url: string; campos: Record<string, string> } };

async function onlineOrder(c: TestContext, productoId: number, email: string, cantidad = 1): Promise<Created> {
  const base = orderPayload([{ productoId, cantidad }], 50000 * cantidad + 8000, { metodoPago: 'wompi' });
  return (await placeOrder(c, { ...base, comprador: { ...base.comprador, email } })) as Created;
}

const tracking = async (c: TestContext, token: string) => (await c.api.get(`/api/pedidos/seguimiento/${token}`)).body;
const attempts = (c: TestContext, pedidoId: number) =>
  c.db.selectFrom('pagos_wompi').selectAll().where('pedido_id', '=', pedidoId).orderBy('id').execute();
const admin = (c: TestContext) => ({ Authorization: `Bearer ${c.adminToken()}` });

/** Wompi's transaction for an attempt, and its signed event posted to the app. */
async function pay(c: TestContext, reference: string, status: StandInStatus, amount = 5_800_000, currency = 'COP') {
  const tx = standIn.createTransaction({ reference, amount_in_cents: amount, currency, status });
  const res = await c.api.post(EVENTS).send(standIn.event(tx));
  return { tx, res };
}

describe('Wompi settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) } as const;

  it('without the keys the method does not exist; with only some the server refuses to start naming what is missing', () => {
    expect(loadConfig({ ...base }, false).wompi).toBeUndefined();
    expect(() => loadConfig({ ...base, WOMPI_PUBLIC_KEY: KEYS.publicKey }, false)).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, WOMPI_PUBLIC_KEY: KEYS.publicKey }, false)).toThrow(/WOMPI_INTEGRITY_SECRET, WOMPI_EVENTS_SECRET/);
    expect(() => loadConfig({ ...base, WOMPI_EVENTS_SECRET: 'x', WOMPI_INTEGRITY_SECRET: 'y' }, false)).toThrow(
      /WOMPI_PUBLIC_KEY: se necesitan/,
    );
    expect(() => loadConfig({ ...base, WOMPI_PUBLIC_KEY: 'pk_123', WOMPI_EVENTS_SECRET: 'x', WOMPI_INTEGRITY_SECRET: 'y' }, false)).toThrow(
      /WOMPI_PUBLIC_KEY: debe empezar por pub_test_ o pub_prod_/,
    );
  });

  it('the API address follows the key: sandbox for test keys, production for production keys; the checkout and the times have defaults', () => {
    const keys = { WOMPI_INTEGRITY_SECRET: 'i', WOMPI_EVENTS_SECRET: 'e' };
    const test = loadConfig({ ...base, ...keys, WOMPI_PUBLIC_KEY: 'pub_test_abc' }, false);
    expect(test.wompi).toMatchObject({
      apiUrl: 'https://sandbox.wompi.co/v1',
      checkoutUrl: 'https://checkout.wompi.co/p/',
      test: true,
      reconcileIntervalMs: 600_000,
    });
    expect(test.onlinePaymentMinutes).toBe(60);
    const prod = loadConfig({ ...base, ...keys, WOMPI_PUBLIC_KEY: 'pub_prod_abc' }, false);
    expect(prod.wompi).toMatchObject({ apiUrl: 'https://production.wompi.co/v1', test: false });
    expect(
      loadConfig({ ...base, ...keys, WOMPI_PUBLIC_KEY: 'pub_prod_abc', WOMPI_API_URL: 'http://127.0.0.1:9/v1/' }, false).wompi!.apiUrl,
    ).toBe('http://127.0.0.1:9/v1');
  });

  it('test keys in production give a warning at start', () => {
    const prod = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://sitio.test', MAIL_TRANSPORT: 'file' } as const;
    const keys = { WOMPI_INTEGRITY_SECRET: 'i', WOMPI_EVENTS_SECRET: 'e' };
    expect(configWarnings(loadConfig({ ...prod, ...keys, WOMPI_PUBLIC_KEY: 'pub_test_abc' }, false))).toEqual([
      expect.stringContaining('WOMPI_PUBLIC_KEY es una llave de pruebas'),
    ]);
    expect(configWarnings(loadConfig({ ...prod, ...keys, WOMPI_PUBLIC_KEY: 'pub_prod_abc' }, false))).toEqual([]);
    expect(configWarnings(loadConfig({ ...base, ...keys, WOMPI_PUBLIC_KEY: 'pub_test_abc' }, false))).toEqual([]);
  });
});

describe('Without Wompi keys [sqlite]', () => {
  it('the method is not offered, an online order is refused and the events route is not there', async () => {
    const c = await createTestContext('sqlite');
    try {
      await saveShopSettings(c);
      const p = await createProduct(c, { nombre: 'Sin Wompi', precio: 50000, stock: 5 });
      expect((await c.api.get('/api/tienda/ajustes')).body.metodos).toEqual({ transferencia: true, contra_entrega: true, wompi: false });
      const quote = await c.api
        .post('/api/pedidos/cotizar')
        .send({ items: [{ productoId: p.id, cantidad: 1 }], entrega: { tipo: 'recoger' } });
      expect(quote.body.metodosPago.map((m: { metodo: string }) => m.metodo)).toEqual(['transferencia', 'contra_entrega']);
      const order = await c.api
        .post('/api/pedidos')
        .send(orderPayload([{ productoId: p.id, cantidad: 1 }], 58000, { metodoPago: 'wompi' }));
      expect(order.status).toBe(409);
      expect(order.body.message).toBe(MSG.metodoPagoUnavailable);
      expect((await c.api.post(EVENTS).send({})).status).toBe(404);
      // The result page: an unknown order is "not found" before anything about the method is said.
      const unknown = await c.api
        .get('/api/pedidos/seguimiento/token-que-no-existe-000000000/resultado')
        .query({ id: '1234-1610641025-49201' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(MSG.orderNotFound);
      const known = await placeOrder(c, orderPayload([{ productoId: p.id, cantidad: 1 }], 58000));
      const res = await c.api.get(`/api/pedidos/seguimiento/${known.token}/resultado`).query({ id: '1234-1610641025-49201' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MSG.metodoPagoUnavailable);
    } finally {
      await c.close();
    }
  });
});

describeEachDb(
  'Paying online with Wompi',
  (ctx) => {
    let p: number;

    it('sets up the shop', async () => {
      await saveShopSettings(ctx());
      p = (await createProduct(ctx(), { nombre: 'Proteína Vegana', precio: 50000, stock: 200 })).id;
      expect((await ctx().api.get('/api/tienda/ajustes')).body.metodos.wompi).toBe(true);
    });

    it('an online order holds its units and answers the Web Checkout fields, signed on the server', async () => {
      const c = ctx();
      const now = new Date('2026-12-01T15:00:00.000Z');
      c.clock.set(now);
      const o = await onlineOrder(c, p, 'checkout@correo.test');
      c.clock.reset();
      expect(o).toMatchObject({ estado: 'pendiente_pago', total: 58000 });
      expect(await stockOf(c, p)).toBe(199);
      const f = o.wompi.campos;
      expect(o.wompi.url).toBe(standIn.checkoutUrl);
      expect(f).toMatchObject({
        'public-key': KEYS.publicKey,
        currency: 'COP',
        'amount-in-cents': '5800000',
        'redirect-url': `http://sitio.test/pedido/${o.token}/resultado`,
        'expiration-time': '2026-12-01T16:00:00.000Z',
        'customer-data:email': 'checkout@correo.test',
        'customer-data:full-name': 'Ana María Pérez Gómez',
        'customer-data:phone-number': '3001112233',
        'customer-data:phone-number-prefix': '+57',
        'customer-data:legal-id': '1020304050',
        'customer-data:legal-id-type': 'CC',
        'shipping-address:address-line-1': 'Carrera 7 # 72-41, apto 502',
        'shipping-address:country': 'CO',
        'shipping-address:city': 'Bogotá, D.C.',
      });
      expect(f.reference).toMatch(new RegExp(`^${o.referencia}-[2-9A-Z]{4}$`));
      expect(f['signature:integrity']).toBe(sha256(`${f.reference}5800000COP2026-12-01T16:00:00.000Z${KEYS.integritySecret}`));
      // The checkout page accepts the fields as sent and refuses a changed amount.
      expect((await fetch(`${o.wompi.url}?${new URLSearchParams(f)}`)).status).toBe(200);
      expect((await fetch(`${o.wompi.url}?${new URLSearchParams({ ...f, 'amount-in-cents': '100' })}`)).status).toBe(400);
      // The site's CSP lets a form go to Wompi's checkout, and nowhere else.
      expect((await c.api.get('/api/health')).headers['content-security-policy']).toContain(`form-action 'self' ${standIn.url}`);
      // One attempt, pending; "Mi pedido" tells it.
      expect(await attempts(c, o.id)).toEqual([
        expect.objectContaining({ referencia: f.reference, estado: 'PENDING', monto_centavos: 5800000, moneda: 'COP' }),
      ]);
      const t = await tracking(c, o.token);
      expect(t).toMatchObject({
        metodoPago: 'wompi',
        pagoEnLinea: { estado: 'PENDING', medio: null },
        venceEn: '2026-12-01T16:00:00.000Z',
      });
      // a payment not begun yet at Wompi: the buyer may still retry or switch
      expect(t.metodosDisponibles).toEqual(['transferencia', 'contra_entrega', 'wompi']);
    });

    it('APPROVED pays the order through the path of a manual confirmation: e-mails, timeline, activity log', async () => {
      const c = ctx();
      const o = await onlineOrder(c, p, 'aprobado@correo.test');
      const { tx, res } = await pay(c, o.wompi.campos.reference, 'APPROVED');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ recibido: true });
      const t = await tracking(c, o.token);
      expect(t).toMatchObject({
        estado: 'pagado',
        pagoEnLinea: { estado: 'APPROVED', medio: 'CARD' },
        puedeCancelar: false,
        metodosDisponibles: [],
      });
      expect(t.historial.map((e: { estado: string; nota: string | null }) => [e.estado, e.nota])).toEqual([
        ['pendiente_pago', null],
        ['pagado', 'Pago en línea aprobado (Wompi)'],
      ]);
      const log = await c.db.selectFrom('admin_activity').selectAll().where('target', '=', `pedido:${o.id}`).execute();
      expect(log).toEqual([expect.objectContaining({ action: 'order.status_changed', admin_id: null, admin_username: 'wompi' })]);
      expect(JSON.parse(log[0].detail!)).toMatchObject({ de: 'pendiente_pago', a: 'pagado', transaccion: tx.id });
      await c.flushEmails();
      expect(c.mail.to('aprobado@correo.test').map((m) => m.subject)).toEqual([
        expect.stringContaining(`Recibimos tu pedido ${o.referencia}`),
        expect.stringContaining(o.referencia),
      ]);
      expect(c.mail.to('aprobado@correo.test')[0].text).toContain('en línea con Wompi');
      expect(c.mail.to('coach@sitio.test').some((m) => m.subject === `Pago en línea recibido: ${o.referencia}`)).toBe(true);
      // stored raw
      const raw = await c.db.selectFrom('pagos_wompi_eventos').selectAll().where('transaccion_id', '=', tx.id).execute();
      expect(raw).toHaveLength(1);
      expect(JSON.parse(raw[0].cuerpo)).toMatchObject({ event: 'transaction.updated', data: { transaction: { id: tx.id } } });
      // The back office sees the attempt and its raw event.
      const page = (await c.api.get(`/api/admin/pedidos/${o.id}`).set(admin(c))).body;
      expect(page.pagosEnLinea).toEqual([
        expect.objectContaining({
          estado: 'APPROVED',
          transaccionId: tx.id,
          medio: 'CARD',
          montoCentavos: 5800000,
          eventos: [expect.objectContaining({ origen: 'evento', estado: 'APPROVED' })],
        }),
      ]);
    });

    it('a replayed event changes nothing and still answers 200', async () => {
      const c = ctx();
      const o = await onlineOrder(c, p, 'repetido@correo.test');
      const { tx } = await pay(c, o.wompi.campos.reference, 'APPROVED');
      await c.flushEmails();
      const before = { raw: await rowCount(c, 'pagos_wompi_eventos'), mails: c.mail.messages.length, stock: await stockOf(c, p) };
      for (let i = 0; i < 3; i++) expect((await c.api.post(EVENTS).send(standIn.event(tx))).status).toBe(200);
      // the same event at once from several deliveries
      const answers = await Promise.all(Array.from({ length: 4 }, () => c.api.post(EVENTS).send(standIn.event(tx))));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      await c.flushEmails();
      expect({ raw: await rowCount(c, 'pagos_wompi_eventos'), mails: c.mail.messages.length, stock: await stockOf(c, p) }).toEqual(before);
      const log = await c.db.selectFrom('admin_activity').select('id').where('target', '=', `pedido:${o.id}`).execute();
      expect(log).toHaveLength(1);
      // the same approval from the other source (the buyer's redirect, then the reconciliation): stored, but pays nothing again
      const again = await c.api.get(`/api/pedidos/seguimiento/${o.token}/resultado`).query({ id: tx.id });
      expect(again.body).toMatchObject({ estado: 'APPROVED', pedido: { estado: 'pagado' } });
      expect((await c.api.post(`/api/admin/pedidos/${o.id}/wompi/consultar`).set(admin(c))).status).toBe(200);
      await c.flushEmails();
      expect({ mails: c.mail.messages.length, stock: await stockOf(c, p) }).toEqual({ mails: before.mails, stock: before.stock });
      expect(await c.db.selectFrom('admin_activity').select('id').where('target', '=', `pedido:${o.id}`).execute()).toHaveLength(1);
    });

    it('a forged checksum is a 401 that changes nothing; so is another secret, or a body that is not an event', async () => {
      const c = ctx();
      const o = await onlineOrder(c, p, 'falso@correo.test');
      const tx = standIn.createTransaction({ reference: o.wompi.campos.reference, amount_in_cents: 5_800_000, status: 'APPROVED' });
      const before = await rowCount(c, 'pagos_wompi_eventos');
      const forged = standIn.event(tx);
      forged.signature.checksum = forged.signature.checksum.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'));
      for (const body of [
        forged,
        standIn.event(tx, { secret: 'otro_secreto' }),
        { ...standIn.event(tx), data: { transaction: { ...tx, amount_in_cents: 100 } } },
        {},
        [],
      ]) {
        const res = await c.api.post(EVENTS).send(body);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(MSG.eventoInvalido);
        expect(JSON.stringify(res.body)).not.toContain(KEYS.eventsSecret);
      }
      expect(await rowCount(c, 'pagos_wompi_eventos')).toBe(before);
      expect((await tracking(c, o.token)).estado).toBe('pendiente_pago');
      // a body over 64 KB is refused before it is read
      const big = await c.api
        .post(EVENTS)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ pad: 'x'.repeat(70_000) }));
      expect(big.status).toBe(413);
      // the property list is the event's own: signing more properties works
      const more = standIn.event(tx, {
        properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents', 'transaction.reference'],
      });
      expect((await c.api.post(EVENTS).send(more)).status).toBe(200);
      expect((await tracking(c, o.token)).estado).toBe('pagado');
    });

    it('a wrong amount, a wrong currency or an unknown reference leave the order unpaid and alert the team (dashboard and e-mail)', async () => {
      const c = ctx();
      const o = await onlineOrder(c, p, 'no-coincide@correo.test');
      const ref = o.wompi.campos.reference;
      const wrongAmount = await pay(c, ref, 'APPROVED', 100);
      const wrongCurrency = await pay(c, ref, 'APPROVED', 5_800_000, 'USD');
      const unknown = await pay(c, 'VS-ZZZZZ-ZZZZ', 'APPROVED');
      for (const r of [wrongAmount, wrongCurrency, unknown]) expect(r.res.status).toBe(200);
      expect((await tracking(c, o.token)).estado).toBe('pendiente_pago');
      expect((await attempts(c, o.id))[0].estado).toBe('PENDING');
      const alerts = (await c.api.get('/api/admin/pagos/wompi/alertas').set(admin(c))).body;
      expect(alerts.slice(0, 3)).toEqual([
        expect.objectContaining({ referencia: 'VS-ZZZZZ-ZZZZ', pedidoId: null, alerta: expect.stringContaining('no es de ningún pedido') }),
        expect.objectContaining({ referencia: ref, pedidoId: o.id, alerta: expect.stringContaining('La moneda') }),
        expect.objectContaining({ referencia: ref, pedidoId: o.id, alerta: expect.stringContaining('El monto') }),
      ]);
      await c.flushEmails();
      const team = c.mail.to('coach@sitio.test').filter((m) => m.subject.startsWith('Revisa un pago en línea'));
      expect(team.map((m) => m.subject)).toEqual(
        expect.arrayContaining([
          `Revisa un pago en línea: ${ref}`,
          `Revisa un pago en línea: ${ref}`,
          'Revisa un pago en línea: VS-ZZZZZ-ZZZZ',
        ]),
      );
      // the alert is not repeated by a replay
      const count = c.mail.messages.length;
      expect((await c.api.post(EVENTS).send(standIn.event(unknown.tx))).status).toBe(200);
      await c.flushEmails();
      expect(c.mail.messages.length).toBe(count);
      // the right payment still pays it
      await pay(c, ref, 'APPROVED');
      expect((await tracking(c, o.token)).estado).toBe('pagado');
    });

    it('DECLINED, VOIDED and ERROR leave the order unpaid; the buyer retries with a new attempt or switches to transfer', async () => {
      const c = ctx();
      for (const status of ['DECLINED', 'VOIDED', 'ERROR'] as const) {
        const o = await onlineOrder(c, p, `${status.toLowerCase()}@correo.test`);
        await pay(c, o.wompi.campos.reference, status);
        const t = await tracking(c, o.token);
        expect(t).toMatchObject({ estado: 'pendiente_pago', pagoEnLinea: { estado: status }, puedeCancelar: true });
        expect(t.metodosDisponibles).toEqual(['transferencia', 'contra_entrega', 'wompi']);
      }
      // retry: a new attempt, a new reference, a fresh hold
      const o = await onlineOrder(c, p, 'reintento@correo.test');
      await pay(c, o.wompi.campos.reference, 'DECLINED');
      c.clock.set(new Date(Date.now() + 10 * MIN));
      const retry = await c.api.post(`/api/pedidos/seguimiento/${o.token}/pago`).send({ metodoPago: 'wompi' });
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      const ref2 = retry.body.wompi.campos.reference;
      expect(ref2).not.toBe(o.wompi.campos.reference);
      expect(retry.body.wompi.campos['expiration-time']).toBe(new Date(c.clock.now().getTime() + 60 * MIN).toISOString());
      expect(retry.body.pedido).toMatchObject({ estado: 'pendiente_pago', pagoEnLinea: { estado: 'PENDING' } });
      expect((await attempts(c, o.id)).map((a) => a.estado)).toEqual(['DECLINED', 'PENDING']);
      await pay(c, ref2, 'APPROVED');
      expect((await tracking(c, o.token)).estado).toBe('pagado');
      c.clock.reset();
      // switch: an online order declined, paid by transfer instead
      const s = await onlineOrder(c, p, 'cambio@correo.test');
      await pay(c, s.wompi.campos.reference, 'DECLINED');
      const sw = await c.api.post(`/api/pedidos/seguimiento/${s.token}/pago`).send({ metodoPago: 'transferencia' });
      expect(sw.status).toBe(200);
      expect(sw.body.wompi).toBeUndefined();
      expect(sw.body.pedido).toMatchObject({
        metodoPago: 'transferencia',
        instruccionesPago: expect.stringContaining('Bancolombia'),
        metodosDisponibles: [],
      });
      // a transfer order cannot go back through this route
      expect((await c.api.post(`/api/pedidos/seguimiento/${s.token}/pago`).send({ metodoPago: 'wompi' })).status).toBe(409);
      expect((await c.api.post(`/api/pedidos/seguimiento/${s.token}/pago`).send({ metodoPago: 'bitcoin' })).status).toBe(400);
      // a paid order admits no new attempt
      const paid = await c.api.post(`/api/pedidos/seguimiento/${o.token}/pago`).send({ metodoPago: 'wompi' });
      expect(paid.status).toBe(409);
      expect(paid.body.message).toBe(MSG.cannotRetry);
    });

    it('states only move forward: a late PENDING or DECLINED after APPROVED changes nothing; a payment in course blocks a switch', async () => {
      const c = ctx();
      const o = await onlineOrder(c, p, 'desorden@correo.test');
      const ref = o.wompi.campos.reference;
      const tx = standIn.createTransaction({ reference: ref, amount_in_cents: 5_800_000, status: 'PENDING', method: 'PSE' });
      expect((await c.api.post(EVENTS).send(standIn.event(tx))).status).toBe(200);
      expect((await attempts(c, o.id))[0]).toMatchObject({ estado: 'PENDING', transaccion_id: tx.id, medio: 'PSE' });
      // the bank is on it: no new attempt, no switch
      expect((await tracking(c, o.token)).metodosDisponibles).toEqual([]);
      const blocked = await c.api.post(`/api/pedidos/seguimiento/${o.token}/pago`).send({ metodoPago: 'transferencia' });
      expect(blocked.status).toBe(409);
      expect(blocked.body.message).toBe(MSG.pagoEnCurso);
      const approved = standIn.event(standIn.setStatus(tx.id, 'APPROVED'));
      const pending = standIn.event(standIn.setStatus(tx.id, 'PENDING'));
      const declined = standIn.event(standIn.setStatus(tx.id, 'DECLINED'));
      expect((await c.api.post(EVENTS).send(approved)).status).toBe(200);
      expect((await c.api.post(EVENTS).send(pending)).status).toBe(200);
      expect((await c.api.post(EVENTS).send(declined)).status).toBe(200);
      expect((await attempts(c, o.id))[0].estado).toBe('APPROVED');
      expect((await tracking(c, o.token)).estado).toBe('pagado');
      // DECLINED first, then an APPROVED for a second transaction of the same reference: paid
      const o2 = await onlineOrder(c, p, 'desorden2@correo.test');
      await pay(c, o2.wompi.campos.reference, 'DECLINED');
      await pay(c, o2.wompi.campos.reference, 'APPROVED');
      expect((await tracking(c, o2.token)).estado).toBe('pagado');
    });

    it('an approval for an order the buyer cancelled is flagged for a refund; one for an order already paid is an alert', async () => {
      const c = ctx();
      const stock = await stockOf(c, p);
      const cancelled = await onlineOrder(c, p, 'cancelado-antes@correo.test');
      expect((await c.api.post(`/api/pedidos/seguimiento/${cancelled.token}/cancelar`)).status).toBe(200);
      expect(await stockOf(c, p)).toBe(stock);
      await pay(c, cancelled.wompi.campos.reference, 'APPROVED');
      const page = (await c.api.get(`/api/admin/pedidos/${cancelled.id}`).set(admin(c))).body;
      expect(page).toMatchObject({ estado: 'cancelado', pagoTardio: true, reembolsoPendiente: true });
      // a cancelled order does not take its units again
      expect(await stockOf(c, p)).toBe(stock);
      expect(page.historial.at(-1)).toMatchObject({ estado: 'cancelado', nota: `${MSG.pagoTardio}: reembolso pendiente` });

      // paid by the team (a transfer it saw), then Wompi approves the online attempt too
      const paid = await onlineOrder(c, p, 'pagado-antes@correo.test');
      expect((await c.api.post(`/api/admin/pedidos/${paid.id}/estado`).set(admin(c)).send({ estado: 'pagado' })).status).toBe(200);
      const before = (await c.api.get(`/api/admin/pedidos/${paid.id}`).set(admin(c))).body;
      await pay(c, paid.wompi.campos.reference, 'APPROVED');
      const after = (await c.api.get(`/api/admin/pedidos/${paid.id}`).set(admin(c))).body;
      expect(after).toMatchObject({ estado: 'pagado', pagadoAt: before.pagadoAt, historial: before.historial, reembolsoPendiente: false });
      const alerts = (await c.api.get('/api/admin/pagos/wompi/alertas').set(admin(c))).body;
      expect(alerts.slice(0, 2)).toEqual([
        expect.objectContaining({ pedidoId: paid.id, alerta: expect.stringContaining('ya estaba pagado') }),
        expect.objectContaining({ pedidoId: cancelled.id, alerta: expect.stringContaining('hay que reembolsar') }),
      ]);
      const log = await c.db.selectFrom('admin_activity').select('admin_username').where('target', '=', `pedido:${paid.id}`).execute();
      expect(log).toEqual([{ admin_username: 'qa-admin' }]);
    });

    it('the result page asks Wompi itself: approved, pending, declined; a transaction of another order is refused', async () => {
      const c = ctx();
      const o = await onlineOrder(c, p, 'resultado@correo.test');
      const ref = o.wompi.campos.reference;
      const pendingTx = standIn.createTransaction({ reference: ref, amount_in_cents: 5_800_000, status: 'PENDING', method: 'NEQUI' });
      const r1 = await c.api.get(`/api/pedidos/seguimiento/${o.token}/resultado`).query({ id: pendingTx.id, env: 'test' });
      expect(r1.status).toBe(200);
      expect(r1.body).toMatchObject({
        estado: 'PENDING',
        pedido: { estado: 'pendiente_pago', pagoEnLinea: { estado: 'PENDING', medio: 'NEQUI' } },
      });
      expect(standIn.queries.get(pendingTx.id)).toBe(1);
      standIn.setStatus(pendingTx.id, 'APPROVED');
      const r2 = await c.api.get(`/api/pedidos/seguimiento/${o.token}/resultado`).query({ id: pendingTx.id });
      expect(r2.body).toMatchObject({ estado: 'APPROVED', pedido: { estado: 'pagado' } });
      // declined
      const d = await onlineOrder(c, p, 'resultado-rechazado@correo.test');
      const declined = standIn.createTransaction({ reference: d.wompi.campos.reference, amount_in_cents: 5_800_000, status: 'DECLINED' });
      const r3 = await c.api.get(`/api/pedidos/seguimiento/${d.token}/resultado`).query({ id: declined.id });
      expect(r3.body).toMatchObject({
        estado: 'DECLINED',
        pedido: { estado: 'pendiente_pago', metodosDisponibles: ['transferencia', 'contra_entrega', 'wompi'] },
      });
      // the redirect cannot name another order's transaction, an unknown one, or something that is not an id
      expect((await c.api.get(`/api/pedidos/seguimiento/${d.token}/resultado`).query({ id: pendingTx.id })).status).toBe(404);
      expect((await c.api.get(`/api/pedidos/seguimiento/${d.token}/resultado`).query({ id: '999-1-1' })).status).toBe(404);
      const bad = await c.api.get(`/api/pedidos/seguimiento/${d.token}/resultado`).query({ id: '../../admin' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(MSG.transaccionInvalid);
      expect((await c.api.get(`/api/pedidos/seguimiento/no-es-un-token-valido-0000/resultado`).query({ id: declined.id })).status).toBe(
        404,
      );
    });

    it('an online order unpaid at the end of its hold expires and returns its units; an approval after that takes them again', async () => {
      const c = ctx();
      const q = (await createProduct(c, { nombre: 'Creatina', precio: 50000, stock: 2 })).id;
      const start = new Date('2026-12-02T15:00:00.000Z');
      c.clock.set(start);
      // the orders of the tests above expire first
      await c.runtime.orderPayments.runDue();
      const o = await onlineOrder(c, q, 'tarde@correo.test');
      expect(await stockOf(c, q)).toBe(1);
      // no transfer reminder for an online order halfway
      c.clock.set(new Date(start.getTime() + 30 * MIN));
      expect(await c.runtime.orderPayments.runDue()).toEqual({ expired: 0, reminded: 0, elsewhere: 0 });
      c.clock.set(new Date(start.getTime() + 60 * MIN));
      expect(await c.runtime.orderPayments.runDue()).toMatchObject({ expired: 1 });
      expect(await stockOf(c, q)).toBe(2);
      expect((await tracking(c, o.token)).estado).toBe('expirado');
      // the bank's approval arrives late: the units are there, the order takes them and is paid
      c.clock.set(new Date(start.getTime() + 70 * MIN));
      await pay(c, o.wompi.campos.reference, 'APPROVED');
      expect(await stockOf(c, q)).toBe(1);
      const page = (await c.api.get(`/api/admin/pedidos/${o.id}`).set(admin(c))).body;
      expect(page).toMatchObject({ estado: 'pagado', pagoTardio: true, reembolsoPendiente: false });
      expect(page.historial.at(-1)).toMatchObject({ estado: 'pagado', nota: MSG.pagoTardio });

      // Another one expires, its units are sold meanwhile: flagged for a refund, stays expired.
      c.clock.set(new Date(start.getTime() + 80 * MIN));
      const o2 = await onlineOrder(c, q, 'sin-unidades@correo.test');
      expect(await stockOf(c, q)).toBe(0);
      c.clock.set(new Date(start.getTime() + 141 * MIN));
      expect(await c.runtime.orderPayments.runDue()).toMatchObject({ expired: 1 });
      const buyer = await c.api.post('/api/pedidos').send({
        ...orderPayload([{ productoId: q, cantidad: 1 }], 58000),
        comprador: { ...orderPayload([], 0).comprador, email: 'otro@correo.test' },
      });
      expect(buyer.status).toBe(201);
      await pay(c, o2.wompi.campos.reference, 'APPROVED');
      const page2 = (await c.api.get(`/api/admin/pedidos/${o2.id}`).set(admin(c))).body;
      expect(page2).toMatchObject({ estado: 'expirado', pagoTardio: true, reembolsoPendiente: true });
      expect(page2.pagadoAt).not.toBeNull();
      expect(await stockOf(c, q)).toBe(0);
      const alerts = (await c.api.get('/api/admin/pagos/wompi/alertas').set(admin(c))).body;
      expect(alerts[0]).toMatchObject({ pedidoId: o2.id, alerta: expect.stringContaining(MSG.pagoTardio) });
      c.clock.reset();
    });

    it('the reconciliation asks Wompi about attempts pending over 5 minutes and applies the answer as an event', async () => {
      const c = ctx();
      const start = new Date(Date.now() + 24 * 60 * MIN);
      c.clock.set(start);
      const o = await onlineOrder(c, p, 'conciliar@correo.test');
      const tx = standIn.createTransaction({
        reference: o.wompi.campos.reference,
        amount_in_cents: 5_800_000,
        status: 'PENDING',
        method: 'PSE',
      });
      await c.api.post(EVENTS).send(standIn.event(tx));
      // the event's transaction was new: its reference was checked with Wompi once
      expect(standIn.queries.get(tx.id)).toBe(1);
      // Wompi's APPROVED event never arrives.
      standIn.setStatus(tx.id, 'APPROVED');
      const worker = c.runtime.wompiReconcile!;
      c.clock.set(new Date(start.getTime() + 4 * MIN));
      expect(await worker.runDue()).toEqual({ asked: 0, changed: 0, elsewhere: 0, failed: 0 });
      expect(standIn.queries.get(tx.id)).toBe(1);
      c.clock.set(new Date(start.getTime() + 6 * MIN));
      expect(await worker.runDue()).toEqual({ asked: 1, changed: 1, elsewhere: 0, failed: 0 });
      expect(standIn.queries.get(tx.id)).toBe(2);
      expect((await tracking(c, o.token)).estado).toBe('pagado');
      c.clock.set(new Date(start.getTime() + 30 * MIN));
      expect(await worker.runDue()).toMatchObject({ asked: 0 });

      // "Consultar en Wompi" reconciles one order now
      const o2 = await onlineOrder(c, p, 'consultar@correo.test');
      const tx2 = standIn.createTransaction({ reference: o2.wompi.campos.reference, amount_in_cents: 5_800_000, status: 'PENDING' });
      await c.api.post(EVENTS).send(standIn.event(tx2));
      standIn.setStatus(tx2.id, 'DECLINED');
      const now = await c.api.post(`/api/admin/pedidos/${o2.id}/wompi/consultar`).set(admin(c));
      expect(now.status).toBe(200);
      expect(now.body.pagosEnLinea[0]).toMatchObject({
        estado: 'DECLINED',
        eventos: [
          expect.objectContaining({ origen: 'evento', estado: 'PENDING' }),
          expect.objectContaining({ origen: 'consulta', estado: 'DECLINED' }),
        ],
      });
      // recorded in the activity log, by the admin who asked
      const checked = await c.db
        .selectFrom('admin_activity')
        .selectAll()
        .where('target', '=', `pedido:POST /pedidos/${o2.id}/wompi/consultar`)
        .execute();
      expect(checked).toEqual([expect.objectContaining({ action: 'order.wompi_checked', admin_username: 'qa-admin' })]);
      expect((await c.api.post(`/api/admin/pedidos/${o2.id}/wompi/consultar`)).status).toBe(401);
      c.clock.reset();
    });

    // Last of this block: it moves the clock years ahead, past every order above.
    it('Ley 1581: the attempts are in the buyer’s export and go with their orders; an unmatched event’s body is emptied after 90 days', async () => {
      const c = ctx();
      const DAY = 24 * 60 * MIN;
      // whole seconds: the database keeps no more
      const start = new Date(Math.floor((Date.now() + 3 * DAY) / 1000) * 1000);
      c.clock.set(start);
      try {
        const email = 'pagos-personales@correo.test';
        // Wompi's events carry the payer's e-mail
        const payAs = async (reference: string, status: StandInStatus) => {
          const tx = standIn.createTransaction({ reference, amount_in_cents: 5_800_000, status, email });
          expect((await c.api.post(EVENTS).send(standIn.event(tx))).status).toBe(200);
          return tx;
        };
        const o = await onlineOrder(c, p, email);
        const declined = await payAs(o.wompi.campos.reference, 'DECLINED');
        const retry = await c.api.post(`/api/pedidos/seguimiento/${o.token}/pago`).send({ metodoPago: 'wompi' });
        const approved = await payAs(retry.body.wompi.campos.reference, 'APPROVED');
        const u = await onlineOrder(c, p, email);
        const uTx = await payAs(u.wompi.campos.reference, 'VOIDED');
        // a payment under a reference of no order, by someone who is no buyer of ours
        const stray = standIn.createTransaction({
          reference: 'VS-NADIE-0000',
          amount_in_cents: 1_000_000,
          status: 'APPROVED',
          email: 'pagador.ajeno@correo.test',
        });
        expect((await c.api.post(EVENTS).send(standIn.event(stray))).status).toBe(200);

        // the export: each order with its attempts, oldest first
        const data = (await c.api.get(`/api/admin/datos-personales?email=${encodeURIComponent(email)}`).set(admin(c))).body;
        expect(data.pedidos.map((x: { referencia: string }) => x.referencia)).toEqual([o.referencia, u.referencia]);
        expect(data.pedidos[0].pagosEnLinea).toEqual([
          {
            referencia: o.wompi.campos.reference,
            estado: 'DECLINED',
            medio: 'CARD',
            transaccionId: declined.id,
            montoCentavos: 5_800_000,
            moneda: 'COP',
            createdAt: start.toISOString(),
            updatedAt: start.toISOString(),
          },
          expect.objectContaining({ referencia: retry.body.wompi.campos.reference, estado: 'APPROVED', transaccionId: approved.id }),
        ]);
        expect(data.pedidos[1].pagosEnLinea).toEqual([expect.objectContaining({ estado: 'VOIDED', transaccionId: uTx.id })]);
        // the team's raw events are not part of it
        expect(JSON.stringify(data)).not.toContain('signature');

        // erasure: the unpaid order is cancelled and anonymised at once, its raw events emptied; the paid one waits for its delivery
        const bodyOf = async (tx: string) =>
          (await c.db.selectFrom('pagos_wompi_eventos').select('cuerpo').where('transaccion_id', '=', tx).executeTakeFirstOrThrow()).cuerpo;
        expect(await bodyOf(uTx.id)).toContain(email);
        const erased = await c.api.post('/api/admin/datos-personales/anonimizar').set(admin(c)).send({ email });
        expect(erased.body).toMatchObject({ pedidosCancelados: 1, pedidosEnCurso: 1 });
        expect(await bodyOf(uTx.id)).toBe('{"anonimizado":true}');
        expect((await attempts(c, u.id)).map((a) => [a.estado, a.transaccion_id, Number(a.monto_centavos)])).toEqual([
          ['VOIDED', uTx.id, 5_800_000],
        ]);
        expect(await bodyOf(approved.id)).toContain(email);
        for (const estado of ['en_preparacion', 'enviado', 'entregado']) {
          const body = estado === 'enviado' ? { estado, transportadora: 'Envía', guia: 'G-1' } : { estado };
          expect((await c.api.post(`/api/admin/pedidos/${o.id}/estado`).set(admin(c)).send(body)).status).toBe(200);
        }

        // the retention pass: the delivered order's raw events emptied with it; the stray payer kept 90 days
        c.clock.set(new Date(start.getTime() + 89 * DAY));
        // (the unknown reference of an earlier test, received days before this one, goes now)
        expect(await c.runtime.retention.runDue()).toMatchObject({ ran: true });
        expect(await bodyOf(approved.id)).toBe('{"anonimizado":true}');
        expect(await bodyOf(declined.id)).toBe('{"anonimizado":true}');
        expect(await bodyOf(stray.id)).toContain('pagador.ajeno@correo.test');
        c.clock.set(new Date(start.getTime() + 91 * DAY));
        expect((await c.runtime.retention.runDue()).unmatchedPaymentEventsScrubbed).toBe(1);
        const strayRow = await c.db
          .selectFrom('pagos_wompi_eventos')
          .selectAll()
          .where('transaccion_id', '=', stray.id)
          .executeTakeFirstOrThrow();
        expect(strayRow).toMatchObject({
          cuerpo: '{"anonimizado":true}',
          estado: 'APPROVED',
          pago_id: null,
          alerta: expect.stringContaining('VS-NADIE-0000'),
        });
        expect(await traces(c, [email, 'pagador.ajeno@correo.test'])).toEqual([]);
        expect((await c.runtime.retention.runDue()).unmatchedPaymentEventsScrubbed).toBe(0);

        // ten years on, the sales records go with their attempts and events
        c.clock.set(new Date(start.getTime() + (10 * 366 + 1) * DAY));
        expect((await c.runtime.retention.runDue()).salesRecordsDeleted).toBeGreaterThanOrEqual(2);
        expect(await c.db.selectFrom('pagos_wompi').select('id').where('pedido_id', 'in', [o.id, u.id]).execute()).toEqual([]);
        const left = await c.db
          .selectFrom('pagos_wompi_eventos')
          .select('transaccion_id')
          .where('transaccion_id', 'in', [declined.id, approved.id, uTx.id])
          .execute();
        expect(left).toEqual([]);
      } finally {
        c.clock.reset();
      }
    });
  },
  { env: WOMPI_ENV },
);

describeTwoInstancesOnMysql('Wompi reconciliation with two app instances on one MariaDB [mysql]', (instances) => {
  // Both instances read this configuration (Wompi's keys and the stand-in); set before the contexts start, undone after.
  const prev = { ...process.env };
  beforeAll(() => {
    Object.assign(process.env, WOMPI_ENV);
  });
  afterAll(() => {
    for (const k of Object.keys(WOMPI_ENV)) if (!(k in prev)) delete process.env[k];
  });

  it('asks Wompi once per attempt across both instances, and pays each order once', async () => {
    const { ctx, other } = instances();
    await saveShopSettings(ctx);
    const p = (await createProduct(ctx, { nombre: 'Dos instancias', precio: 50000, stock: 50 })).id;
    const start = new Date(Date.now() + 48 * 60 * MIN);
    ctx.clock.set(start);
    const second = supertest(createApp(other));
    const txs: string[] = [];
    const orders: Created[] = [];
    for (let i = 0; i < 12; i++) {
      const o = await onlineOrder(ctx, p, `dos${i}@correo.test`);
      const tx = standIn.createTransaction({ reference: o.wompi.campos.reference, amount_in_cents: 5_800_000, status: 'PENDING' });
      await (i % 2 ? second : ctx.api).post(EVENTS).send(standIn.event(tx));
      standIn.setStatus(tx.id, i % 3 ? 'APPROVED' : 'DECLINED');
      txs.push(tx.id);
      orders.push(o);
    }
    ctx.clock.set(new Date(start.getTime() + 6 * MIN));
    const [a, b] = await Promise.all([ctx.runtime.wompiReconcile!.runDue(), other.wompiReconcile!.runDue()]);
    expect(a.asked + b.asked).toBe(12);
    expect(a.asked + a.elsewhere).toBeGreaterThanOrEqual(a.asked);
    // once when its event came (its reference vouched for by Wompi), once by one of the two reconciliations
    expect(txs.map((id) => standIn.queries.get(id))).toEqual(txs.map(() => 2));
    for (const [i, o] of orders.entries()) expect((await tracking(ctx, o.token)).estado).toBe(i % 3 ? 'pagado' : 'pendiente_pago');
    const log = await ctx.db.selectFrom('admin_activity').select('target').where('admin_username', '=', 'wompi').execute();
    expect(log).toHaveLength(8);
    // a second round within the interval asks nobody again
    ctx.clock.set(new Date(start.getTime() + 7 * MIN));
    const [c2, d2] = await Promise.all([ctx.runtime.wompiReconcile!.runDue(), other.wompiReconcile!.runDue()]);
    expect(c2.asked + d2.asked).toBe(0);
    ctx.clock.reset();
  }, 60_000);
});
