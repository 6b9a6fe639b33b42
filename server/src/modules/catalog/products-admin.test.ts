import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES as MSG } from '@app/shared/shop';
import { UPLOAD_MESSAGES } from '@app/shared/admin-content';
import { expectAdminOnly } from '../../../test/helpers/routes.js';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { ROOT_DIR } from '../../config.js';
import { createProduct, productPayload } from '../../../test/helpers/products.js';

const fixture = (name: string) => path.resolve(ROOT_DIR, 'server/test/fixtures', name);
const onDisk = (c: TestContext, rel: string) => fs.existsSync(path.join(c.config.uploadsDir, rel.replace(/^uploads\//, '')));

describeEachDb('Shop catalog: admin products', (ctx) => {
  const auth = () => `Bearer ${ctx().adminToken()}`;
  const admin = {
    get: (url: string) => ctx().api.get(url).set('Authorization', auth()),
    post: (url: string, body: object) => ctx().api.post(url).set('Authorization', auth()).send(body),
    put: (url: string, body: object) => ctx().api.put(url).set('Authorization', auth()).send(body),
    delete: (url: string) => ctx().api.delete(url).set('Authorization', auth()),
    upload: (url: string, file: string, alt?: string) => {
      const req = ctx().api.post(url).set('Authorization', auth());
      if (alt !== undefined) req.field('alt', alt);
      return req.attach('imagen', fixture(file));
    },
  };

  it('refuses every product route without a valid admin token', async () => {
    await expectAdminOnly(ctx(), [
      ['get', '/api/admin/productos'],
      ['post', '/api/admin/productos'],
      ['put', '/api/admin/productos/1'],
      ['delete', '/api/admin/productos/1'],
      ['post', '/api/admin/productos/1/imagenes'],
      ['put', '/api/admin/productos/1/imagenes/orden'],
      ['post', '/api/admin/productos/1/imagenes/1/archivo'],
      ['delete', '/api/admin/productos/1/imagenes/1'],
    ]);
  });

  it('creates, lists (inactive too), updates with what GET returned, and archives', async () => {
    // A fixed time: the clock otherwise follows the real one, which may cross a second mid-request.
    ctx().clock.set('2026-11-26T15:04:05.678Z');
    const created = await admin.post('/api/admin/productos', productPayload({ nombre: 'Fibra Activa', stock: 12, activo: false }));
    ctx().clock.reset();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'fibra-activa', stock: 12, activo: false, imagenes: [], precioAntes: null });
    const id = created.body.id as number;
    expect(created.body.createdAt).toBe('2026-11-26T15:04:05.000Z');

    const list = await admin.get('/api/admin/productos');
    expect(list.body.find((p: { id: number }) => p.id === id)).toMatchObject({ nombre: 'Fibra Activa', activo: false });

    const got = (await admin.get(`/api/admin/productos/${id}`)).body;
    const saved = await admin.put(`/api/admin/productos/${id}`, { ...got, precio: 72000, activo: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id, slug: 'fibra-activa', precio: 72000, activo: true, stock: 12 });
    const roundTrip = await admin.put(`/api/admin/productos/${id}`, saved.body);
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body).toEqual({ ...saved.body, updatedAt: roundTrip.body.updatedAt });

    const archived = await admin.delete(`/api/admin/productos/${id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.message).toBe(MSG.productArchived);
    expect((await admin.get('/api/admin/productos')).body.some((p: { id: number }) => p.id === id)).toBe(false);
    expect((await admin.put(`/api/admin/productos/${id}`, saved.body)).status).toBe(404);
    expect((await admin.delete(`/api/admin/productos/${id}`)).status).toBe(404);
    // Kept for the orders to come: its slug stays taken.
    expect((await admin.post('/api/admin/productos', productPayload({ nombre: 'Fibra Activa' }))).body.slug).toBe('fibra-activa-2');

    const activity = await admin.get('/api/admin/actividad');
    const actions = (activity.body.items ?? activity.body).map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['product.created', 'product.updated', 'product.archived']));
  });

  it('makes unique slugs from names, keeps an edited one, refuses a taken one', async () => {
    const a = await createProduct(ctx(), { nombre: 'Colágeno Ñandú' });
    const b = await createProduct(ctx(), { nombre: 'colageno  ñandu!' });
    const c = await createProduct(ctx(), { nombre: '¡¡¡' });
    expect([a.slug, b.slug, c.slug]).toEqual(['colageno-nandu', 'colageno-nandu-2', 'producto']);

    const edited = await admin.put(`/api/admin/productos/${b.id}`, productPayload({ nombre: 'Colágeno Ñandú', slug: 'Colageno-Marino' }));
    expect(edited.status).toBe(200);
    expect(edited.body.slug).toBe('colageno-marino');

    const taken = await admin.put(`/api/admin/productos/${b.id}`, productPayload({ slug: 'colageno-nandu' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: MSG.slugTaken, errors: [{ path: 'slug', msg: MSG.slugTaken }] });

    // A former slug taken by another product answers that product, no longer the redirect.
    const d = await createProduct(ctx(), { nombre: 'Otro', slug: 'colageno-nandu-2' });
    expect(d.slug).toBe('colageno-nandu-2');
    expect((await ctx().api.get('/api/productos/colageno-nandu-2')).body.id).toBe(d.id);
    // Blank slug: made again from the name.
    expect((await admin.put(`/api/admin/productos/${d.id}`, productPayload({ nombre: 'Otro Más', slug: '' }))).body.slug).toBe('otro-mas');
  });

  it('refuses hostile input with Spanish field errors and keeps script as plain text', async () => {
    const cases: [object, string, string][] = [
      [{ nombre: 'x'.repeat(151) }, 'nombre', MSG.nombreTooLong],
      [{ nombre: '   ' }, 'nombre', MSG.nombreRequired],
      [{ descripcion: 'x'.repeat(10_001) }, 'descripcion', MSG.descripcionTooLong],
      [{ precio: -1 }, 'precio', MSG.precioInvalid],
      [{ precio: 95000.5 }, 'precio', MSG.precioInvalid],
      [{ precio: '95000' }, 'precio', MSG.precioInvalid],
      [{ precio: 1e12 }, 'precio', MSG.precioInvalid],
      [{ precioAntes: 90000 }, 'precioAntes', MSG.precioAntesInvalid],
      [{ stock: -3 }, 'stock', MSG.stockInvalid],
      [{ stock: 2.5 }, 'stock', MSG.stockInvalid],
      [{ categoria: 'vitaminas' }, 'categoria', MSG.categoriaInvalid],
      [{ slug: 'con espacios/y barra' }, 'slug', MSG.slugInvalid],
      [{ slug: 'a'.repeat(161) }, 'slug', MSG.slugTooLong],
      [{ activo: 'si' }, 'activo', MSG.activoInvalid],
      [{ orden: -1 }, 'orden', MSG.ordenInvalid],
      [{ presentacion: '' }, 'presentacion', MSG.presentacionRequired],
    ];
    for (const [over, field, message] of cases) {
      const res = await admin.post('/api/admin/productos', { ...productPayload(), ...over });
      expect(res.status, JSON.stringify(over).slice(0, 60)).toBe(400);
      expect(res.body.errors, field).toContainEqual({ path: field, msg: message });
    }
    expect((await admin.post('/api/admin/productos', [])).status).toBe(400);
    expect(
      (await ctx().api.post('/api/admin/productos').set('Authorization', auth()).set('Content-Type', 'application/json').send('{"nombre":'))
        .status,
    ).toBe(400);
    expect((await admin.put('/api/admin/productos/abc', productPayload())).status).toBe(404);
    expect((await admin.put('/api/admin/productos/99999999999', productPayload())).status).toBe(404);

    const script = '<script>alert(1)</script>';
    const p = await createProduct(ctx(), { nombre: `Té ${script}`, resumen: script });
    expect(p.slug).toBe('te-script-alert-1-script');
    expect(p.nombre).toBe(`Té ${script}`);
    const page = await ctx().api.get(`/api/productos/${p.slug}`);
    expect(page.headers['content-type']).toMatch(/application\/json/);
    expect(page.body.resumen).toBe(script);
  });

  it('adds up to six images with alt text through the media pipeline, reorders, replaces and removes them', async () => {
    const c = ctx();
    const p = await createProduct(c, { nombre: 'Galería' });
    const url = `/api/admin/productos/${p.id}/imagenes`;

    const noAlt = await admin.upload(url, 'small.gif');
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.message).toBe(MSG.altRequired);
    const disguised = await admin.upload(url, 'html-disguised.jpg', 'Frasco');
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe(UPLOAD_MESSAGES.imageType);

    for (let i = 1; i <= 6; i++) expect((await admin.upload(url, i % 2 ? 'small.gif' : 'photo.webp', `Vista ${i}`)).status).toBe(201);
    const seventh = await admin.upload(url, 'small.gif', 'Una más');
    expect(seventh.status).toBe(400);
    expect(seventh.body.message).toBe(MSG.tooManyImages);

    const images = (await admin.get(`/api/admin/productos/${p.id}`)).body.imagenes as { id: number; path: string; alt: string }[];
    expect(images.map((i) => i.alt)).toEqual(['Vista 1', 'Vista 2', 'Vista 3', 'Vista 4', 'Vista 5', 'Vista 6']);
    for (const i of images) {
      expect(i.path).toMatch(/^uploads\/productos\/[a-f0-9]{32}\.webp$/);
      expect(onDisk(c, i.path)).toBe(true);
    }

    const reversed = images.map((i) => i.id).reverse();
    expect((await admin.put(`${url}/orden`, { ids: reversed })).body.product.imagenes.map((i: { id: number }) => i.id)).toEqual(reversed);
    expect((await admin.put(`${url}/orden`, { ids: reversed.slice(1) })).status).toBe(400);
    expect((await admin.put(`${url}/orden`, { ids: [...reversed.slice(1), reversed[1]] })).status).toBe(400);
    const cover = (await ctx().api.get('/api/productos?q=galeria')).body[0].imagen;
    expect(cover).toEqual({ id: reversed[0], path: images[5].path, alt: 'Vista 6' });

    const [first] = images;
    const replaced = await admin.upload(`${url}/${first.id}/archivo`, 'photo.webp', 'Frasco de frente');
    expect(replaced.status).toBe(200);
    const after = replaced.body.product.imagenes.find((i: { id: number }) => i.id === first.id);
    expect(after.alt).toBe('Frasco de frente');
    expect(after.path).not.toBe(first.path);
    expect(onDisk(c, first.path)).toBe(false);

    const alt = await admin.put(`${url}/${first.id}`, { alt: '  ' });
    expect(alt.status).toBe(400);
    expect(
      (await admin.put(`${url}/${first.id}`, { alt: 'Etiqueta' })).body.product.imagenes.find((i: { id: number }) => i.id === first.id).alt,
    ).toBe('Etiqueta');

    const removed = await admin.delete(`${url}/${images[1].id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.product.imagenes).toHaveLength(5);
    expect(onDisk(c, images[1].path)).toBe(false);
    expect((await admin.delete(`${url}/${images[1].id}`)).status).toBe(404);
    expect((await admin.upload(`/api/admin/productos/999999/imagenes`, 'small.gif', 'x')).status).toBe(404);
    expect(fs.readdirSync(path.join(c.tmpDir, 'tmp-uploads'))).toEqual([]);
  });

  it('keeps a file another row still uses when one product replaces or removes it', async () => {
    const c = ctx();
    const a = await createProduct(c, { nombre: 'Compartida A' });
    const b = await createProduct(c, { nombre: 'Compartida B' });
    const shared = (await admin.upload(`/api/admin/productos/${a.id}/imagenes`, 'small.gif', 'Frasco')).body.product.imagenes[0];
    // The demo content shares files between products: B points at A's file.
    await c.db
      .insertInto('producto_imagenes')
      .values({ producto_id: b.id, posicion: 1, path: shared.path, alt: 'Frasco', created_at: '2026-01-01 00:00:00' })
      .execute();

    const replaced = await admin.upload(`/api/admin/productos/${a.id}/imagenes/${shared.id}/archivo`, 'photo.webp');
    expect(replaced.status).toBe(200);
    expect(onDisk(c, shared.path)).toBe(true);
    const bImage = (await admin.get(`/api/admin/productos/${b.id}`)).body.imagenes[0];
    expect(bImage.path).toBe(shared.path);
    await admin.delete(`/api/admin/productos/${b.id}/imagenes/${bImage.id}`);
    expect(onDisk(c, shared.path)).toBe(false);
  });
});

describe('demo products', () => {
  describeEachDb(
    'seeded with SEED_DEMO',
    (ctx) => {
      it('has 8–12 products over the five categories, one out of stock, some untracked, with shared demo images', async () => {
        const list = (await ctx().api.get('/api/admin/productos').set('Authorization', `Bearer ${ctx().adminToken()}`)).body as {
          categoria: string;
          stock: number | null;
          imagenes: { path: string; alt: string }[];
        }[];
        expect(list.length).toBeGreaterThanOrEqual(8);
        expect(list.length).toBeLessThanOrEqual(12);
        expect(new Set(list.map((p) => p.categoria)).size).toBe(5);
        expect(list.filter((p) => p.stock === 0)).toHaveLength(1);
        expect(list.some((p) => p.stock === null)).toBe(true);
        for (const p of list) {
          expect(p.imagenes.length).toBeGreaterThan(0);
          for (const i of p.imagenes) expect(onDisk(ctx(), i.path) && i.alt.length > 0).toBe(true);
        }
        const publicList = (await ctx().api.get('/api/productos')).body as { disponible: boolean }[];
        expect(publicList.filter((p) => !p.disponible)).toHaveLength(1);
      });
    },
    { seed: true },
  );
});
