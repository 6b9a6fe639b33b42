import { describe, expect, it } from 'vitest';
import { CATEGORIAS, SHOP_MESSAGES as MSG, slugify } from '@app/shared/shop';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { createProduct, productPayload } from '../../../test/helpers/products.js';

describe('slugify', () => {
  it('folds accents and ñ, lower-cases, and joins words with single hyphens', () => {
    expect(slugify('  Té de Hierbas — Piña & Niño  ')).toBe('te-de-hierbas-pina-nino');
    expect(slugify('Nutrición Específica 100%')).toBe('nutricion-especifica-100');
  });
});

describeEachDb('Shop catalog: public API', (ctx) => {
  const get = (url: string) => ctx().api.get(url);

  it('lists the five categories with the home cards’ names', async () => {
    const res = await get('/api/categorias');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { slug: string }) => c.slug)).toEqual([
      'nutricion-interna',
      'nutricion-externa',
      'nutricion-especifica',
      'nutricion-deportiva',
      'planes-para-ti',
    ]);
    expect(res.body.map((c: { nombre: string }) => c.nombre)).toEqual(CATEGORIAS.map((c) => c.nombre));
    expect(res.body[2].nombre).toBe('Nutrición Expecifica');
  });

  it('filters by category, searches without accents, sorts, and hides inactive products', async () => {
    const c = ctx();
    await createProduct(c, { nombre: 'Té Verde Concentrado', categoria: 'nutricion-interna', precio: 68000, stock: 0, orden: 2 });
    await createProduct(c, {
      nombre: 'Crema de Aloe',
      categoria: 'nutricion-externa',
      precio: 58000,
      orden: 1,
      resumen: 'Hidratación con té blanco.',
    });
    await createProduct(c, {
      nombre: 'Proteína Chocolate',
      categoria: 'nutricion-deportiva',
      precio: 139000,
      precioAntes: 155000,
      stock: 4,
    });
    await createProduct(c, { nombre: 'Reto Oculto', categoria: 'planes-para-ti', precio: 320000, activo: false });

    const all = await get('/api/productos');
    expect(all.status).toBe(200);
    expect(all.body.map((p: { nombre: string }) => p.nombre)).toEqual(['Proteína Chocolate', 'Crema de Aloe', 'Té Verde Concentrado']);
    const te = all.body.find((p: { nombre: string }) => p.nombre === 'Té Verde Concentrado');
    expect(te).toMatchObject({
      slug: 'te-verde-concentrado',
      categoria: 'nutricion-interna',
      precio: 68000,
      precioAntes: null,
      imagen: null,
      disponible: false,
    });
    expect(te).not.toHaveProperty('stock');
    expect(all.body.find((p: { nombre: string }) => p.nombre === 'Proteína Chocolate')).toMatchObject({
      precioAntes: 155000,
      disponible: true,
    });

    const interna = await get('/api/productos?categoria=nutricion-interna');
    expect(interna.body.map((p: { slug: string }) => p.slug)).toEqual(['te-verde-concentrado']);
    expect((await get('/api/productos?categoria=planes-para-ti')).body).toEqual([]);

    // Accents and case ignored on both databases; a name starting with the words comes first.
    // ('te' is also inside 'proteina'; those follow in the team's order.)
    const search = await get(`/api/productos?q=${encodeURIComponent('TÉ')}`);
    expect(search.body.map((p: { nombre: string }) => p.nombre)).toEqual(['Té Verde Concentrado', 'Proteína Chocolate', 'Crema de Aloe']);
    expect((await get(`/api/productos?q=${encodeURIComponent('te blanco')}`)).body.map((p: { nombre: string }) => p.nombre)).toEqual([
      'Crema de Aloe',
    ]);
    expect((await get('/api/productos?q=chocolate')).body.map((p: { nombre: string }) => p.nombre)).toEqual(['Proteína Chocolate']);
    expect((await get('/api/productos?q=100%25')).body).toEqual([]);
    expect((await get('/api/productos?q=_')).body).toEqual([]);

    const asc = await get('/api/productos?orden=precio_asc');
    expect(asc.body.map((p: { precio: number }) => p.precio)).toEqual([58000, 68000, 139000]);
    const desc = await get('/api/productos?orden=precio_desc');
    expect(desc.body.map((p: { precio: number }) => p.precio)).toEqual([139000, 68000, 58000]);
    const byName = await get('/api/productos?orden=nombre');
    expect(byName.body.map((p: { nombre: string }) => p.nombre)).toEqual(['Crema de Aloe', 'Proteína Chocolate', 'Té Verde Concentrado']);
  });

  it('refuses bad query parameters with a Spanish 400', async () => {
    for (const [query, message] of [
      ['categoria=vitaminas', MSG.categoriaInvalid],
      ['orden=barato', MSG.ordenQueryInvalid],
      [`q=${'a'.repeat(101)}`, MSG.busquedaTooLong],
      ['orden=nombre&orden=precio_asc', MSG.ordenQueryInvalid],
    ]) {
      const res = await get(`/api/productos?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it('answers one product, 404s unknown and inactive ones, and redirects a former slug', async () => {
    const c = ctx();
    const p = await createProduct(c, { nombre: 'Omega 3 Premium', categoria: 'nutricion-especifica', registroInvima: 'SD2021-0004567' });
    const one = await get('/api/productos/omega-3-premium');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: p.id,
      nombre: 'Omega 3 Premium',
      registroInvima: 'SD2021-0004567',
      imagenes: [],
      disponible: true,
    });

    for (const slug of ['no-existe', 'reto-oculto', 'Omega-3-Premium', `${'a'.repeat(200)}`, '%3Cscript%3E']) {
      const res = await get(`/api/productos/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body).toMatchObject({ message: MSG.productNotFound, error: MSG.productNotFound });
    }

    const renamed = await c.api
      .put(`/api/admin/productos/${p.id}`)
      .set('Authorization', `Bearer ${c.adminToken()}`)
      .send({ ...one.body, ...productPayload({ nombre: 'Omega 3 Plus', slug: 'omega-3-plus', categoria: 'nutricion-especifica' }) });
    expect(renamed.status).toBe(200);
    const moved = await get('/api/productos/omega-3-premium');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/api/productos/omega-3-plus');
    expect(moved.body).toEqual({ slug: 'omega-3-plus' });
    expect((await get('/api/productos/omega-3-plus')).body.nombre).toBe('Omega 3 Plus');
  });

  it('shows an admin change at once (the cache follows the committed write)', async () => {
    const c = ctx();
    const p = await createProduct(c, { nombre: 'Gel Limpiador', categoria: 'nutricion-externa', precio: 49000 });
    const first = await get('/api/productos?categoria=nutricion-externa');
    expect(first.body.find((x: { id: number }) => x.id === p.id).precio).toBe(49000);
    expect((await get('/api/productos/gel-limpiador')).body.precio).toBe(49000);
    const again = await get('/api/productos?categoria=nutricion-externa').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);

    await c.api
      .put(`/api/admin/productos/${p.id}`)
      .set('Authorization', `Bearer ${c.adminToken()}`)
      .send(productPayload({ nombre: 'Gel Limpiador', slug: 'gel-limpiador', categoria: 'nutricion-externa', precio: 52000 }));
    expect((await get('/api/productos?categoria=nutricion-externa')).body.find((x: { id: number }) => x.id === p.id).precio).toBe(52000);
    expect((await get('/api/productos/gel-limpiador')).body.precio).toBe(52000);

    await c.api.delete(`/api/admin/productos/${p.id}`).set('Authorization', `Bearer ${c.adminToken()}`);
    expect((await get('/api/productos/gel-limpiador')).status).toBe(404);
  });
});
