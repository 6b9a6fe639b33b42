import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pageKey, routeMatcher, routeParams, spaPages, PUBLIC_URL_PLACEHOLDER, type DynamicPage } from './spa-pages.js';
import { jsonLdText, withPageHead, type PageHead } from './page-head.js';

// A build folder under a path with a dot-segment, like an install in ~/.local/…: res.sendFile with
// an absolute path would refuse every page there.
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-spa-pages-'));
const dist = path.join(base, '.local', 'site', 'dist');
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {};');
fs.mkdirSync(path.join(dist, 'prerendered'));
fs.writeFileSync(
  path.join(dist, 'prerendered', 'inicio.html'),
  `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/"><div id="root">inicio</div>`,
);
fs.writeFileSync(path.join(dist, 'prerendered', 'politicas.html'), '<div id="root">políticas</div>');
fs.writeFileSync(path.join(dist, 'prerendered', '404.html'), '<div id="root">Página no encontrada</div>');
fs.writeFileSync(
  path.join(dist, 'prerendered', 'routes.json'),
  JSON.stringify(['/', '/Politicas', '/login', '/reset-password/:token', '/admin/dashboard', '/admin/dashboard/agenda', '/x', '/gone']),
);
fs.writeFileSync(
  path.join(dist, 'prerendered', 'manifest.json'),
  // A manifest entry that escapes the folder or names a missing file is ignored.
  JSON.stringify({ '/': 'inicio.html', '/politicas': 'politicas.html', '/x': '../index.html', '/gone': 'gone.html' }),
);
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

function site(dir = dist) {
  const app = express();
  const pages = spaPages(dir, 'https://sitio.test');
  if (pages) app.use(pages);
  app.use((_req, res) => void res.status(404).send('no client'));
  return supertest(app);
}

describe('client pages', () => {
  it('answers a pre-rendered page for its path, in any case and with a trailing slash, from a folder with a dot-segment', async () => {
    expect(dist).toContain(`${path.sep}.local${path.sep}`);
    for (const url of ['/', '/politicas', '/Politicas', '/POLITICAS/', '/Politicas?x=1']) {
      const res = await site().get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(url === '/' ? 'inicio' : 'políticas');
    }
  });

  it('fills in the configured public address', async () => {
    const res = await site().get('/');
    expect(res.text).toContain('<link rel="canonical" href="https://sitio.test/">');
    expect(res.text).not.toContain(PUBLIC_URL_PLACEHOLDER);
  });

  it('answers the empty shell for the other routes of the route table, and for manifest entries that are not pages', async () => {
    for (const url of ['/login', '/LOGIN/', '/reset-password/abc123', '/admin/dashboard/agenda', '/x', '/gone']) {
      const res = await site().get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe('<div id="root"></div>');
    }
  });

  it('answers any other path with the not-found page and a 404 status', async () => {
    for (const url of [
      '/no-existe',
      '/politicas/otra',
      '/reset-password',
      '/reset-password/a/b',
      '/admin/dashboard/nada',
      '/index.html.bak',
    ]) {
      const res = await site().get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.text, url).toContain('Página no encontrada');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await site().get('/assets/index-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is absent without a build, and works with a build that has no pre-rendered pages', async () => {
    expect(spaPages(path.join(dist, 'missing'), 'https://sitio.test')).toBeNull();
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-spa-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), 'shell');
    expect((await site(bare).get('/politicas')).text).toBe('shell');
    fs.rmSync(bare, { recursive: true, force: true });
  });

  it('normalises paths to the manifest keys and matches route patterns', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/Registro/')).toBe('/registro');
    expect(pageKey('//')).toBe('/');
    expect(routeMatcher('/').test('/')).toBe(true);
    expect(routeMatcher('/').test('/a')).toBe(false);
    expect(routeMatcher('/verify-email/:token').test('/Verify-Email/x.y')).toBe(true);
    expect(routeMatcher('/a.b').test('/aXb')).toBe(false);
  });
});

