import { expect } from 'vitest';
import type { ProductInput } from '@app/shared/shop';
import type { TestContext } from './test-app.js';

/** A valid admin payload; `over` changes some keys. */
export const productPayload = (over: Partial<ProductInput> = {}): ProductInput => ({
  nombre: 'Batido Nutricional Fresa',
  categoria: 'nutricion-interna',
  resumen: 'Batido de proteína para reemplazar una comida.',
  descripcion: 'Mezcla 2 cucharadas en 250 ml de leche.',
  precio: 95000,
  precioAntes: null,
  stock: null,
  presentacion: '750 g',
  registroInvima: null,
  activo: true,
  orden: 0,
  ...over,
});

export async function createProduct(c: TestContext, over: Partial<ProductInput> = {}) {
  const res = await c.api.post('/api/admin/productos').set('Authorization', `Bearer ${c.adminToken()}`).send(productPayload(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; slug: string } & Record<string, unknown>;
}

/** A product's stock as stored (null: not counted). */
export async function stockOf(c: TestContext, id: number): Promise<number | null> {
  const { stock } = await c.db.selectFrom('productos').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
  return stock === null ? null : Number(stock);
}
