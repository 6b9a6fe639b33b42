import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as MSG, ORDER_REFERENCE, type OrderQuote } from '@app/shared/orders';
import { CURRENT_POLICY, PRIVACY_MESSAGES } from '@app/shared/privacy';
import { describeEachDb, type TestContext, rowCount } from '../../../test/helpers/test-app.js';
import { createProduct, productPayload, stockOf } from '../../../test/helpers/products.js';
import { linkIn } from '../../../test/helpers/mail-capture.js';
import { orderIdOf, orderPayload, placeOrder, saveShopSettings, testShopSettings } from '../../../test/helpers/orders.js';
import { newOrderReference } from './orders.service.js';
import { DEMO_SHOP_SETTINGS } from '../../db/seed.js';
import { departamento, municipio } from '@app/shared/divipola';
import { shopSettingsSchema } from '@app/shared/orders';

const quote = async (c: TestContext, body: object) => {
  const res = await c.api.post('/api/pedidos/cotizar').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OrderQuote;
};

describe('order references', () => {
  it('are VS- and five characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(newOrderReference()).toMatch(ORDER_REFERENCE);
    expect(ORDER_REFERENCE.test('VS-0OIL1')).toBe(false);
  });
});

describe('the demo shop settings (SEED_DEMO)', () => {
  it('are valid settings whose zones name real DIVIPOLA places: Bogotá and Soacha, the big cities, the rest at the default price', () => {
    expect(shopSettingsSchema.parse(DEMO_SHOP_SETTINGS)).toEqual(DEMO_SHOP_SETTINGS);
    for (const z of DEMO_SHOP_SETTINGS.zonas) {
      for (const d of z.departamentos) expect(departamento(d), d).toBeDefined();
      for (const m of z.municipios) expect(municipio(m), m).toBeDefined();
    }
    expect(DEMO_SHOP_SETTINGS.zonas.map((z) => z.nombre)).toEqual(['Bogotá y Soacha', 'Ciudades principales']);
    expect(DEMO_SHOP_SETTINGS.zonas[0]).toMatchObject({ departamentos: ['11'], municipios: ['25754'] });
    expect(DEMO_SHOP_SETTINGS.metodos).toEqual({ transferencia: true, contra_entrega: true, wompi: true });
  });
});