describe('pages whose head is written per request (a product page)', () => {
  const template =
    '<html><head>\n    <title>Tienda | Marca</title>\n    <meta name="description" content="genérica" />\n    <meta property="og:type" content="website" />\n' +
    '    <meta property="og:title" content="Tienda | Marca" />\n    <meta property="og:description" content="genérica" />\n    <meta name="twitter:card" content="summary" />\n' +
    `    <link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/x">\n    <meta property="og:url" content="${PUBLIC_URL_PLACEHOLDER}/x">\n    <meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/i.jpg">\n` +
    '  </head><body><div id="root">cargando</div></body></html>';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-spa-dynamic-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(dir, 'prerendered'));
  fs.writeFileSync(path.join(dir, 'prerendered', 'plantilla.html'), template);
  fs.writeFileSync(path.join(dir, 'prerendered', '404.html'), 'Página no encontrada');
  fs.writeFileSync(path.join(dir, 'prerendered', 'templates.json'), JSON.stringify({ '/cosas/:slug': 'plantilla.html' }));
  fs.writeFileSync(path.join(dir, 'prerendered', 'routes.json'), JSON.stringify(['/cosas/:slug']));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const head = (slug: string): PageHead => ({
    title: `Cosa ${slug} | Marca`,
    description: 'Una cosa.',
    url: `https://sitio.test/cosas/${slug}`,
    type: 'product',
    image: { url: 'https://sitio.test/uploads/a-share.jpg', alt: 'La cosa', type: 'image/jpeg' },
    properties: [['product:price:amount', '95000']],
    jsonLd: { '@type': 'Product', name: slug },
  });
  const page: DynamicPage = {
    route: '/cosas/:slug',
    resolve: async ({ slug }) => {
      if (slug === 'rota') throw new Error('base de datos caída');
      if (slug === 'vieja') return { redirect: '/cosas/nueva' };
      return slug === 'nueva' ? { head: head(slug) } : null;
    },
  };
  function dynamicSite() {
    const app = express();
    const errors: unknown[] = [];
    app.use((req, _res, next) => {
      Object.defineProperty(req, 'log', { value: { error: (o: { err: unknown }) => errors.push(o.err) } });
      next();
    });
    app.use(spaPages(dir, 'https://sitio.test', [page])!);
    return { api: supertest(app), errors };
  }

  it("answers the template with its own head in place of the build's title, description and share tags", async () => {
    const res = await dynamicSite().api.get('/Cosas/nueva/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Cosa nueva | Marca</title>']);
    expect(html.match(/<link rel="canonical"[^>]*>/g)).toEqual(['<link rel="canonical" href="https://sitio.test/cosas/nueva">']);
    expect(html.match(/og:url|og:type|og:image"|og:title|og:description|twitter:card|name="description"/g)!.sort()).toEqual(
      ['name="description"', 'og:description', 'og:image"', 'og:title', 'og:type', 'og:url', 'twitter:card'].sort(),
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="product:price:amount" content="95000">');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Product","name":"nueva"}</script>');
    expect(html).not.toContain('genérica');
    expect(html).toContain('<div id="root">cargando</div>');
  });

  it('redirects with a 301 keeping the query string, and answers the not-found page with a 404', async () => {
    const { api } = dynamicSite();
    const moved = await api.get('/cosas/vieja?x=1&y=%C3%B1');
    expect([moved.status, moved.headers.location]).toEqual([301, '/cosas/nueva?x=1&y=%C3%B1']);
    const missing = await api.get('/cosas/otra');
    expect([missing.status, missing.text]).toEqual([404, 'Página no encontrada']);
  });

  it("still answers the page, with the build's head, when its data cannot be read (and logs why)", async () => {
    const { api, errors } = dynamicSite();
    const res = await api.get('/cosas/rota');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Tienda | Marca</title>');
    expect(res.text).toContain('<link rel="canonical" href="https://sitio.test/x">');
    expect(errors).toHaveLength(1);
  });

  it('reads the parameters of a route, whatever the case of its fixed parts', () => {
    expect(routeParams('/tienda/:slug', '/Tienda/te-verde/')).toEqual({ slug: 'te-verde' });
    expect(routeParams('/tienda/:slug', '/tienda/t%C3%A9')).toEqual({ slug: 'té' });
    expect(routeParams('/tienda/:slug', '/tienda/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
    expect(routeParams('/tienda/:slug', '/tienda')).toBeNull();
    expect(routeParams('/tienda/:slug', '/tienda/a/b')).toBeNull();
    expect(routeParams('/tienda/:slug', '/otra/a')).toBeNull();
  });

  it('escapes attribute values and keeps JSON-LD from closing its script element', () => {
    const html = withPageHead('<head></head>', {
      ...head('x'),
      title: '"><script>alert(1)</script>',
      jsonLd: { name: '</script><!--\u2028' },
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(jsonLdText({ name: '</script><!--&\u2028' })).toBe('{"name":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}');
    expect(JSON.parse(jsonLdText({ name: '</script><!--&\u2028' }))).toEqual({ name: '</script><!--&\u2028' });
  });
});
