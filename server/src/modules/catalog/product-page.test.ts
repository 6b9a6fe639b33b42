import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { createProduct, productPayload } from '../../../test/helpers/products.js';
import { ROOT_DIR } from '../../config.js';

// A client build as client/scripts/build.mjs lays it out, reduced to what the page server reads:
// the shell, the not-found page, the route list and the product page's pre-rendered loading state.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-product-pages-'));
const head = (title: string) =>
  `<head>\n    <title>${title}</title>\n    <meta name="description" content="Asesorías de nutrición." />\n    <meta property="og:type" content="website" />\n    <meta property="og:site_name" content="Vida Sana Coaching" />\n    <meta property="og:title" content="${title}" />\n    <meta property="og:description" content="Asesorías de nutrición." />\n    <meta name="twitter:card" content="summary" />\n  </head>`;
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html lang="es">${head('Vida Sana Coaching')}<body><div id="root"></div></body></html>`,
);
fs.mkdirSync(path.join(dist, 'prerendered'));
const put = (file: string, body: string) => fs.writeFileSync(path.join(dist, 'prerendered', file), body);
put(
  'plantilla-tienda-slug.html',
  `<!doctype html><html lang="es">${head('Tienda | Vida Sana Coaching')}<body><div id="root"><main><div id="producto-ssr"></div></main></div></body></html>`,
);
put(
  'tienda.html',
  `<!doctype html><html lang="es">${head('Tienda | Vida Sana Coaching')}<body><div id="root"><h1>Tienda</h1><div id="tienda-ssr"></div><ul class="product-grid-skeleton"></ul></div></body></html>`,
);
put(
  '404.html',
  `<!doctype html><html lang="es">${head('Página no encontrada')}<body><div id="root">Página no encontrada</div></body></html>`,
);
put('templates.json', JSON.stringify({ '/tienda/:slug': 'plantilla-tienda-slug.html' }));
put('routes.json', JSON.stringify(['/', '/tienda', '/tienda/:slug', '/carrito']));
put('manifest.json', JSON.stringify({ '/tienda': 'tienda.html' }));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const metaOf = (html: string, attr: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"\\s*/?>`, 'g'))].map((m) => m[1]);
const one = (html: string, attr: 'name' | 'property', key: string) => {
  const values = metaOf(html, attr, key);
  expect(values, `${attr}=${key}`).toHaveLength(1);
  return values[0];
};
const jsonLd = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0][1]) as Record<string, unknown> & { offers: Record<string, unknown> };
};

/** What the server put in a slot of the template (page-head.ts PageBody). */
const slot = (html: string, id: string) => {
  const filled = new RegExp(`<div id="${id}">([\\s\\S]*)</div>(?:</main>|<ul class="product-grid-skeleton">)`).exec(html);
  expect(filled, id).not.toBeNull();
  return filled![1];
};

async function withCover(c: TestContext, id: number, alt: string) {
  const res = await c.api
    .post(`/api/admin/productos/${id}/imagenes`)
    .set('Authorization', `Bearer ${c.adminToken()}`)
    .field('alt', alt)
    .attach('imagen', path.resolve(ROOT_DIR, 'server/test/fixtures', 'photo.webp'));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.product.imagenes as { path: string }[])[0].path;
}