describeEachDb('Shop settings', (ctx) => {
  it('serves sensible defaults before the team configures anything: no payment method, no pickup', async () => {
    const res = await ctx().api.get('/api/tienda/ajustes');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      metodos: { transferencia: false, contra_entrega: false },
      recogerActivo: false,
      envioGratisDesde: null,
    });
    expect(res.body.vendedor.razonSocial).toBe(ctx().config.brand.name);
    expect(res.body).not.toHaveProperty('instruccionesPago');
    const p = await createProduct(ctx(), { nombre: 'Producto sin ajustes', precio: 50000 });
    const q = await quote(ctx(), { items: [{ productoId: p.id, cantidad: 1 }], entrega: { tipo: 'domicilio', municipio: '05001' } });
    expect(q).toMatchObject({ subtotal: 50000, envio: 15000, total: 65000, zona: null, valido: true });
    expect(q.metodosPago.every((m) => !m.disponible && m.motivo === MSG.metodoPagoApagado)).toBe(true);
    const refused = await ctx()
      .api.post('/api/pedidos')
      .send(orderPayload([{ productoId: p.id, cantidad: 1 }], 65000));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.metodoPagoApagado);
  });

  it('saves what the GET returned, shows the public part at once, and logs the change', async () => {
    const c = ctx();
    const auth = `Bearer ${c.adminToken()}`;
    const before = await c.api.get('/api/tienda/ajustes');
    const saved = await saveShopSettings(c);
    expect(saved).toEqual(testShopSettings());
    const got = await c.api.get('/api/admin/tienda/ajustes').set('Authorization', auth);
    expect(got.body).toEqual(saved);
    expect((await c.api.put('/api/admin/tienda/ajustes').set('Authorization', auth).send(got.body)).status).toBe(200);
    const after = await c.api.get('/api/tienda/ajustes').set('If-None-Match', before.headers.etag);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      vendedor: saved.vendedor,
      whatsapp: '573001234567',
      direccionRecogida: saved.direccionRecogida,
      recogerActivo: true,
      envioGratisDesde: 250000,
      contraEntregaMaximo: 400000,
      metodos: { transferencia: true, contra_entrega: true, wompi: false },
    });
    const actions = (await c.api.get('/api/admin/actividad').set('Authorization', auth)).body.items.map(
      (e: { action: string }) => e.action,
    );
    expect(actions).toContain('shop_settings.updated');
  });

  it('refuses codes outside DIVIPOLA, a place in two zones, and methods without what the buyer needs', async () => {
    const c = ctx();
    const put = (over: object) =>
      c.api
        .put('/api/admin/tienda/ajustes')
        .set('Authorization', `Bearer ${c.adminToken()}`)
        .send({ ...testShopSettings(), ...over });
    const zone = { nombre: 'Z', departamentos: [], municipios: [], precio: 1000, contraEntrega: false };
    const cases: [object, string, string][] = [
      [{ zonas: [{ ...zone, municipios: ['99999'] }] }, 'zonas.0.municipios.0', MSG.municipioInvalid],
      [{ zonas: [{ ...zone, departamentos: ['02'] }] }, 'zonas.0.departamentos.0', MSG.departamentoInvalid],
      [{ zonas: [{ ...zone, municipios: ['1100'] }] }, 'zonas.0.municipios.0', MSG.municipioInvalid],
      [{ zonas: [zone] }, 'zonas.0.departamentos', MSG.zonaVacia],
      [
        {
          zonas: [
            { ...zone, departamentos: ['11'] },
            { ...zone, nombre: 'Y', departamentos: ['11'] },
          ],
        },
        'zonas.1.departamentos.0',
        MSG.zonaDuplicada,
      ],
      [{ instruccionesPago: '' }, 'instruccionesPago', MSG.transferenciaSinInstrucciones],
      [{ direccionRecogida: '  ' }, 'direccionRecogida', MSG.recogerSinDireccion],
      [{ envioPorDefecto: -1 }, 'envioPorDefecto', MSG.pesosInvalid],
      [{ contraEntregaMaximo: 1.5 }, 'contraEntregaMaximo', MSG.pesosInvalid],
      [{ whatsapp: '+57 300' }, 'whatsapp', MSG.settingInvalid],
      [{ metodos: { transferencia: 'si', contra_entrega: true } }, 'metodos.transferencia', MSG.settingInvalid],
      [{ instruccionesPago: 'x'.repeat(2001) }, 'instruccionesPago', MSG.settingInvalid],
    ];
    for (const [over, path, msg] of cases) {
      const res = await put(over);
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.body.errors, path).toContainEqual({ path, msg });
    }
    expect((await put({ zonas: 'todas' })).status).toBe(400);
    expect((await c.api.put('/api/admin/tienda/ajustes').set('Authorization', `Bearer ${c.adminToken()}`).send([])).status).toBe(400);
  });
});

