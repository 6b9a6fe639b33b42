import { expect, it } from 'vitest';
import type { PersonalDataExport } from '@app/shared/privacy';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { createProduct } from '../../../test/helpers/products.js';
import { orderPayload, placeOrder, saveShopSettings } from '../../../test/helpers/orders.js';
import { traces } from '../../../test/helpers/traces.js';

const DAY = 86_400_000;
const admin = (c: TestContext) => ({ Authorization: `Bearer ${c.adminToken()}` });

let n = 0;
function buyer() {
  n++;
  const tag = `${n}${Date.now().toString(36)}`;
  return {
    nombres: `Eduviges${tag}`,
    apellidos: `Zambrano${tag}`,
    email: `eduviges.${tag}@correo.test`,
    telefono: `+5731${String(10000000 + n * 7717).slice(-8)}`,
    tipoDocumento: 'CE' as const,
    numeroDocumento: `X${tag}`.toUpperCase(),
  };
}
const addressOf = (b: { numeroDocumento: string }) => `Calle Secreta ${b.numeroDocumento}`;
const needles = (b: ReturnType<typeof buyer>) => [b.email, b.nombres, b.apellidos, b.telefono.slice(3), b.numeroDocumento, addressOf(b)];

async function orderFor(c: TestContext, productoId: number, b: ReturnType<typeof buyer>) {
  const base = orderPayload([{ productoId, cantidad: 1 }], 38000);
  return placeOrder(c, {
    ...base,
    comprador: b,
    entrega: {
      tipo: 'domicilio',
      municipio: '11001',
      direccion: addressOf(b),
      barrio: 'Barrio Privado',
      indicaciones: 'Casa azul',
    },
  });
}

const move = (c: TestContext, id: number, body: object) => c.api.post(`/api/admin/pedidos/${id}/estado`).set(admin(c)).send(body);

async function deliver(c: TestContext, id: number) {
  for (const estado of ['pagado', 'en_preparacion']) expect((await move(c, id, { estado })).status).toBe(200);
  expect((await move(c, id, { estado: 'enviado', transportadora: 'Envía', guia: 'GUIA-SECRETA-1' })).status).toBe(200);
  expect((await move(c, id, { estado: 'entregado' })).status).toBe(200);
}

