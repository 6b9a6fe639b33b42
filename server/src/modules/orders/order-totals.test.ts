import { expect, it } from 'vitest';
import { ORDER_MESSAGES as MSG } from '@app/shared/orders';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { createProduct } from '../../../test/helpers/products.js';
import { orderPayload, placeOrder, saveShopSettings } from '../../../test/helpers/orders.js';

// A price may be 100 000 000 pesos and a line 99 units: amounts are 64-bit on both databases
// (migration 019; on MySQL `integer` stopped at 2 147 483 647 and 72 × 30 000 000 answered 500),
// and an order above MAX_ORDER_TOTAL is refused with a Spanish 409 before anything is written.
const items = (productoId: number, cantidad: number) => [{ productoId, cantidad }];
const entrega = { tipo: 'recoger' } as const;

describeEachDb('Order totals: the default maximum', (ctx) => {
  let producto: number;

  it('sets up the shop', async () => {
    await saveShopSettings(ctx(), { recogerActivo: true });
    producto = (await createProduct(ctx(), { nombre: 'Equipo de Cocina Industrial', precio: 30_000_000, stock: 100 })).id;
  });

  it('quotes up to MAX_ORDER_TOTAL (50 000 000) and refuses the quote and the order above it, writing nothing', async () => {
    const c = ctx();
    const one = await c.api.post('/api/pedidos/cotizar').send({ items: items(producto, 1), entrega });
    expect(one.status).toBe(200);
    expect(one.body.total).toBe(30_000_000);
    const message = MSG.totalTooHigh('$ 50.000.000');
    const quote = await c.api.post('/api/pedidos/cotizar').send({ items: items(producto, 72), entrega });
    expect(quote.status).toBe(409);
    expect(quote.body.message).toBe(message);
    // with its quote, so the cart still shows the line the buyer can lower
    expect(quote.body.cotizacion).toMatchObject({ total: 2_160_000_000, valido: false, problemaTotal: message });
    expect(quote.body.cotizacion.lineas).toMatchObject([{ productoId: producto, cantidad: 72, problema: null }]);
    const order = await c.api.post('/api/pedidos').send(orderPayload(items(producto, 72), 2_160_000_000, { entrega }));
    expect(order.status).toBe(409);
    expect(order.body.message).toBe(message);
    expect(await c.db.selectFrom('pedidos').select('id').execute()).toEqual([]);
    const stock = await c.db.selectFrom('productos').select('stock').where('id', '=', producto).executeTakeFirstOrThrow();
    expect(Number(stock.stock)).toBe(100);
  });
});

describeEachDb(
  'Order totals: past 32 bits',
  (ctx) => {
    it('stores and shows an order of 72 × 30 000 000 = 2 160 000 000 pesos exactly', async () => {
      const c = ctx();
      await saveShopSettings(c, { recogerActivo: true });
      const producto = (await createProduct(c, { nombre: 'Equipo de Cocina Industrial', precio: 30_000_000, stock: 100 })).id;
      const quote = await c.api.post('/api/pedidos/cotizar').send({ items: items(producto, 72), entrega });
      expect(quote.status).toBe(200);
      expect(quote.body.total).toBe(2_160_000_000);
      const order = await placeOrder(c, orderPayload(items(producto, 72), 2_160_000_000, { entrega }));
      expect(order.total).toBe(2_160_000_000);
      const row = await c.db
        .selectFrom('pedidos')
        .select(['subtotal', 'total'])
        .where('referencia', '=', order.referencia)
        .executeTakeFirstOrThrow();
      expect([Number(row.subtotal), Number(row.total)]).toEqual([2_160_000_000, 2_160_000_000]);
      const line = await c.db.selectFrom('pedido_lineas').select(['precio', 'subtotal']).executeTakeFirstOrThrow();
      expect([Number(line.precio), Number(line.subtotal)]).toEqual([30_000_000, 2_160_000_000]);
      const tracking = await c.api.get(`/api/pedidos/seguimiento/${order.token}`);
      expect(tracking.status).toBe(200);
      expect(tracking.body.total).toBe(2_160_000_000);
    });
  },
  { env: { MAX_ORDER_TOTAL: '5000000000' } },
);
