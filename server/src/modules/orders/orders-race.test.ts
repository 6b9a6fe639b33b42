import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { ORDER_MESSAGES as MSG } from '@app/shared/orders';
import { createApp } from '../../app.js';
import { createTestContext, describeTwoInstancesOnMysql, type TestContext } from '../../../test/helpers/test-app.js';
import { createProduct } from '../../../test/helpers/products.js';
import { orderIdOf, orderPayload, saveShopSettings } from '../../../test/helpers/orders.js';

/**
 * No overselling: 100 buyers order the last 10 units at the same moment. Exactly 10
 * orders are created, the other 90 answer 409 with a clear Spanish message, and the stock ends at 0.
 */
async function race(c: TestContext, apis: ReturnType<typeof supertest>[]) {
  await saveShopSettings(c);
  const p = await createProduct(c, { nombre: `Últimas unidades ${apis.length}`, precio: 50000, stock: 10 });
  const body = (i: number) => ({
    ...orderPayload([{ productoId: p.id, cantidad: 1 }], 58000),
    comprador: { ...orderPayload([], 0).comprador, email: `comprador${i}@correo.test` },
  });
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => apis[i % apis.length].post('/api/pedidos').send(body(i))));
  const created = answers.filter((r) => r.status === 201);
  const refused = answers.filter((r) => r.status === 409);
  expect(answers.filter((r) => r.status !== 201 && r.status !== 409).map((r) => [r.status, r.body])).toEqual([]);
  expect(created).toHaveLength(10);
  expect(refused).toHaveLength(90);
  for (const r of refused) {
    expect(r.body.message).toBe(MSG.outOfStock);
    expect(r.body.cotizacion.lineas[0]).toMatchObject({ problema: 'agotado', stock: 0 });
  }
  expect(new Set(created.map((r) => r.body.referencia)).size).toBe(10);
  const stock = await c.db.selectFrom('productos').select('stock').where('id', '=', p.id).executeTakeFirstOrThrow();
  expect(stock.stock).toBe(0);
  const lines = await c.db.selectFrom('pedido_lineas').select('pedido_id').where('producto_id', '=', p.id).execute();
  expect(lines).toHaveLength(10);
  return created;
}

describe('Orders: 100 buyers for the last 10 units [sqlite]', () => {
  it('creates exactly 10 orders and refuses 90 with 409', async () => {
    const c = await createTestContext('sqlite');
    try {
      await race(c, [c.api]);
    } finally {
      await c.close();
    }
  }, 60_000);
});

describeTwoInstancesOnMysql('Orders: 100 buyers for the last 10 units, two app instances on one MariaDB [mysql]', (instances) => {
  it('creates exactly 10 orders across both instances and refuses 90 with 409', async () => {
    const { ctx, other } = instances();
    const second = supertest(createApp(other));
    const created = await race(ctx, [ctx.api, second]);
    // both instances took part in the race and both sold some of the units is likely, not certain;
    // what is certain is that every order is whole: its line, event, token and e-mails.
    const ids = await Promise.all(created.map((r) => orderIdOf(ctx, r.body.referencia as string)));
    const events = await ctx.db.selectFrom('pedido_eventos').select('pedido_id').where('pedido_id', 'in', ids).execute();
    expect(events).toHaveLength(10);
    const mails = await ctx.db.selectFrom('email_outbox').select('pedido_id').where('pedido_id', 'in', ids).execute();
    expect(mails).toHaveLength(20);
  }, 120_000);

  it('cancelling from both instances at once gives the units back exactly once', async () => {
    const { ctx, other } = instances();
    const second = supertest(createApp(other));
    const p = await createProduct(ctx, { nombre: 'Cancelación doble', precio: 50000, stock: 3 });
    const order = await ctx.api.post('/api/pedidos').send(orderPayload([{ productoId: p.id, cantidad: 2 }], 108000));
    expect(order.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? second : ctx.api).post(`/api/pedidos/seguimiento/${order.body.token}/cancelar`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const stock = await ctx.db.selectFrom('productos').select('stock').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(3);
  }, 60_000);
});