describeEachDb('Orders as personal data (ADR 015)', (ctx) => {
  let producto: number;

  it('sets up the shop', async () => {
    await saveShopSettings(ctx());
    producto = (await createProduct(ctx(), { nombre: 'Omega Privado', precio: 30000, stock: 50 })).id;
  });

  it('lists the person’s orders in the export, with their acceptance, and nobody else’s', async () => {
    const c = ctx();
    const b = buyer();
    const other = buyer();
    const mine = await orderFor(c, producto, { ...b, email: b.email.toUpperCase() });
    await orderFor(c, producto, other);
    const res = await c.api.get(`/api/admin/datos-personales?email=${encodeURIComponent(b.email)}`).set(admin(c));
    expect(res.status).toBe(200);
    const data = res.body as PersonalDataExport;
    expect(data.pedidos).toHaveLength(1);
    expect(data.pedidos[0]).toMatchObject({
      referencia: mine.referencia,
      estado: 'pendiente_pago',
      comprador: { nombres: b.nombres, email: b.email },
      tipoDocumento: 'CE',
      numeroDocumento: b.numeroDocumento,
      entrega: { direccion: addressOf(b), barrio: 'Barrio Privado' },
      total: 38000,
    });
    expect(data.consentimientos).toEqual([expect.objectContaining({ tipo: 'pedido', pedido: mine.referencia, registro_id: null })]);
    expect(data.correos.map((m) => m.asunto)).toEqual([expect.stringContaining(mine.referencia)]);
    expect(JSON.stringify(data)).not.toContain(other.nombres);
  });

  it('removes the buyer from closed orders at once, cancels unpaid ones, and keeps an order being shipped until it is delivered', async () => {
    const c = ctx();
    const b = buyer();
    const done = await orderFor(c, producto, b);
    await deliver(c, done.id);
    const unpaid = await orderFor(c, producto, b);
    const shipping = await orderFor(c, producto, b);
    for (const estado of ['pagado', 'en_preparacion']) await move(c, shipping.id, { estado });
    const stock = async () =>
      (await c.db.selectFrom('productos').select('stock').where('id', '=', producto).executeTakeFirstOrThrow()).stock;
    const before = await stock();
    await c.flushEmails();

    const res = await c.api.post('/api/admin/datos-personales/anonimizar').set(admin(c)).send({ email: b.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pedidos: 2, pedidosCancelados: 1, pedidosEnCurso: 1 });
    expect(await stock()).toBe(before! + 1);
    const rows = await c.db.selectFrom('pedidos').selectAll().where('id', 'in', [done.id, unpaid.id, shipping.id]).orderBy('id').execute();
    expect(rows.map((r) => [r.estado, r.nombres, r.total, r.municipio])).toEqual([
      ['entregado', 'Anónimo', 38000, '11001'],
      ['cancelado', 'Anónimo', 38000, '11001'],
      ['en_preparacion', b.nombres, 38000, '11001'],
    ]);
    expect(rows[0]).toMatchObject({
      email: `anonimo-pedido-${done.id}@anonimizado.invalid`,
      telefono: '',
      numero_documento: '',
      direccion: null,
      guia: null,
    });
    expect(rows[0].anonimizado_at).not.toBeNull();
    expect(rows[2].anonimizar_solicitado_at).not.toBeNull();
    const lines = await c.db.selectFrom('pedido_lineas').select(['nombre', 'precio']).where('pedido_id', '=', done.id).execute();
    expect(lines).toEqual([{ nombre: 'Omega Privado', precio: 30000 }]);
    // the order in progress still carries the delivery: the team ships it
    const shippingView = await c.api.get(`/api/admin/pedidos/${shipping.id}`).set(admin(c));
    expect(shippingView.body).toMatchObject({ anonimizado: false, entrega: { direccion: addressOf(b) } });
    expect((await c.api.get(`/api/pedidos/seguimiento/${done.token}`)).status).toBe(404);
    const anonymisedView = await c.api.get(`/api/admin/pedidos/${done.id}`).set(admin(c));
    expect(anonymisedView.body).toMatchObject({
      anonimizado: true,
      movimientos: [],
      comprador: { nombres: 'Anónimo', email: expect.stringMatching(/anonimizado\.invalid$/) },
    });

    // delivered: the next retention pass removes the buyer, whatever RETENTION_MONTHS says
    await move(c, shipping.id, { estado: 'enviado', transportadora: 'Envía', guia: 'GUIA-SECRETA-2' });
    await move(c, shipping.id, { estado: 'entregado' });
    await c.flushEmails();
    const pass = await c.runtime.retention.runDue();
    expect(pass).toMatchObject({ ran: true });
    expect(pass.ordersAnonymised).toBeGreaterThanOrEqual(1);
    expect(await traces(c, needles(b))).toEqual([]);
    expect(await traces(c, ['GUIA-SECRETA'])).toEqual([]);
    // the sales are still counted
    expect((await c.db.selectFrom('pedidos').select('id').where('id', 'in', [done.id, unpaid.id, shipping.id]).execute()).length).toBe(3);
  });

  it('anonymises closed orders RETENTION_MONTHS after their last change, and deletes the sales records after 10 years', async () => {
    const c = ctx();
    const b = buyer();
    const start = new Date('2027-01-10T15:00:00.000Z');
    c.clock.set(start);
    const old = await orderFor(c, producto, b);
    await deliver(c, old.id);
    // cash on delivery the team never attended to: no expiry closes it
    const open = await placeOrder(c, {
      ...orderPayload([{ productoId: producto, cantidad: 1 }], 38000, { metodoPago: 'contra_entrega' }),
      comprador: { ...b, email: `abierto.${b.email}` },
    });
    await c.flushEmails();
    try {
      const nameOf = async (id: number) =>
        (await c.db.selectFrom('pedidos').select('nombres').where('id', '=', id).executeTakeFirstOrThrow()).nombres;
      c.clock.set(new Date(start.getTime() + 700 * DAY));
      expect((await c.runtime.retention.runDue()).salesRecordsDeleted).toBe(0);
      expect([await nameOf(old.id), await nameOf(open.id)]).toEqual([b.nombres, b.nombres]);
      c.clock.set(new Date(start.getTime() + 735 * DAY));
      expect((await c.runtime.retention.runDue()).salesRecordsDeleted).toBe(0);
      const row = await c.db.selectFrom('pedidos').selectAll().where('id', '=', old.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ nombres: 'Anónimo', estado: 'entregado', total: 38000 });
      // the order nobody closed in all that time loses its buyer too, and keeps its state
      const stale = await c.db.selectFrom('pedidos').select(['nombres', 'estado']).where('id', '=', open.id).executeTakeFirstOrThrow();
      expect(stale).toEqual({ nombres: 'Anónimo', estado: 'pendiente_pago' });
      expect(await traces(c, needles(b))).toEqual([]);

      c.clock.set(new Date('2037-01-11T15:00:00.000Z'));
      const late = await c.runtime.retention.runDue();
      expect(late.salesRecordsDeleted).toBeGreaterThanOrEqual(2);
      for (const table of ['pedidos', 'pedido_lineas', 'pedido_eventos'] as const) {
        const left = await c.db
          .selectFrom(table)
          .select('id')
          .where(table === 'pedidos' ? 'id' : 'pedido_id', 'in', [old.id, open.id])
          .execute();
        expect(left, table).toEqual([]);
      }
      const consents = await c.db.selectFrom('consentimientos').select('id').where('pedido_id', 'in', [old.id, open.id]).execute();
      expect(consents).toEqual([]);
    } finally {
      c.clock.reset();
    }
  });
});
