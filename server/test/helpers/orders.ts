import { expect } from 'vitest';
import type { OrderInput, ShopSettingsInput } from '@app/shared/orders';
import { CURRENT_POLICY } from '@app/shared/privacy';
import type { TestContext } from './test-app.js';

/** Shop settings for the order tests: the demo seed's zones with round prices. */
export const testShopSettings = (over: Partial<ShopSettingsInput> = {}): ShopSettingsInput => ({
  vendedor: {
    razonSocial: 'Vida Sana Coaching S.A.S.',
    nit: '900.123.456-7',
    direccion: 'Calle 85 # 15-20, Bogotá D.C.',
    telefono: '+57 300 123 4567',
    email: 'pedidos@sitio.test',
  },
  whatsapp: '573001234567',
  instruccionesPago: 'Bancolombia ahorros 000-000000-00. Nequi 300 123 4567.',
  direccionRecogida: 'Calle 85 # 15-20, Bogotá D.C.',
  recogerActivo: true,
  zonas: [
    { nombre: 'Bogotá y Soacha', departamentos: ['11'], municipios: ['25754'], precio: 8000, contraEntrega: true },
    // Cundinamarca pays more, except Soacha (its own zone above wins over its department's).
    { nombre: 'Cundinamarca', departamentos: ['25'], municipios: [], precio: 11000, contraEntrega: false },
    { nombre: 'Ciudades principales', departamentos: [], municipios: ['05001', '76001'], precio: 12000, contraEntrega: true },
  ],
  envioPorDefecto: 18000,
  contraEntregaPorDefecto: false,
  envioGratisDesde: 250000,
  contraEntregaMaximo: 400000,
  metodos: { transferencia: true, contra_entrega: true, wompi: true },
  ...over,
});

export async function saveShopSettings(c: TestContext, over: Partial<ShopSettingsInput> = {}) {
  const res = await c.api.put('/api/admin/tienda/ajustes').set('Authorization', `Bearer ${c.adminToken()}`).send(testShopSettings(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A valid order payload: home delivery in Bogotá, paid by transfer; `over` replaces top-level keys. */
export const orderPayload = (
  items: { productoId: number; cantidad: number }[],
  totalEsperado: number,
  over: Partial<OrderInput> = {},
): OrderInput => ({
  items,
  comprador: {
    nombres: 'Ana María',
    apellidos: 'Pérez Gómez',
    email: 'ana.perez@correo.test',
    telefono: '+573001112233',
    tipoDocumento: 'CC',
    numeroDocumento: '1020304050',
  },
  entrega: {
    tipo: 'domicilio',
    municipio: '11001',
    direccion: 'Carrera 7 # 72-41, apto 502',
    barrio: 'Chapinero',
    indicaciones: 'Portería',
  },
  metodoPago: 'transferencia',
  totalEsperado,
  aceptaTerminos: true,
  politica_version: CURRENT_POLICY.id,
  ...over,
});

export async function placeOrder(c: TestContext, payload: OrderInput) {
  const res = await c.api.post('/api/pedidos').send(payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const created = res.body as { referencia: string; token: string; total: number; estado: string };
  return { ...created, id: await orderIdOf(c, created.referencia) };
}

/** The internal id of the order with this reference (the API answers only the reference). */
export async function orderIdOf(c: TestContext, referencia: string): Promise<number> {
  const row = await c.db.selectFrom('pedidos').select('id').where('referencia', '=', referencia).executeTakeFirstOrThrow();
  return Number(row.id);
}
