import { expect, it } from 'vitest';
import { ORDER_MESSAGES as MSG, type AdminOrder, type OrderMoveInput } from '@app/shared/orders';
import { expectAdminOnly } from '../../../test/helpers/routes.js';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { createProduct } from '../../../test/helpers/products.js';
import { orderPayload, placeOrder, saveShopSettings } from '../../../test/helpers/orders.js';

const HOUR = 3_600_000;

describeEachDb('Orders in the back office', (ctx) => {
  const auth = () => `Bearer ${ctx().adminToken()}`;
  const admin = {
    get: (url: string) => ctx().api.get(url).set('Authorization', auth()),
    move: (id: number, body: OrderMoveInput | object) =>
      ctx().api.post(`/api/admin/pedidos/${id}/estado`).set('Authorization', auth()).send(body),
  };
  const stockOf = async (id: number) =>
    (await ctx().db.selectFrom('productos').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  let producto: number;

  /** An order of 2 units (100 000 + shipping): by transfer to Bogotá unless told otherwise. */
  async function order(c: TestContext, over: Parameters<typeof orderPayload>[2] = {}, email = 'ana.perez@correo.test') {
    const base = orderPayload([{ productoId: producto, cantidad: 2 }], 0, over);
    const entrega = base.entrega!;
    const q = await c.api.post('/api/pedidos/cotizar').send({
      items: base.items,
      entrega: entrega.tipo === 'recoger' ? { tipo: 'recoger' } : { tipo: 'domicilio', municipio: entrega.municipio },
    });
    return placeOrder(c, { ...base, totalEsperado: q.body.total, comprador: { ...base.comprador, email } });
  }

  it('sets up the shop', async () => {
    await saveShopSettings(ctx());
    producto = (await createProduct(ctx(), { nombre: 'Batido Proteico', precio: 50000, stock: 100 })).id;
  });

  it('refuses every order and settings route without a valid admin token', async () => {
    await expectAdminOnly(ctx(), [
      ['get', '/api/admin/pedidos'],
      ['get', '/api/admin/pedidos/1'],
      ['post', '/api/admin/pedidos/1/estado'],
      ['get', '/api/admin/pedidos/export.csv'],
      ['get', '/api/admin/tienda/ajustes'],
      ['put', '/api/admin/tienda/ajustes'],
    ]);
  });

  it('walks a transfer order forward: paid, preparing, shipped with carrier and tracking, delivered; refuses every other move', async () => {
    const c = ctx();
    const o = await order(c);
    await c.flushEmails();
    c.mail.clear();
    const refused = async (estado: string, extra: object = {}) => {
      const res = await admin.move(o.id, { estado, ...extra });
      expect(res.status, `→ ${estado}`).toBe(409);
      expect(res.body.message).toBe(MSG.moveInvalid);
    };
    const moved = async (body: OrderMoveInput) => {
      const res = await admin.move(o.id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as AdminOrder;
    };
    expect((await admin.get(`/api/admin/pedidos/${o.id}`)).body.movimientos).toEqual(['pagado', 'cancelado']);
    await refused('en_preparacion');
    await refused('enviado', { transportadora: 'Servientrega', guia: '123' });
    await refused('entregado');

    const paid = await moved({ estado: 'pagado' });
    expect(paid).toMatchObject({
      estado: 'pagado',
      movimientos: ['en_preparacion', 'cancelado'],
      puedeCancelar: false,
      reembolsoPendiente: false,
    });
    expect(paid.pagadoAt).toBeTruthy();
    await refused('pagado');
    await refused('enviado', { transportadora: 'Servientrega', guia: '123' });
    await refused('entregado');

    const preparing = await moved({ estado: 'en_preparacion' });
    expect(preparing.movimientos).toEqual(['enviado', 'cancelado']);
    await refused('entregado');
    await refused('pagado');
    const noCarrier = await admin.move(o.id, { estado: 'enviado' });
    expect(noCarrier.status).toBe(400);
    expect(noCarrier.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'transportadora', msg: MSG.transportadoraRequired },
        { path: 'guia', msg: MSG.guiaRequired },
      ]),
    );
    const shipped = await moved({ estado: 'enviado', transportadora: 'Servientrega', guia: 'SV-000123' });
    expect(shipped.entrega).toMatchObject({ transportadora: 'Servientrega', guia: 'SV-000123' });
    expect(shipped.historial.at(-1)).toMatchObject({ estado: 'enviado', nota: 'Servientrega · guía SV-000123' });
    await refused('en_preparacion');

    const delivered = await moved({ estado: 'entregado' });
    expect(delivered.movimientos).toEqual([]);
    expect(delivered.historial.map((e) => e.estado)).toEqual(['pendiente_pago', 'pagado', 'en_preparacion', 'enviado', 'entregado']);
    for (const estado of ['pagado', 'en_preparacion', 'entregado']) await refused(estado);
    await refused('cancelado', { motivo: 'Tarde' });
    await refused('enviado', { transportadora: 'X', guia: 'Y' });

    // Each change e-mailed the buyer (the tracking view shows the same order to them).
    await c.flushEmails();
    const subjects = c.mail.to('ana.perez@correo.test').map((m) => m.subject);
    expect(subjects).toEqual([
      expect.stringContaining(`Pago confirmado: pedido ${o.referencia}`),
      expect.stringContaining(`Estamos preparando tu pedido ${o.referencia}`),
      expect.stringContaining(`Tu pedido ${o.referencia} va en camino`),
      expect.stringContaining(`Pedido ${o.referencia} entregado`),
    ]);
    const shippedMail = c.mail.to('ana.perez@correo.test')[2];
    expect(shippedMail.text).toContain('Servientrega');
    expect(shippedMail.text).toContain('SV-000123');
    const tracking = await c.api.get(`/api/pedidos/seguimiento/${o.token}`);
    expect(tracking.body).toMatchObject({ estado: 'entregado', puedeCancelar: false });

    const activity = (await admin.get('/api/admin/actividad?accion=order.status_changed')).body.items as {
      target: string;
      detail: Record<string, unknown>;
    }[];
    const mine = activity.filter((a) => a.target === `pedido:${o.id}`).map((a) => [a.detail.de, a.detail.a]);
    expect(mine.reverse()).toEqual([
      ['pendiente_pago', 'pagado'],
      ['pagado', 'en_preparacion'],
      ['en_preparacion', 'enviado'],
      ['enviado', 'entregado'],
    ]);
    expect(JSON.stringify(activity)).not.toContain('ana.perez');
  });

  it('prepares and ships cash on delivery unpaid, and counts it paid once delivered', async () => {
    const o = await order(ctx(), { metodoPago: 'contra_entrega' });
    expect((await admin.get(`/api/admin/pedidos/${o.id}`)).body).toMatchObject({
      movimientos: ['pagado', 'en_preparacion', 'cancelado'],
      // unconfirmed, it holds its units CASH_ON_DELIVERY_CONFIRM_HOURS (24)
      venceEn: expect.any(String),
      confirmadoAt: null,
    });
    expect((await admin.move(o.id, { estado: 'en_preparacion' })).body.pagadoAt).toBeNull();
    expect((await admin.move(o.id, { estado: 'enviado', transportadora: 'Interrapidísimo', guia: '7001' })).body.pagadoAt).toBeNull();
    const delivered = (await admin.move(o.id, { estado: 'entregado' })).body as AdminOrder;
    expect(delivered.estado).toBe('entregado');
    expect(delivered.pagadoAt).toBeTruthy();
  });

  it('hands a pickup order over without shipping it', async () => {
    const o = await order(ctx(), { entrega: { tipo: 'recoger' } });
    await admin.move(o.id, { estado: 'pagado' });
    expect((await admin.move(o.id, { estado: 'en_preparacion' })).body.movimientos).toEqual(['entregado', 'cancelado']);
    expect((await admin.move(o.id, { estado: 'enviado', transportadora: 'X', guia: 'Y' })).status).toBe(409);
    expect((await admin.move(o.id, { estado: 'entregado' })).body.estado).toBe('entregado');
  });

  it('cancels with a reason from any open state, returns the units once, and owes a refund when it had been paid', async () => {
    const c = ctx();
    const before = (await stockOf(producto))!;
    const unpaid = await order(c, {}, 'cancela1@correo.test');
    const paid = await order(c, {}, 'cancela2@correo.test');
    const shipped = await order(c, {}, 'cancela3@correo.test');
    expect(await stockOf(producto)).toBe(before - 6);
    await admin.move(paid.id, { estado: 'pagado' });
    await admin.move(shipped.id, { estado: 'pagado' });
    await admin.move(shipped.id, { estado: 'en_preparacion' });
    await admin.move(shipped.id, { estado: 'enviado', transportadora: 'Coordinadora', guia: '55' });
    await c.flushEmails();
    c.mail.clear();

    const noReason = await admin.move(unpaid.id, { estado: 'cancelado' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toContainEqual({ path: 'motivo', msg: MSG.motivoRequired });

    const [a, b] = await Promise.all([
      admin.move(unpaid.id, { estado: 'cancelado', motivo: 'El cliente pidió otro producto' }),
      admin.move(unpaid.id, { estado: 'cancelado', motivo: 'Duplicado' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const cancelled = (a.status === 200 ? a : b).body as AdminOrder;
    expect(cancelled).toMatchObject({ estado: 'cancelado', reembolsoPendiente: false, movimientos: [] });
    expect(cancelled.motivoCancelacion).toMatch(/El cliente pidió otro producto|Duplicado/);

    const refund = (await admin.move(paid.id, { estado: 'cancelado', motivo: 'Sin existencias del sabor' })).body as AdminOrder;
    expect(refund).toMatchObject({ estado: 'cancelado', reembolsoPendiente: true, motivoCancelacion: 'Sin existencias del sabor' });
    const silent = await admin.move(shipped.id, { estado: 'cancelado', motivo: 'Devuelto por la transportadora', notificar: false });
    expect(silent.body).toMatchObject({ estado: 'cancelado', reembolsoPendiente: true });
    expect(await stockOf(producto)).toBe(before);

    await c.flushEmails();
    expect(c.mail.to('cancela1@correo.test')).toHaveLength(1);
    const refundMail = c.mail.to('cancela2@correo.test');
    expect(refundMail).toHaveLength(1);
    expect(refundMail[0].text).toContain('Sin existencias del sabor');
    expect(refundMail[0].text).toContain('te devolveremos el dinero');
    expect(c.mail.to('cancela3@correo.test')).toHaveLength(0);
    // Tracking shows the reason in the timeline; cancelling again changes nothing.
    expect((await c.api.get(`/api/pedidos/seguimiento/${paid.token}`)).body.historial.at(-1)).toMatchObject({
      estado: 'cancelado',
      nota: 'Sin existencias del sabor',
    });
    expect((await admin.move(paid.id, { estado: 'cancelado', motivo: 'Otra vez' })).status).toBe(409);
    expect(await stockOf(producto)).toBe(before);
  });

  it('refuses hostile moves with Spanish errors and unknown orders with 404', async () => {
    const o = await order(ctx());
    const cases: [object, string, string][] = [
      [{ estado: 'expirado' }, 'estado', MSG.estadoInvalid],
      [{ estado: 'pendiente_pago' }, 'estado', MSG.estadoInvalid],
      [{ estado: 42 }, 'estado', MSG.estadoInvalid],
      [{}, 'estado', MSG.estadoInvalid],
      [{ estado: 'cancelado', motivo: 'x'.repeat(501) }, 'motivo', MSG.motivoTooLong],
      [{ estado: 'enviado', transportadora: 'x'.repeat(81), guia: '1' }, 'transportadora', MSG.transportadoraRequired],
      [{ estado: 'enviado', transportadora: 'X', guia: ['1'] }, 'guia', MSG.guiaRequired],
      [{ estado: 'pagado', notificar: 'no' }, 'notificar', MSG.settingInvalid],
    ];
    for (const [body, path, msg] of cases) {
      const res = await admin.move(o.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errors).toContainEqual({ path, msg });
    }
    const polluted = await ctx()
      .api.post(`/api/admin/pedidos/${o.id}/estado`)
      .set('Authorization', auth())
      .set('Content-Type', 'application/json')
      .send('{"estado":"pagado","__proto__":{"estado":"entregado"},"constructor":{"prototype":{"x":1}}}');
    expect(polluted.status).toBe(200);
    expect(polluted.body.estado).toBe('pagado');
    for (const id of ['abc', '0', '-1', '99999999999', '1.5', '999999']) {
      expect((await admin.get(`/api/admin/pedidos/${id}`)).status, id).toBe(404);
      expect((await admin.move(id as unknown as number, { estado: 'pagado' })).status, id).toBe(404);
    }
    expect((await admin.get('/api/admin/pedidos/999999')).body.message).toBe(MSG.orderNotFound);
  });
});

describeEachDb('Orders in the back office: the list and its CSV', (ctx) => {
  const auth = () => `Bearer ${ctx().adminToken()}`;
  const list = (query = '') => ctx().api.get(`/api/admin/pedidos${query}`).set('Authorization', auth());
  const placed: { id: number; referencia: string }[] = [];

  it('sets up eight orders, an hour apart, from several people', async () => {
    const c = ctx();
    await saveShopSettings(c);
    const p = (await createProduct(c, { nombre: 'Té Verde', precio: 20000, stock: null })).id;
    c.clock.set('2026-11-20T14:00:00.000Z');
    const buyers = [
      ['José', 'Muñoz', 'jose@correo.test', '+573101111111', 'transferencia'],
      ['María', 'López', 'maria@correo.test', '+573102222222', 'contra_entrega'],
      ['=HYPERLINK("http://x")', 'Ataque', 'ataque@correo.test', '+573103333333', 'transferencia'],
      ['Ana', 'Pérez', 'ana@correo.test', '+573104444444', 'transferencia'],
      ['Luis', 'Gómez', 'luis@correo.test', '+573105555555', 'contra_entrega'],
      ['Sofía', 'Ruiz', 'sofia@correo.test', '+573106666666', 'transferencia'],
      ['Pedro', 'Díaz', 'pedro@correo.test', '+573107777777', 'transferencia'],
      ['Laura', 'Castro', 'laura@correo.test', '+573108888888', 'transferencia'],
    ] as const;
    for (const [nombres, apellidos, email, telefono, metodoPago] of buyers) {
      const base = orderPayload([{ productoId: p, cantidad: 1 }], 28000, { metodoPago });
      placed.push(await placeOrder(c, { ...base, comprador: { ...base.comprador, nombres, apellidos, email, telefono } }));
      c.clock.advance(HOUR);
    }
    // a day later in Colombia for the last two (2026-11-21 after 19:00 UTC is still the 21st there)
    c.clock.reset();
  });

  it('pages newest first by keyset with X-Total-Count and a next link', async () => {
    const first = await list('?limit=3');
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe('8');
    expect(first.body.map((o: { referencia: string }) => o.referencia)).toEqual(
      placed
        .slice(-3)
        .reverse()
        .map((o) => o.referencia),
    );
    expect(Object.keys(first.body[0]).sort()).toEqual([
      'createdAt',
      'email',
      'estado',
      'id',
      'metodoPago',
      'nombre',
      'referencia',
      'telefono',
      'total',
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link)![1];
    expect(next).toMatch(/^\/api\/admin\/pedidos\?limit=3&cursor=/);
    const seen = [...first.body];
    let url: string | undefined = next;
    while (url) {
      const page: { body: object[]; headers: Record<string, string> } = await ctx().api.get(url).set('Authorization', auth());
      seen.push(...page.body);
      url = page.headers.link ? /<([^>]+)>/.exec(page.headers.link)![1] : undefined;
    }
    expect(seen.map((o: { id: number }) => o.id)).toEqual(placed.map((o) => o.id).reverse());
    expect((await list()).body).toHaveLength(8);
  });

  it('filters by state, method, text (reference, name without accents, e-mail, phone) and Colombia dates', async () => {
    const refs = async (query: string) => {
      const res = await list(query);
      expect(res.status, query).toBe(200);
      return res.body.map((o: { referencia: string }) => o.referencia).sort();
    };
    expect(await refs('?metodoPago=contra_entrega')).toEqual([placed[1].referencia, placed[4].referencia].sort());
    expect(await refs('?estado=pagado')).toEqual([]);
    expect(await refs(`?q=${placed[3].referencia.toLowerCase()}`)).toEqual([placed[3].referencia]);
    expect(await refs('?q=munoz')).toEqual([placed[0].referencia]);
    expect(await refs(`?q=${encodeURIComponent('JOSÉ MUÑ')}`)).toEqual([placed[0].referencia]);
    expect(await refs('?q=sofia%40correo')).toEqual([placed[5].referencia]);
    expect(await refs('?q=3107777')).toEqual([placed[6].referencia]);
    expect(await refs('?q=%25')).toEqual([]);
    expect(await refs('?q=_')).toEqual([]);
    // 14:00 UTC = 09:00 Colombia on the 20th; the eighth order is at 21:00 UTC = 16:00, same day
    expect((await refs('?desde=2026-11-20&hasta=2026-11-20')).length).toBe(8);
    expect(await refs('?desde=2026-11-21')).toEqual([]);
    expect(await refs('?hasta=2026-11-19')).toEqual([]);
    const counted = await list('?metodoPago=transferencia&limit=2');
    expect(counted.headers['x-total-count']).toBe('6');
  });

  it('refuses bad list parameters with a Spanish 400', async () => {
    for (const [query, msg] of [
      ['?limit=0', MSG.queryInvalid],
      ['?limit=51', MSG.queryInvalid],
      ['?limit=dos', MSG.queryInvalid],
      ['?estado=perdido', MSG.estadoInvalid],
      ['?metodoPago=bitcoin', MSG.metodoPagoInvalid],
      ['?cursor=nope', MSG.cursorInvalid],
      [`?cursor=${'A'.repeat(300)}`, MSG.cursorInvalid],
      ['?desde=2026-13-01', MSG.fechaInvalid],
      ['?desde=2026-11-21&hasta=2026-11-20', MSG.fechaInvalid],
      [`?q=${'x'.repeat(101)}`, MSG.queryInvalid],
      ['?estado=pagado&estado=enviado', MSG.estadoInvalid],
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(msg);
    }
    expect((await ctx().api.get('/api/admin/pedidos/export.csv?desde=ayer').set('Authorization', auth())).status).toBe(400);
  });

  it('exports the filtered list as a streamed CSV with every cell quoted and formulas neutralised', async () => {
    const res = await ctx().api.get('/api/admin/pedidos/export.csv?metodoPago=transferencia').set('Authorization', auth()).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.text;
    expect(text.startsWith('\uFEFF"Referencia";"Fecha (Colombia)";"Estado"')).toBe(true);
    const rows = text.slice(1).split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(7);
    expect(rows.slice(1).every((r) => /^"VS-/.test(r))).toBe(true);
    const attack = rows.find((r) => r.includes('Ataque'))!;
    expect(attack).toContain(`"'=HYPERLINK(""http://x"")"`);
    const jose = rows.find((r) => r.includes('Muñoz'))!;
    expect(jose).toContain('"1 × Té Verde"');
    expect(jose).toContain('"Cédula de ciudadanía"');
    expect(jose).toContain('"Bogotá D.C.";"Bogotá, D.C."');
    expect(jose).toContain('"2026-11-20 09:00"');
    expect(jose).not.toContain('contra');
  });
});
