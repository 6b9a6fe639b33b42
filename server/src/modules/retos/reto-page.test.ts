import { afterAll, expect, it } from 'vitest';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { oneMeta } from '../../../test/helpers/page-head.js';
import { fakeClientDist } from '../../../test/helpers/fake-client-dist.js';
import { elementById, findElements, textOf } from '../../../test/helpers/html-safety.js';
import { adminAuth } from '../../../test/helpers/blog.js';

// The client as its reto pages are built: the three original pages pre-rendered and /retos/:slug a
// template, each loading state holding the slot the page server fills.
const dist = fakeClientDist({
  prerendered: {
    '/reto21dias': '<section class="section reto" aria-busy="true"><div id="reto-ssr"></div></section>',
    '/retos': '<main><h1>Retos</h1></main>',
  },
  templates: { '/retos/:slug': '<section class="section reto" aria-busy="true"><div id="reto-ssr"></div></section>' },
  routes: ['/', '/reto10dias', '/reto21dias', '/reto90dias', '/retos', '/retos/:slug'],
});
afterAll(() => dist.remove());

describeEachDb(
  'Retos: the HTML of /reto10dias, /reto21dias, /reto90dias and /retos/:slug for link previews and readers without JavaScript',
  (ctx) => {
    it('writes a reto’s head: title, description, canonical, Open Graph with its picture as JPEG, the price', async () => {
      const c = ctx();
      const res = await c.api.get('/reto21dias');
      expect(res.status).toBe(200);
      const html = res.text;
      expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Reto 21 días | Vida Sana Coaching</title>']);
      const reto = (await c.api.get('/api/retos/reto21dias')).body as { metaDescripcion: string; imagen: { path: string; alt: string } };
      expect(oneMeta(html, 'name', 'description')).toBe(reto.metaDescripcion);
      expect(html.match(/<link rel="canonical" href="[^"]*">/g)).toEqual(['<link rel="canonical" href="http://sitio.test/reto21dias">']);
      expect(oneMeta(html, 'property', 'og:url')).toBe('http://sitio.test/reto21dias');
      const image = oneMeta(html, 'property', 'og:image');
      expect(image).toBe(`http://sitio.test/${reto.imagen.path.replace(/\.webp$/, '-share.jpg')}`);
      expect((await c.api.get(new URL(image).pathname)).headers['content-type']).toBe('image/jpeg');
      expect(oneMeta(html, 'property', 'og:image:alt')).toBe(reto.imagen.alt);
      expect(oneMeta(html, 'property', 'product:price:currency')).toBe('COP');
      expect(oneMeta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    });

    it('puts the reto itself in its slot: name, title, text, price in pesos, what it includes, its benefits', async () => {
      const c = ctx();
      const res = await c.api.get('/reto10dias');
      expect(res.status).toBe(200);
      // /reto10dias has no pre-rendered page in this build: the shell's root holds the slot
      const slot = elementById(res.text, 'reto-ssr');
      expect(slot, 'the reto is in the page').toBeDefined();
      const text = textOf(slot!);
      expect(findElements(res.text, 'h1').map(textOf)).toEqual(['Despierta tu energía en 10 días']);
      expect(text).toContain('Reto 10 días');
      expect(text).toContain('$ 95.000');
      expect(text).toContain('· 10 días');
      expect(text).toContain('Qué incluye');
      expect(text).toContain('Plan diario con una meta sencilla para cada día.');
      expect(text).toContain('Beneficios');
      expect(text).toContain('Un punto de partida sencillo');
      const img = findElements(res.text, 'img')[0];
      expect(img.attrs.find((a) => a.name === 'class')?.value).toBe('reto-image');
      // the pre-rendered page keeps its markup around the filled slot
      const pre = await c.api.get('/reto21dias');
      expect(pre.text).toMatch(/<section class="section reto" aria-busy="true"><div id="reto-ssr"><div class="container reto-grid">/);
    });

    it('serves a newer reto at /retos/:slug from its template; a former address or capitals move; unknown, inactive or malformed is a 404', async () => {
      const c = ctx();
      const reto = {
        nombre: 'Reto 30 días',
        titular: 'Un mes para <b>ordenar</b> tus comidas',
        descripcion: 'Treinta días de hábitos "simples" & sostenibles.',
        dias: 30,
        precio: 180000,
        incluye: ['Plan semanal'],
        beneficios: ['Más energía'],
        metaDescripcion: 'Reto de 30 días para ordenar tus comidas.',
        activo: true,
        orden: 5,
        kit: [],
      };
      const created = await c.api.post('/api/admin/retos').set('Authorization', adminAuth(c)).send(reto);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { id, slug } = created.body as { id: number; slug: string };
      const res = await c.api.get(`/retos/${slug}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Reto 30 días | Vida Sana Coaching</title>');
      expect(res.text).toContain(`<link rel="canonical" href="http://sitio.test/retos/${slug}">`);
      // no picture: the card the build drew for the retos
      expect(oneMeta(res.text, 'property', 'og:image')).toBe('http://sitio.test/images/share/retos.jpg');
      const text = textOf(elementById(res.text, 'reto-ssr')!);
      expect(text).toContain('Un mes para <b>ordenar</b> tus comidas');
      expect(text).toContain('$ 180.000');
      expect(res.text).not.toContain('<b>ordenar</b>');
      expect(res.text).toMatch(/<section class="section reto" aria-busy="true"><div id="reto-ssr">/);

      const moved = await c.api.get(`/retos/${slug.toUpperCase()}?utm=wa`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(`/retos/${slug}?utm=wa`);
      const legacy = await c.api.get('/retos/reto90dias');
      expect(legacy.status).toBe(301);
      expect(legacy.headers.location).toBe('/reto90dias');

      for (const path of ['/retos/reto-que-no-existe', '/retos/a%20b', `/retos/${'x'.repeat(200)}`]) {
        const missing = await c.api.get(path);
        expect(missing.status, path).toBe(404);
        expect(missing.text).toContain('Página no encontrada');
      }
      await c.api
        .put(`/api/admin/retos/${id}`)
        .set('Authorization', adminAuth(c))
        .send({ ...reto, activo: false })
        .expect(200);
      expect((await c.api.get(`/retos/${slug}`)).status).toBe(404);
    });

    it('an original reto no longer active is a 404 at its address too', async () => {
      const c = ctx();
      const r90 = await c.db.selectFrom('retos').select('id').where('slug', '=', 'reto90dias').executeTakeFirstOrThrow();
      await c.db.updateTable('retos').set({ activo: 0 }).where('id', '=', r90.id).execute();
      const res = await c.api.get('/reto90dias');
      expect(res.status).toBe(404);
      expect(elementById(res.text, 'reto-ssr')).toBeUndefined();
      await c.db.updateTable('retos').set({ activo: 1 }).where('id', '=', r90.id).execute();
      expect((await c.api.get('/reto90dias')).status).toBe(200);
    });
  },
  { seed: true, env: { CLIENT_DIST_DIR: dist.dir } },
);