describeEachDb(
  'Shop: the product page carries its own head (link previews, search engines)',
  (ctx) => {
    it('writes the title, description, canonical address, Open Graph product tags with the price in COP, and a JSON-LD Product with its Offer', async () => {
      const c = ctx();
      const p = await createProduct(c, {
        nombre: 'Batido Nutricional Vainilla',
        precio: 95000,
        stock: 3,
        resumen: 'Batido de proteína de soya.',
      });
      const cover = await withCover(c, p.id, 'Batido de vainilla, 750 g');
      const res = await c.api.get('/tienda/batido-nutricional-vainilla');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = res.text;
      const url = 'http://sitio.test/tienda/batido-nutricional-vainilla';
      expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Batido Nutricional Vainilla | Vida Sana Coaching</title>']);
      expect(one(html, 'name', 'description')).toBe('Batido de proteína de soya.');
      expect(html.match(/<link rel="canonical" href="[^"]*">/g)).toEqual([`<link rel="canonical" href="${url}">`]);
      expect(one(html, 'property', 'og:type')).toBe('product');
      expect(one(html, 'property', 'og:title')).toBe('Batido Nutricional Vainilla | Vida Sana Coaching');
      expect(one(html, 'property', 'og:description')).toBe('Batido de proteína de soya.');
      expect(one(html, 'property', 'og:url')).toBe(url);
      // an absolute address of a JPEG (WhatsApp shows no WebP) that the server serves
      const image = one(html, 'property', 'og:image');
      expect(image).toBe(`http://sitio.test/${cover.replace(/\.webp$/, '-share.jpg')}`);
      const served = await c.api.get(new URL(image).pathname);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(one(html, 'property', 'og:image:alt')).toBe('Batido de vainilla, 750 g');
      expect(one(html, 'property', 'product:price:amount')).toBe('95000');
      expect(one(html, 'property', 'product:price:currency')).toBe('COP');
      expect(one(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(one(html, 'property', 'og:site_name')).toBe('Vida Sana Coaching');
      expect(jsonLd(html)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Batido Nutricional Vainilla',
        description: 'Batido de proteína de soya.',
        url,
        image: [`http://sitio.test/${cover}`],
        offers: { '@type': 'Offer', price: 95000, priceCurrency: 'COP', availability: 'https://schema.org/InStock', url },
      });
      // its data is preloaded for the app; its content is in the template's slot, picture first in line
      expect(html).toContain('<link rel="preload" as="fetch" href="/api/productos/batido-nutricional-vainilla" crossorigin="anonymous">');
      const body = slot(html, 'producto-ssr');
      expect(body).toContain('<h1 id="producto-titulo" class="product-title">Batido Nutricional Vainilla</h1>');
      expect(body).toContain('<span class="visually-hidden">Precio: </span>$ 95.000</span>');
      expect(body).toContain(`src="/${cover}" srcset="/${cover.replace(/\.webp$/, '-640.webp')} 640w`);
      expect(body).toContain('alt="Batido de vainilla, 750 g" fetchpriority="high"');
      expect(body).toContain('<p class="product-summary">Batido de proteína de soya.</p>');
      // a food supplement's legend (Resolución 3249 de 2006)
      expect(body).toContain('Este producto es un suplemento dietario');
    });

    it('says OutOfStock for a product that ran out, and falls back to the shop card without a picture', async () => {
      const c = ctx();
      await createProduct(c, { nombre: 'Fibra Activa', precio: 72000, stock: 0 });
      const html = (await c.api.get('/tienda/fibra-activa')).text;
      expect(jsonLd(html).offers.availability).toBe('https://schema.org/OutOfStock');
      expect(one(html, 'property', 'product:availability')).toBe('out of stock');
      expect(one(html, 'property', 'og:image')).toBe('http://sitio.test/images/share/tienda.jpg');
      expect(jsonLd(html)).not.toHaveProperty('image');
      expect(html).not.toContain('rel="preload" as="image"');
      const body = slot(html, 'producto-ssr');
      expect(body).toContain('<strong>Agotado.</strong>');
      expect(body).toContain('product-image-empty');
    });

    it('escapes what the back office typed: no tag or script of a product name reaches the page', async () => {
      const c = ctx();
      const nombre = 'Té "Premium" </script><script>alert(1)</script> & <!-- más';
      const created = await createProduct(c, { nombre, resumen: `Resumen con <b>etiquetas</b> y comillas "dobles" y 'simples'.` });
      const html = (await c.api.get(`/tienda/${created.slug}`)).text;
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<b>etiquetas</b>');
      expect(html).not.toContain('<!-- más');
      expect(html.match(/<script\b/g)).toHaveLength(1);
      expect(one(html, 'property', 'og:title')).toBe(
        'Té &quot;Premium&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- más | Vida Sana Coaching',
      );
      expect(jsonLd(html).name).toBe(nombre);
      expect(slot(html, 'producto-ssr')).toContain(
        '<h1 id="producto-titulo" class="product-title">Té &quot;Premium&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- más</h1>',
      );
      expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    });

    it('moves a former slug (and one in capitals) to the current address with a 301, keeping the query string', async () => {
      const c = ctx();
      const p = await createProduct(c, { nombre: 'Omega 3 Premium', categoria: 'nutricion-especifica' });
      const renamed = await c.api
        .put(`/api/admin/productos/${p.id}`)
        .set('Authorization', `Bearer ${c.adminToken()}`)
        .send(productPayload({ nombre: 'Omega 3 Plus', slug: 'omega-3-plus', categoria: 'nutricion-especifica' }));
      expect(renamed.status).toBe(200);
      const moved = await c.api.get('/tienda/omega-3-premium?utm_source=whatsapp');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/tienda/omega-3-plus?utm_source=whatsapp');
      const capitals = await c.api.get('/tienda/Omega-3-Plus');
      expect(capitals.status).toBe(301);
      expect(capitals.headers.location).toBe('/tienda/omega-3-plus');
      expect(one((await c.api.get('/tienda/omega-3-plus')).text, 'property', 'og:url')).toBe('http://sitio.test/tienda/omega-3-plus');
    });

    it("answers an unknown, withdrawn or malformed product with the site's not-found page and a 404", async () => {
      const c = ctx();
      await createProduct(c, { nombre: 'Reto Oculto', categoria: 'planes-para-ti', activo: false });
      for (const url of [
        '/tienda/no-existe',
        '/tienda/reto-oculto',
        `/tienda/${'a'.repeat(200)}`,
        '/tienda/%3Cscript%3E',
        '/tienda/%E0%A4%A',
        '/tienda/x/y',
      ]) {
        const res = await c.api.get(url);
        expect(res.status, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.text, url).toContain('Página no encontrada');
      }
    });

    it("writes /tienda's cards into its page, for the category and order its address names, and nothing withdrawn", async () => {
      const c = ctx();
      const batido = await createProduct(c, { nombre: 'Batido Chocolate', precio: 99000, stock: 5, categoria: 'nutricion-interna' });
      await withCover(c, batido.id, 'Batido de chocolate');
      await createProduct(c, { nombre: 'Crema Facial', precio: 45000, stock: 0, categoria: 'nutricion-externa' });
      await createProduct(c, { nombre: 'Reto Oculto', categoria: 'planes-para-ti', activo: false });
      const all = slot((await c.api.get('/tienda')).text, 'tienda-ssr');
      expect(all).toContain('<a href="/tienda/batido-chocolate" class="product-card-link">Batido Chocolate</a>');
      expect(all).toContain('<article class="product-card is-sold-out">');
      expect(all).toContain('<p class="product-sold-out">Agotado</p>');
      expect(all).not.toContain('Reto Oculto');
      expect(all).toContain('alt="Batido de chocolate" fetchpriority="high"');
      const cheapFirst = slot((await c.api.get('/tienda?orden=precio_asc')).text, 'tienda-ssr');
      expect(cheapFirst.indexOf('Crema Facial')).toBeLessThan(cheapFirst.indexOf('Batido Chocolate'));
      const externa = slot((await c.api.get('/tienda?categoria=nutricion-externa')).text, 'tienda-ssr');
      expect(externa).toContain('Crema Facial');
      expect(externa).not.toContain('Batido Chocolate');
      // what the client ignores, the page ignores: an unknown category, a hostile search
      const odd = await c.api.get('/tienda?categoria=%3Cscript%3E&orden=x&q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
      expect(odd.status).toBe(200);
      expect(odd.text).not.toContain('<img src=x');
      // no match: the page keeps its own loading state (the app then says there is nothing)
      const none = await c.api.get('/tienda?q=zzzz');
      expect(none.text).toContain('<div id="tienda-ssr"></div>');
    });

    it('lists the shop and every active product in sitemap.xml, with the day it last changed', async () => {
      const c = ctx();
      c.clock.set(new Date('2027-03-04T15:00:00Z'));
      await createProduct(c, { nombre: 'Colágeno con Vitamina C', categoria: 'nutricion-especifica' });
      await createProduct(c, { nombre: 'Reto Oculto', categoria: 'planes-para-ti', activo: false });
      const res = await c.api.get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<url><loc>http://sitio.test/tienda</loc></url>');
      expect(res.text).toContain('<url><loc>http://sitio.test/paginas</loc></url>');
      expect(res.text).toContain('<url><loc>http://sitio.test/tienda/colageno-con-vitamina-c</loc><lastmod>2027-03-04</lastmod></url>');
      expect(res.text).not.toContain('reto-oculto');
    });
  },
  { env: { CLIENT_DIST_DIR: dist } },
);
