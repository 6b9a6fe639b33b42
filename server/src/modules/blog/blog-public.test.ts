import { expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BLOG_MESSAGES as MSG, type PostDetail, type PostSummary, type PostTagCount } from '@app/shared/blog';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { adminAuth, createPost, updatePost } from '../../../test/helpers/blog.js';
import { unsafeParts } from '../../../test/helpers/html-safety.js';
import { DEMO_POSTS } from '../../db/seed-blog.js';

/** Publishes `n` posts one day apart from January of `year` (the last one newest) and returns them in that order. */
async function publishSeries(c: TestContext, n: number, over: (i: number) => object = () => ({}), year = 2026) {
  const posts = [];
  for (let i = 0; i < n; i++) {
    c.clock.set(new Date(Date.UTC(year, 0, 1 + i, 15)));
    posts.push(await createPost(c, { titulo: `Entrada número ${i + 1}`, etiquetas: i % 2 ? ['Pares'] : ['Impares'], ...over(i) }));
  }
  c.clock.reset();
  return posts;
}

describeEachDb('Blog: the public API', (ctx) => {
  it('lists published posts only, newest first, 12 a page, with X-Total-Count; filters by tag', async () => {
    const c = ctx();
    const posts = await publishSeries(c, 14);
    await createPost(c, { titulo: 'Borrador que no se ve', estado: 'borrador' });

    const first = await c.api.get('/api/blog');
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe('14');
    const items = first.body as PostSummary[];
    expect(items.map((p) => p.titulo)).toEqual(
      posts
        .slice(2)
        .reverse()
        .map((p) => p.titulo),
    );
    expect(items[0]).toEqual({
      id: posts[13].id,
      slug: 'entrada-numero-14',
      titulo: 'Entrada número 14',
      extracto: posts[13].extracto,
      portada: null,
      etiquetas: [{ slug: 'pares', nombre: 'Pares' }],
      autor: posts[13].autor,
      publicadoEn: '2026-01-14T15:00:00.000Z',
      actualizadoEn: '2026-01-14T15:00:00.000Z',
      minutosLectura: 1,
    });

    const second = await c.api.get('/api/blog?pagina=2');
    expect(second.headers['x-total-count']).toBe('14');
    expect((second.body as PostSummary[]).map((p) => p.slug)).toEqual(['entrada-numero-2', 'entrada-numero-1']);

    const past = await c.api.get('/api/blog?pagina=3');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ message: MSG.pageNotFound, error: MSG.pageNotFound });

    const pares = await c.api.get('/api/blog?etiqueta=pares');
    expect(pares.headers['x-total-count']).toBe('7');
    expect((pares.body as PostSummary[]).every((p) => p.etiquetas.some((t) => t.slug === 'pares'))).toBe(true);
    expect((await c.api.get('/api/blog?etiqueta=PARES')).headers['x-total-count']).toBe('7');

    const unknown = await c.api.get('/api/blog?etiqueta=no-existe');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG.tagNotFound);
    for (const bad of ['pagina=0', 'pagina=abc', 'pagina=1001', 'etiqueta=%3Cscript%3E', 'pagina=1&pagina=2']) {
      const res = await c.api.get(`/api/blog?${bad}`);
      expect([400, 404], bad).toContain(res.status);
      expect(res.body.message, bad).toEqual(expect.any(String));
    }

    const tags = (await c.api.get('/api/blog/etiquetas')).body as PostTagCount[];
    expect(tags).toEqual(
      expect.arrayContaining([
        { slug: 'impares', nombre: 'Impares', entradas: 7 },
        { slug: 'pares', nombre: 'Pares', entradas: 7 },
      ]),
    );
  });

  it('answers a post with its HTML, SEO defaults and up to three related posts by shared tags', async () => {
    const c = ctx();
    c.clock.set('2026-03-01T12:00:00Z');
    const main = await createPost(c, {
      titulo: 'Desayuno alto en proteína',
      etiquetas: ['Desayunos', 'Proteína', 'Recetas'],
      cuerpo: '## Paso 1\n\nBate los huevos.',
    });
    c.clock.set('2026-03-02T12:00:00Z');
    const two = await createPost(c, { titulo: 'Huevos pericos livianos', etiquetas: ['Desayunos', 'Proteína'] });
    c.clock.set('2026-03-03T12:00:00Z');
    const oneOld = await createPost(c, { titulo: 'Arepa con queso', etiquetas: ['Desayunos'] });
    c.clock.set('2026-03-04T12:00:00Z');
    const oneNew = await createPost(c, { titulo: 'Calentado saludable', etiquetas: ['Recetas'] });
    c.clock.set('2026-03-05T12:00:00Z');
    await createPost(c, { titulo: 'Changua', etiquetas: ['Desayunos'] });
    await createPost(c, { titulo: 'Caldo de costilla (borrador)', etiquetas: ['Desayunos', 'Proteína', 'Recetas'], estado: 'borrador' });
    await createPost(c, { titulo: 'Sin relación', etiquetas: ['Hidratación'] });
    c.clock.reset();

    const res = await c.api.get(`/api/blog/${main.slug}`);
    expect(res.status).toBe(200);
    const post = res.body as PostDetail;
    expect(post).toMatchObject({
      slug: 'desayuno-alto-en-proteina',
      html: '<h2>Paso 1</h2>\n<p>Bate los huevos.</p>\n',
      seoTitulo: 'Desayuno alto en proteína',
      seoDescripcion: main.extracto,
      publicadoEn: '2026-03-01T12:00:00.000Z',
      etiquetas: [
        { slug: 'desayunos', nombre: 'Desayunos' },
        { slug: 'proteina', nombre: 'Proteína' },
        { slug: 'recetas', nombre: 'Recetas' },
      ],
    });
    // most tags in common first, then the newest; never a draft, never itself
    expect(post.relacionados.map((r) => r.titulo)).toEqual([two.titulo, 'Changua', oneNew.titulo]);
    expect(post.relacionados.map((r) => r.titulo)).not.toContain(oneOld.titulo);
    expect(post.relacionados[0]).not.toHaveProperty('html');

    const seo = await updatePost(c, main.id, { ...main, seoTitulo: 'Desayunos con proteína | Recetas', seoDescripcion: 'Tres ideas.' });
    expect(seo.seoTitulo).toBe('Desayunos con proteína | Recetas');
    // the cache is dropped by the write: the change shows at once
    expect((await c.api.get(`/api/blog/${main.slug}`)).body).toMatchObject({
      seoTitulo: 'Desayunos con proteína | Recetas',
      seoDescripcion: 'Tres ideas.',
    });
  });

  it('answers 404 in the error shape for drafts, scheduled and unknown posts', async () => {
    const c = ctx();
    const draft = await createPost(c, { titulo: 'Todavía no', estado: 'borrador' });
    const scheduled = await createPost(c, { titulo: 'Más adelante', estado: 'programado', publicarEn: '2099-01-01T08:00' });
    for (const slug of [draft.slug, scheduled.slug, 'no-existe', 'MAYUSCULAS', 'x'.repeat(161), '..%2F..%2Fetc']) {
      const res = await c.api.get(`/api/blog/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body, slug).toEqual({ message: MSG.postNotFound, error: MSG.postNotFound });
    }
  });

  it('redirects the former slugs of a published post (301 with the current one), not those of a post never published', async () => {
    const c = ctx();
    const post = await createPost(c, { titulo: 'Agua de panela fría' });
    const moved = await updatePost(c, post.id, { ...post, slug: 'agua-de-panela-con-limon' });
    const again = await updatePost(c, post.id, { ...moved, slug: 'limonada-de-panela' });

    for (const old of ['agua-de-panela-fria', 'agua-de-panela-con-limon']) {
      const res = await c.api.get(`/api/blog/${old}`).redirects(0);
      expect(res.status, old).toBe(301);
      expect(res.headers.location).toBe('/api/blog/limonada-de-panela');
      expect(res.body).toEqual({ slug: 'limonada-de-panela' });
    }
    expect((await c.api.get('/api/blog/agua-de-panela-fria').redirects(1)).body.slug).toBe(again.slug);

    // going back to a former slug makes it current again
    await updatePost(c, post.id, { ...again, slug: 'agua-de-panela-fria' });
    expect((await c.api.get('/api/blog/agua-de-panela-fria')).status).toBe(200);
    expect((await c.api.get('/api/blog/limonada-de-panela').redirects(0)).headers.location).toBe('/api/blog/agua-de-panela-fria');

    // another post taking a former slug takes it over
    const other = await createPost(c, { titulo: 'Otra entrada', slug: 'agua-de-panela-con-limon' });
    expect((await c.api.get('/api/blog/agua-de-panela-con-limon')).body.id).toBe(other.id);

    // a draft renamed leaves nothing behind; its old slug is free
    const draft = await createPost(c, { titulo: 'Nombre provisional', estado: 'borrador' });
    await updatePost(c, draft.id, { ...draft, slug: 'nombre-definitivo', estado: 'publicado' });
    expect((await c.api.get('/api/blog/nombre-provisional').redirects(0)).status).toBe(404);

    // unpublished: its former slugs stop redirecting too
    const current = (await c.api.get('/api/admin/blog').set('Authorization', adminAuth(c))).body.find(
      (p: { id: number }) => p.id === post.id,
    );
    await updatePost(c, post.id, { ...current, estado: 'borrador' });
    expect((await c.api.get('/api/blog/limonada-de-panela').redirects(0)).status).toBe(404);
  });

  it('serves /blog/rss.xml as valid RSS 2.0 of the last 20 posts, escaped, with absolute links', async () => {
    const c = ctx();
    await publishSeries(
      c,
      21,
      (i) =>
        i === 20
          ? {
              titulo: 'Tés & tisanas: <las> "mejores" ]]> para la noche',
              extracto: 'Manzanilla & toronjil < 3 tazas al día.',
              etiquetas: ['Bebidas & té'],
              cuerpo: '[Tienda](/tienda) y ![taza](/uploads/blog/abcdef.webp)\n\n<script>alert(1)</script> \u0007',
            }
          : {},
      // after every other post of this suite's database
      2031,
    );
    const res = await c.api.get('/blog/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, processEntities: true, htmlEntities: false }).parse(res.text);
    expect(parsed.rss['@_version']).toBe('2.0');
    const channel = parsed.rss.channel;
    expect(channel.title).toBe('Blog | Vida Sana Coaching');
    expect(channel.link).toBe('http://sitio.test/blog');
    expect(channel['atom:link']['@_href']).toBe('http://sitio.test/blog/rss.xml');
    expect(channel.item).toHaveLength(20);
    const newest = channel.item[0];
    expect(newest.title).toBe('Tés & tisanas: <las> "mejores" ]]> para la noche');
    expect(newest.link).toBe('http://sitio.test/blog/tes-tisanas-las-mejores-para-la-noche');
    expect(newest.guid['#text']).toBe(newest.link);
    expect(newest.description).toBe('Manzanilla & toronjil < 3 tazas al día.');
    expect(newest.category).toBe('Bebidas & té');
    expect(new Date(newest.pubDate).toISOString()).toBe('2031-01-21T15:00:00.000Z');
    const html = newest['content:encoded'] as string;
    expect(html).toContain('<a href="http://sitio.test/tienda">Tienda</a>');
    expect(html).toContain('src="http://sitio.test/uploads/blog/abcdef.webp"');
    expect(html).not.toContain('<script');
    // the oldest of the 21 is not in the feed
    expect(channel.item.map((i: { title: string }) => i.title)).not.toContain('Entrada número 1');
  });

  it('lists the blog and its published posts in sitemap.xml with their last change', async () => {
    const c = ctx();
    c.clock.set('2026-04-10T20:00:00Z');
    const post = await createPost(c, { titulo: 'Snacks para la oficina' });
    await createPost(c, { titulo: 'Idea sin terminar', estado: 'borrador' });
    c.clock.reset();
    const res = await c.api.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const urls = new XMLParser().parse(res.text).urlset.url as { loc: string; lastmod?: string }[];
    expect(urls).toContainEqual({ loc: `http://sitio.test/blog/${post.slug}`, lastmod: '2026-04-10' });
    expect(urls.find((u) => u.loc === 'http://sitio.test/blog')?.lastmod).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(urls.some((u) => u.loc.endsWith('/idea-sin-terminar'))).toBe(false);
  });
});

describeEachDb(
  'Blog: the demo posts (SEED_DEMO)',
  (ctx) => {
    it('seeds four published posts (recipe, hydration, challenge story, product explainer) with covers, tags and one YouTube embed', async () => {
      const c = ctx();
      const res = await c.api.get('/api/blog');
      expect(res.headers['x-total-count']).toBe('4');
      const list = res.body as PostSummary[];
      expect(list.map((p) => p.titulo)).toEqual(DEMO_POSTS.map((p) => p.titulo));
      let embeds = 0;
      for (const summary of list) {
        expect(summary.portada?.path).toMatch(/^uploads\/demo\/blog-\d\.webp$/);
        const post = (await c.api.get(`/api/blog/${summary.slug}`)).body as PostDetail;
        expect(unsafeParts(post.html), summary.slug).toEqual([]);
        expect(post.html).toMatch(/<h2>/);
        expect(post.html).toMatch(/<(ul|ol)>/);
        embeds += (post.html.match(/data-youtube-id="/g) ?? []).length;
        expect(post.relacionados.length, summary.slug).toBeGreaterThan(0);
      }
      expect(embeds).toBe(1);
    });
  },
  { seed: true },
);
