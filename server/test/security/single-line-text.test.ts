import { expect, it } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '@app/shared/text-fields';
import { describeEachDb } from '../helpers/test-app.js';
import { createProduct } from '../helpers/products.js';
import { orderPayload, placeOrder, saveShopSettings } from '../helpers/orders.js';
import { postBooking } from '../helpers/booking.js';
import { registrationPayload } from '../helpers/user-payload.js';
import { colombiaDatePlus } from '../helpers/dates.js';

// A name or an address that reaches an e-mail is one line: with a CR or LF inside, the plain-text
// order e-mail to an address nobody verified carried whatever lines an attacker wrote, from the
// brand's own sender. Every such field refuses control characters with a Spanish 400, and nothing
// is written or sent.
const INJECTED = 'Ana\r\n\r\nSu pedido fue cancelado. Pague aquí: https://pagos.example/';
const HOSTILE = [INJECTED, 'Ana\nMaría', 'Ana\u0000', 'Ana\u0085María', 'Ana\u2028María', 'Ana\tMaría'];

describeEachDb('Single-line text in what reaches an e-mail', (ctx) => {
  let producto: number;

  it('sets up the shop', async () => {
    await saveShopSettings(ctx());
    producto = (await createProduct(ctx(), { nombre: 'Té Verde', precio: 30000, stock: 10 })).id;
  });

  it('refuses an order whose names, address, barrio or instructions hold a line break or a control character', async () => {
    const c = ctx();
    c.mail.clear();
    const base = orderPayload([{ productoId: producto, cantidad: 1 }], 0);
    const cases = HOSTILE.flatMap((text) => [
      { path: 'comprador.nombres', body: { ...base, comprador: { ...base.comprador, nombres: text } } },
      { path: 'comprador.apellidos', body: { ...base, comprador: { ...base.comprador, apellidos: text } } },
      { path: 'entrega.direccion', body: { ...base, entrega: { ...base.entrega, direccion: `Calle 1 ${text}` } } },
      { path: 'entrega.barrio', body: { ...base, entrega: { ...base.entrega, barrio: text } } },
      { path: 'entrega.indicaciones', body: { ...base, entrega: { ...base.entrega, indicaciones: text } } },
    ]);
    for (const { path, body } of cases) {
      const res = await c.api.post('/api/pedidos').send(body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.errors).toContainEqual({ path, msg: SINGLE_LINE_MESSAGE });
    }
    expect(await c.db.selectFrom('pedidos').select('id').execute()).toEqual([]);
    expect(await c.flushEmails()).toEqual([]);
  });

  it('still takes a name with accents, an apostrophe and a hyphen, and trims a trailing line break', async () => {
    const c = ctx();
    const quote = await c.api
      .post('/api/pedidos/cotizar')
      .send({ items: [{ productoId: producto, cantidad: 1 }], entrega: { tipo: 'domicilio', municipio: '11001' } });
    const payload = orderPayload([{ productoId: producto, cantidad: 1 }], quote.body.total);
    const order = await placeOrder(c, {
      ...payload,
      comprador: { ...payload.comprador, nombres: "María-José O'Neil\n", apellidos: 'Núñez' },
    });
    const row = await c.db.selectFrom('pedidos').selectAll().where('referencia', '=', order.referencia).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).toContain("María-José O'Neil");
  });

  it('refuses a booking, a sign-up and a cancellation reason with a line break', async () => {
    const c = ctx();
    const booking = await postBooking(c, { nombre: INJECTED, fechaAsesoria: colombiaDatePlus(20) });
    expect(booking.status).toBe(400);
    expect(booking.body.errors).toContainEqual({ path: 'nombre', msg: SINGLE_LINE_MESSAGE });
    const signUp = await c.api.post('/api/users/register').send(registrationPayload('linea@correo.test', { last_name: INJECTED }));
    expect(signUp.status).toBe(400);
    expect(signUp.body.errors).toContainEqual({ path: 'last_name', msg: SINGLE_LINE_MESSAGE });
    const bloqueo = await c.api
      .post('/api/admin/bloqueos')
      .set('Authorization', `Bearer ${c.adminToken()}`)
      .send({ fecha: colombiaDatePlus(30), motivo: INJECTED });
    expect(bloqueo.status).toBe(400);
    expect(bloqueo.body.errors).toContainEqual({ path: 'motivo', msg: SINGLE_LINE_MESSAGE });
    expect(await c.db.selectFrom('registros').select('id').execute()).toEqual([]);
    expect(await c.db.selectFrom('users').select('id').where('email', '=', 'linea@correo.test').execute()).toEqual([]);
  });
});