describeEachDb('Orders: quote and pricing', (ctx) => {
  let ids: { proteina: number; crema: number; agotado: number; inactivo: number; archivado: number; libre: number };

  it('sets up the shop', async () => {
    const c = ctx();
    await saveShopSettings(c);
    ids = {
      proteina: (await createProduct(c, { nombre: 'Proteína Vainilla', precio: 120000, stock: 5 })).id,
      crema: (await createProduct(c, { nombre: 'Crema Facial', precio: 45000, stock: 3 })).id,
      agotado: (await createProduct(c, { nombre: 'Té Agotado', precio: 30000, stock: 0 })).id,
      inactivo: (await createProduct(c, { nombre: 'Producto Oculto', precio: 30000, activo: false })).id,
      archivado: (await createProduct(c, { nombre: 'Producto Archivado', precio: 30000 })).id,
      libre: (await createProduct(c, { nombre: 'Plan Sin Inventario', precio: 310000, stock: null })).id,
    };
    await c.api.delete(`/api/admin/productos/${ids.archivado}`).set('Authorization', `Bearer ${c.adminToken()}`);
  });

  it('prices the lines at the server’s prices and flags each problem', async () => {
    const q = await quote(ctx(), {
      items: [
        { productoId: ids.proteina, cantidad: 2 },
        { productoId: ids.crema, cantidad: 4 },
        { productoId: ids.agotado, cantidad: 1 },
        { productoId: ids.inactivo, cantidad: 1 },
        { productoId: ids.archivado, cantidad: 1 },
        { productoId: 999999, cantidad: 1 },
      ],
      // a price from the client is never read
      precio: 1,
    });
    // A product gone or off sale answers its id and its problem, nothing else (no name, price or
    // image); the stock only where the buyer asked for more than is left.
    const offered = (id: number, nombre: string, slug: string, precio: number, cantidad: number) => ({
      productoId: id,
      slug,
      nombre,
      imagen: null,
      precio,
      cantidad,
      subtotal: precio * cantidad,
    });
    expect(q.lineas).toStrictEqual([
      { ...offered(ids.proteina, 'Proteína Vainilla', 'proteina-vainilla', 120000, 2), problema: null },
      { ...offered(ids.crema, 'Crema Facial', 'crema-facial', 45000, 4), stock: 3, problema: 'stock_insuficiente' },
      { ...offered(ids.agotado, 'Té Agotado', 'te-agotado', 30000, 1), stock: 0, problema: 'agotado' },
      { productoId: ids.inactivo, problema: 'inactivo' },
      { productoId: ids.archivado, problema: 'no_existe' },
      { productoId: 999999, problema: 'no_existe' },
    ]);
    expect(JSON.stringify(q)).not.toMatch(/Producto Oculto|Producto Archivado/);
    // only what can be bought counts; no delivery yet: no shipping
    expect(q).toMatchObject({ subtotal: 240000, envio: null, total: 240000, valido: false, zona: null, envioGratisDesde: 250000 });
  });

  it('prices shipping by zone: a municipality’s zone wins over its department’s, else the default; free from the threshold; pickup free', async () => {
    const one = [{ productoId: ids.crema, cantidad: 1 }];
    const at = async (municipio: string, items = one) => quote(ctx(), { items, entrega: { tipo: 'domicilio', municipio } });
    expect(await at('11001')).toMatchObject({ envio: 8000, total: 53000, zona: 'Bogotá y Soacha' });
    expect(await at('25754')).toMatchObject({ envio: 8000, zona: 'Bogotá y Soacha' });
    expect(await at('25175')).toMatchObject({ envio: 11000, zona: 'Cundinamarca' });
    expect(await at('05001')).toMatchObject({ envio: 12000, zona: 'Ciudades principales' });
    expect(await at('05002')).toMatchObject({ envio: 18000, zona: null });
    expect(await at('91001')).toMatchObject({ envio: 18000, total: 63000 });
    // 2 × 120 000 = 240 000 < 250 000; + 1 crema = 285 000 ≥ 250 000: free
    expect(await at('05002', [{ productoId: ids.proteina, cantidad: 2 }])).toMatchObject({ envio: 18000, total: 258000 });
    expect(await at('05002', [{ productoId: ids.proteina, cantidad: 2 }, ...one])).toMatchObject({
      subtotal: 285000,
      envio: 0,
      total: 285000,
    });
    expect(await quote(ctx(), { items: one, entrega: { tipo: 'recoger' } })).toMatchObject({
      envio: 0,
      total: 45000,
      zona: null,
      problemaEntrega: null,
    });
  });

  it('offers cash on delivery only up to its limit and where the zone allows it; at pickup it is paid at the counter', async () => {
    const methods = async (items: object[], entrega?: object) =>
      Object.fromEntries((await quote(ctx(), { items, entrega })).metodosPago.map((m) => [m.metodo, m.motivo ?? 'ok']));
    const small = [{ productoId: ids.crema, cantidad: 1 }];
    const big = [{ productoId: ids.libre, cantidad: 2 }];
    expect(await methods(small, { tipo: 'domicilio', municipio: '11001' })).toEqual({ transferencia: 'ok', contra_entrega: 'ok' });
    expect(await methods(small, { tipo: 'domicilio', municipio: '25175' })).toEqual({
      transferencia: 'ok',
      contra_entrega: MSG.contraEntregaZone,
    });
    expect(await methods(small, { tipo: 'domicilio', municipio: '91001' })).toEqual({
      transferencia: 'ok',
      contra_entrega: MSG.contraEntregaZone,
    });
    expect(await methods(small, { tipo: 'recoger' })).toEqual({ transferencia: 'ok', contra_entrega: 'ok' });
    expect(await methods(small)).toEqual({ transferencia: 'ok', contra_entrega: 'ok' });
    expect(await methods(big, { tipo: 'domicilio', municipio: '11001' })).toEqual({
      transferencia: 'ok',
      contra_entrega: MSG.contraEntregaOverLimit,
    });
    expect(await methods(big, { tipo: 'recoger' })).toEqual({ transferencia: 'ok', contra_entrega: MSG.contraEntregaOverLimit });
  });

  it('says when pickup is off', async () => {
    await saveShopSettings(ctx(), { recogerActivo: false });
    const q = await quote(ctx(), { items: [{ productoId: ids.crema, cantidad: 1 }], entrega: { tipo: 'recoger' } });
    expect(q.problemaEntrega).toBe(MSG.recogerUnavailable);
    const res = await ctx()
      .api.post('/api/pedidos')
      .send(orderPayload([{ productoId: ids.crema, cantidad: 1 }], 45000, { entrega: { tipo: 'recoger' } }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.recogerUnavailable);
    await saveShopSettings(ctx());
  });

  it('refuses hostile quotes with Spanish 400s', async () => {
    const ok = { productoId: ids.crema, cantidad: 1 };
    const cases: [unknown, string][] = [
      [{ items: [] }, MSG.itemsRequired],
      [{}, MSG.itemsRequired],
      [{ items: 'todo' }, MSG.itemsRequired],
      [{ items: [{ productoId: ids.crema, cantidad: -1 }] }, MSG.cantidadInvalid],
      [{ items: [{ productoId: ids.crema, cantidad: 100 }] }, MSG.cantidadInvalid],
      [{ items: [{ productoId: ids.crema, cantidad: 1.5 }] }, MSG.cantidadInvalid],
      [{ items: [{ productoId: ids.crema, cantidad: '2' }] }, MSG.cantidadInvalid],
      [{ items: [{ productoId: 'x', cantidad: 1 }] }, MSG.productoInvalid],
      [{ items: [ok, ok] }, MSG.duplicateLine],
      [{ items: Array.from({ length: 31 }, (_, i) => ({ productoId: i + 1, cantidad: 1 })) }, MSG.tooManyLines],
      [{ items: [ok], entrega: { tipo: 'domicilio', municipio: '99999' } }, MSG.municipioInvalid],
      [{ items: [ok], entrega: { tipo: 'domicilio', municipio: 'x'.repeat(10_000) } }, MSG.municipioInvalid],
      [{ items: [ok], entrega: { tipo: 'dron' } }, MSG.entregaInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await ctx()
        .api.post('/api/pedidos/cotizar')
        .send(body as object);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message, JSON.stringify(body).slice(0, 80)).toBe(message);
      expect(res.body.error).toBe(message);
    }
    const polluted = await ctx()
      .api.post('/api/pedidos/cotizar')
      .set('Content-Type', 'application/json')
      .send(
        `{"items":[{"productoId":${ids.crema},"cantidad":1,"__proto__":{"precio":1}}],"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`,
      );
    expect(polluted.status).toBe(200);
    expect(polluted.body.total).toBe(45000);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect((await ctx().api.post('/api/pedidos/cotizar').set('Content-Type', 'application/json').send('{"items":')).status).toBe(400);
  });
});

describeEachDb('Orders: placing an order', (ctx) => {
  let proteina: number;
  let crema: number;

  it('sets up the shop', async () => {
    await saveShopSettings(ctx());
    proteina = (await createProduct(ctx(), { nombre: 'Proteína Chocolate', precio: 120000, stock: 5 })).id;
    crema = (await createProduct(ctx(), { nombre: 'Crema de Aloe', precio: 45000, stock: null })).id;
  });

  it('creates the order at the server’s prices, takes the units, records the acceptance and e-mails buyer and team', async () => {
    const c = ctx();
    c.mail.clear();
    const items = [
      { productoId: proteina, cantidad: 1 },
      { productoId: crema, cantidad: 1 },
    ];
    const res = await c.api
      .post('/api/pedidos')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({
        ...orderPayload(items, 173000),
        comprador: { ...orderPayload(items, 0).comprador, email: 'Ana.Perez@Correo.TEST' },
        extra: 'ignorada',
      });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // no internal id: it would count the shop's orders
    expect(Object.keys(res.body).sort()).toEqual(['estado', 'referencia', 'token', 'total']);
    const id = await orderIdOf(c, res.body.referencia);
    expect(res.body).toMatchObject({ total: 173000, estado: 'pendiente_pago' });
    expect(res.body.referencia).toMatch(ORDER_REFERENCE);
    expect(await stockOf(c, proteina)).toBe(4);
    expect(await stockOf(c, crema)).toBeNull();

    const row = await c.db.selectFrom('pedidos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'ana.perez@correo.test',
      subtotal: 165000,
      envio: 8000,
      zona: 'Bogotá y Soacha',
      metodo_pago: 'transferencia',
    });
    // the token is not stored, only its hash
    const tokens = await c.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('purpose', '=', 'order_tracking')
      .where('subject_id', '=', id)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(JSON.stringify(tokens)).not.toContain(res.body.token);

    const consent = await c.db.selectFrom('consentimientos').selectAll().where('pedido_id', '=', id).executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      politica_version: CURRENT_POLICY.id,
      texto: CURRENT_POLICY.purchaseConsent,
      user_id: null,
      registro_id: null,
    });

    const mails = await c.flushEmails();
    const buyer = c.mail.to('ana.perez@correo.test');
    expect(buyer).toHaveLength(1);
    expect(buyer[0].subject).toContain(`Recibimos tu pedido ${res.body.referencia}`);
    expect(buyer[0].text).toContain('$ 173.000');
    expect(buyer[0].text).toContain('Bancolombia ahorros 000-000000-00');
    expect(linkIn(buyer[0], '/pedido/')).toBe(`http://sitio.test/pedido/${res.body.token}`);
    const team = c.mail.to('coach@sitio.test');
    expect(team).toHaveLength(1);
    expect(team[0].subject).toContain(`Nuevo pedido ${res.body.referencia}`);
    expect(mails).toHaveLength(2);

    const tracking = await c.api.get(`/api/pedidos/seguimiento/${res.body.token}`);
    expect(tracking.status).toBe(200);
    expect(tracking.body).toMatchObject({
      referencia: res.body.referencia,
      estado: 'pendiente_pago',
      subtotal: 165000,
      envio: 8000,
      total: 173000,
      metodoPago: 'transferencia',
      instruccionesPago: testShopSettings().instruccionesPago,
      direccionRecogida: null,
      whatsapp: '573001234567',
      puedeCancelar: true,
      comprador: { nombres: 'Ana María', apellidos: 'Pérez Gómez', email: 'ana.perez@correo.test', telefono: '+573001112233' },
      entrega: {
        tipo: 'domicilio',
        municipio: '11001',
        municipioNombre: 'Bogotá, D.C.',
        departamentoNombre: 'Bogotá D.C.',
        barrio: 'Chapinero',
        transportadora: null,
      },
      lineas: [
        { productoId: proteina, nombre: 'Proteína Chocolate', precio: 120000, cantidad: 1, subtotal: 120000 },
        { productoId: crema, nombre: 'Crema de Aloe', precio: 45000, cantidad: 1, subtotal: 45000 },
      ],
      historial: [{ estado: 'pendiente_pago', nota: null }],
    });
    expect(tracking.body).not.toHaveProperty('numeroDocumento');
    const hours = (Date.parse(tracking.body.venceEn) - Date.parse(tracking.body.createdAt)) / 3_600_000;
    expect(hours).toBe(48);
  });

  it('answers 409 with the new quote and creates nothing when the total changed', async () => {
    const c = ctx();
    const items = [{ productoId: crema, cantidad: 2 }];
    const before = await rowCount(c, 'pedidos');
    await c.api
      .put(`/api/admin/productos/${crema}`)
      .set('Authorization', `Bearer ${c.adminToken()}`)
      .send(productPayload({ nombre: 'Crema de Aloe', slug: 'crema-de-aloe', precio: 47000, stock: null }));
    const res = await c.api.post('/api/pedidos').send(orderPayload(items, 98000));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: MSG.totalChanged, error: MSG.totalChanged });
    expect(res.body.cotizacion).toMatchObject({ subtotal: 94000, envio: 8000, total: 102000, valido: true });
    expect(res.body.cotizacion.lineas[0]).toMatchObject({ precio: 47000, problema: null });
    expect(await rowCount(c, 'pedidos')).toBe(before);
    // the shipping alone changing is a changed total too
    const medellin = orderPayload(items, 102000, {
      entrega: { tipo: 'domicilio', municipio: '05001', direccion: 'Calle 10', barrio: 'El Poblado' },
    });
    const moved = await c.api.post('/api/pedidos').send(medellin);
    expect(moved.status).toBe(409);
    expect(moved.body.cotizacion).toMatchObject({ envio: 12000, total: 106000 });
    expect((await c.api.post('/api/pedidos').send({ ...medellin, totalEsperado: 106000 })).status).toBe(201);
  });

  it('answers 409 when units are short or a product went off sale, and takes nothing', async () => {
    const c = ctx();
    const left = (await stockOf(c, proteina))!;
    const short = await c.api
      .post('/api/pedidos')
      .send(orderPayload([{ productoId: proteina, cantidad: left + 1 }], 120000 * (left + 1) + 8000));
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(MSG.outOfStock);
    expect(short.body.cotizacion.lineas[0]).toMatchObject({ problema: 'stock_insuficiente', stock: left });
    expect(await stockOf(c, proteina)).toBe(left);

    const hidden = (await createProduct(c, { nombre: 'Oculto', precio: 10000, activo: false })).id;
    const off = await c.api.post('/api/pedidos').send(
      orderPayload(
        [
          { productoId: proteina, cantidad: 1 },
          { productoId: hidden, cantidad: 1 },
        ],
        138000,
      ),
    );
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(MSG.productUnavailable);
    expect(await stockOf(c, proteina)).toBe(left);
  });

  it('refuses cash on delivery over its limit or outside its zones with 409 and the quote', async () => {
    const c = ctx();
    const over = await c.api
      .post('/api/pedidos')
      .send(orderPayload([{ productoId: crema, cantidad: 9 }], 423000, { metodoPago: 'contra_entrega' }));
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(MSG.contraEntregaOverLimit);
    expect(over.body.cotizacion.metodosPago).toContainEqual({
      metodo: 'contra_entrega',
      disponible: false,
      motivo: MSG.contraEntregaOverLimit,
    });
    const far = orderPayload([{ productoId: crema, cantidad: 1 }], 65000, {
      metodoPago: 'contra_entrega',
      entrega: { tipo: 'domicilio', municipio: '91001', direccion: 'Calle 1', barrio: 'Centro' },
    });
    const zone = await c.api.post('/api/pedidos').send(far);
    expect(zone.status).toBe(409);
    expect(zone.body.message).toBe(MSG.contraEntregaZone);
    // picked up: paid at the counter; held until the buyer confirms it (CASH_ON_DELIVERY_CONFIRM_HOURS)
    const pickup = await placeOrder(
      c,
      orderPayload([{ productoId: crema, cantidad: 1 }], 47000, { metodoPago: 'contra_entrega', entrega: { tipo: 'recoger' } }),
    );
    const t = (await c.api.get(`/api/pedidos/seguimiento/${pickup.token}`)).body;
    expect(t).toMatchObject({
      envio: 0,
      total: 47000,
      venceEn: expect.any(String),
      puedeConfirmar: true,
      confirmadoAt: null,
      instruccionesPago: null,
      direccionRecogida: testShopSettings().direccionRecogida,
    });
    expect(Date.parse(t.venceEn) - Date.parse(t.createdAt)).toBe(24 * 3_600_000);
  });

  it('refuses hostile orders with Spanish field errors, never a 500', async () => {
    const c = ctx();
    const items = [{ productoId: crema, cantidad: 1 }];
    const base = orderPayload(items, 55000);
    const buyer = base.comprador;
    const cases: [object, string, string][] = [
      [{ comprador: { ...buyer, nombres: '' } }, 'comprador.nombres', MSG.nombresRequired],
      [{ comprador: { ...buyer, nombres: 'x'.repeat(81) } }, 'comprador.nombres', MSG.nombresTooLong],
      [{ comprador: { ...buyer, apellidos: 5 } }, 'comprador.apellidos', MSG.apellidosRequired],
      [{ comprador: { ...buyer, email: 'no-es-correo' } }, 'comprador.email', 'Ingresa un correo electrónico válido.'],
      [
        { comprador: { ...buyer, telefono: '12' } },
        'comprador.telefono',
        'Ingresa un número de teléfono válido (solo dígitos, máximo 15).',
      ],
      [{ comprador: { ...buyer, tipoDocumento: 'DNI' } }, 'comprador.tipoDocumento', MSG.tipoDocumentoInvalid],
      [{ comprador: { ...buyer, numeroDocumento: '10.203.040' } }, 'comprador.numeroDocumento', MSG.documentoInvalid],
      [{ comprador: { ...buyer, numeroDocumento: '1'.repeat(5000) } }, 'comprador.numeroDocumento', MSG.documentoInvalid],
      [{ entrega: { tipo: 'domicilio', municipio: '99999', direccion: 'x', barrio: 'y' } }, 'entrega.municipio', MSG.municipioInvalid],
      [{ entrega: { tipo: 'domicilio', municipio: '11001', barrio: 'y' } }, 'entrega.direccion', MSG.direccionRequired],
      [
        { entrega: { tipo: 'domicilio', municipio: '11001', direccion: 'x'.repeat(201), barrio: 'y' } },
        'entrega.direccion',
        MSG.direccionTooLong,
      ],
      [
        { entrega: { tipo: 'domicilio', municipio: '11001', direccion: 'x', barrio: 'y', indicaciones: 'z'.repeat(301) } },
        'entrega.indicaciones',
        MSG.indicacionesTooLong,
      ],
      [{ entrega: null }, 'entrega', MSG.entregaInvalid],
      [{ metodoPago: 'efectivo' }, 'metodoPago', MSG.metodoPagoInvalid],
      [{ metodoPago: 'bitcoin' }, 'metodoPago', MSG.metodoPagoInvalid],
      [{ totalEsperado: -1 }, 'totalEsperado', MSG.totalEsperadoInvalid],
      [{ totalEsperado: '55000' }, 'totalEsperado', MSG.totalEsperadoInvalid],
      [{ totalEsperado: 2 ** 60 }, 'totalEsperado', MSG.totalEsperadoInvalid],
      [{ totalEsperado: 55000.5 }, 'totalEsperado', MSG.totalEsperadoInvalid],
      [{ aceptaTerminos: false }, 'aceptaTerminos', MSG.aceptaTerminosRequired],
      [{ aceptaTerminos: 'true' }, 'aceptaTerminos', MSG.aceptaTerminosRequired],
      [{ politica_version: '1999-v0' }, 'politica_version', PRIVACY_MESSAGES.unknownPolicyVersion],
      [{ items: [{ productoId: crema, cantidad: 0 }] }, 'items.0.cantidad', MSG.cantidadInvalid],
      [{ items: [...items, ...items] }, 'items', MSG.duplicateLine],
      [{ items: [{ productoId: -4, cantidad: 1 }] }, 'items.0.productoId', MSG.productoInvalid],
    ];
    const before = await rowCount(c, 'pedidos');
    for (const [over, path, msg] of cases) {
      const res = await c.api.post('/api/pedidos').send({ ...base, ...over });
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.body.errors, path).toContainEqual({ path, msg });
    }
    for (const body of ['[]', '"pedido"', '{"items":[', 'null']) {
      const res = await c.api.post('/api/pedidos').set('Content-Type', 'application/json').send(body);
      expect(res.status, body).toBe(400);
    }
    const polluted = await c.api
      .post('/api/pedidos')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(base).replace('{', '{"__proto__":{"estado":"pagado","total":1},"constructor":{"prototype":{"isAdmin":true}},'));
    expect(polluted.status).toBe(201);
    expect(polluted.body).toMatchObject({ estado: 'pendiente_pago', total: 55000 });
    expect(await rowCount(c, 'pedidos')).toBe(before + 1);
    // script stays text in the answer and the e-mail
    const script = '<script>alert(1)</script>';
    const xss = await placeOrder(c, orderPayload(items, 55000, { comprador: { ...buyer, nombres: script } }));
    expect((await c.api.get(`/api/pedidos/seguimiento/${xss.token}`)).body.comprador.nombres).toBe(script);
    await c.flushEmails();
    const mail = c.mail.messages.find((m) => m.subject.includes(xss.referencia) && m.to.includes('coach@sitio.test'))!;
    expect(mail.html).not.toContain(script);
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describeEachDb('Orders: "Mi pedido" and its cancel', (ctx) => {
  it('cancels an unpaid order once, gives the units back once, and tells buyer and team', async () => {
    const c = ctx();
    await saveShopSettings(c);
    const p = (await createProduct(c, { nombre: 'Colágeno', precio: 90000, stock: 4 })).id;
    const order = await placeOrder(c, orderPayload([{ productoId: p, cantidad: 2 }], 188000));
    expect(await stockOf(c, p)).toBe(2);
    await c.flushEmails();
    c.mail.clear();
    const [first, second] = await Promise.all([
      c.api.post(`/api/pedidos/seguimiento/${order.token}/cancelar`),
      c.api.post(`/api/pedidos/seguimiento/${order.token}/cancelar`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    expect(ok.body).toMatchObject({ estado: 'cancelado', puedeCancelar: false });
    expect(ok.body.historial.map((e: { estado: string }) => e.estado)).toEqual(['pendiente_pago', 'cancelado']);
    expect((first.status === 409 ? first : second).body.message).toBe(MSG.cannotCancel);
    expect(await stockOf(c, p)).toBe(4);
    const again = await c.api.post(`/api/pedidos/seguimiento/${order.token}/cancelar`);
    expect(again.status).toBe(409);
    expect(await stockOf(c, p)).toBe(4);
    await c.flushEmails();
    expect(c.mail.to('ana.perez@correo.test').map((m) => m.subject)).toEqual([
      expect.stringContaining(`Pedido ${order.referencia} cancelado`),
    ]);
    expect(c.mail.to('coach@sitio.test').map((m) => m.subject)).toEqual([`Pedido cancelado por el cliente: ${order.referencia}`]);
  });

  it('answers 404 in Spanish for unknown, malformed and huge tokens', async () => {
    for (const token of ['x'.repeat(43), 'corto', 'a'.repeat(5000), '%00', '..%2F..%2Fetc']) {
      for (const res of [
        await ctx().api.get(`/api/pedidos/seguimiento/${token}`),
        await ctx().api.post(`/api/pedidos/seguimiento/${token}/cancelar`),
      ]) {
        expect(res.status, token.slice(0, 20)).toBe(404);
        expect(res.body.message).toBe(MSG.orderNotFound);
      }
    }
  });
});
