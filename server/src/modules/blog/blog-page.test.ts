import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serialize } from 'parse5';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { adminAuth, createPost, updatePost } from '../../../test/helpers/blog.js';
import { jsonLdOf, metaValues, oneMeta } from '../../../test/helpers/page-head.js';
import { fakeClientDist } from '../../../test/helpers/fake-client-dist.js';
import { elementById, findElements, textOf, unsafeParts } from '../../../test/helpers/html-safety.js';
import { ROOT_DIR } from '../../config.js';
import { withPageBody } from '../../web/page-head.js';

// The client as it is today: /blog pre-rendered ("Próximamente"), no page of its own for a post.
const today = fakeClientDist({
  prerendered: { '/blog': '<main><h1>Blog</h1><p>Próximamente</p></main>' },
  routes: ['/', '/blog', '/tienda'],
});
// The client's blog pages as built: templates holding the slots the server fills.
const withSlots = fakeClientDist({
  prerendered: { '/blog': '<main><h1>Blog</h1><div id="blog-list-ssr"></div></main>' },
  templates: { '/blog/:slug': '<main><div id="blog-post-ssr"></div><a href="/registro">Agenda tu asesoría</a></main>' },
  routes: ['/', '/blog', '/blog/:slug'],
});
afterAll(() => {
  today.remove();
  withSlots.remove();
});

async function withCover(c: TestContext, id: number, alt: string): Promise<string> {
  const res = await c.api
    .post(`/api/admin/blog/${id}/portada`)
    .set('Authorization', adminAuth(c))
    .field('alt', alt)
    .attach('imagen', path.resolve(ROOT_DIR, 'server/test/fixtures', 'photo.webp'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.post.portada.path as string;
}

describeEachDb(
  'Blog: the HTML of /blog/:slug and /blog for link previews, search engines and readers without JavaScript',
  (ctx) => {
    it('writes the head of a post: title, description, canonical, Open Graph article with the cover, Twitter card, JSON-LD BlogPosting', async () => {
      const c = ctx();
      c.clock.set('2026-11-26T15:00:00Z');
      const post = await createPost(c, {
        titulo: 'Agua de jamaica sin azúcar',
        extracto: 'Una bebida fría y natural para la tarde.',
        etiquetas: ['Bebidas', 'Hidratación'],
        seoTitulo: 'Agua de jamaica: receta fácil',
        cuerpo: '## Ingredientes\n\n- Flor de jamaica\n- Agua\n\nSirve con hielo.',
      });
      const cover = await withCover(c, post.id, 'Jarra de agua de jamaica con hielo');
      c.clock.reset();
      const res = await c.api.get('/blog/agua-de-jamaica-sin-azucar');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = res.text;
      const url = 'http://sitio.test/blog/agua-de-jamaica-sin-azucar';
      expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Agua de jamaica: receta fácil | Vida Sana Coaching</title>']);
      expect(oneMeta(html, 'name', 'description')).toBe('Una bebida fría y natural para la tarde.');
      expect(html.match(/<link rel="canonical" href="[^"]*">/g)).toEqual([`<link rel="canonical" href="${url}">`]);
      expect(oneMeta(html, 'property', 'og:type')).toBe('article');
      expect(oneMeta(html, 'property', 'og:url')).toBe(url);
      expect(oneMeta(html, 'property', 'og:title')).toBe('Agua de jamaica: receta fácil | Vida Sana Coaching');
      const image = oneMeta(html, 'property', 'og:image');
      expect(image).toBe(`http://sitio.test/${cover.replace(/\.webp$/, '-share.jpg')}`);
      expect((await c.api.get(new URL(image).pathname)).headers['content-type']).toBe('image/jpeg');
      expect(oneMeta(html, 'property', 'og:image:alt')).toBe('Jarra de agua de jamaica con hielo');
      expect(oneMeta(html, 'property', 'article:published_time')).toBe('2026-11-26T15:00:00.000Z');
      expect(metaValues(html, 'property', 'article:tag')).toEqual(['Bebidas', 'Hidratación']);
      expect(oneMeta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(oneMeta(html, 'name', 'twitter:image')).toBe(image);
      expect(jsonLdOf(html)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Agua de jamaica sin azúcar',
        url,
        image: [image],
        datePublished: '2026-11-26T15:00:00.000Z',
        author: { '@type': 'Person', name: post.autor },
        publisher: { '@type': 'Organization', name: 'Vida Sana Coaching' },
      });
      // the template's own share tags are gone, not doubled
      expect(html).not.toContain('Asesorías de nutrición.');
    });

    it('puts the post’s text in the HTML: title, Spanish date, reading time, author, cover, body, tags, related posts', async () => {
      const c = ctx();
      c.clock.set('2026-11-26T20:00:00Z');
      await createPost(c, { titulo: 'Limonada de panela', etiquetas: ['Bebidas'] });
      c.clock.reset();
      const res = await c.api.get('/blog/agua-de-jamaica-sin-azucar');
      const article = elementById(res.text, 'blog-post-ssr');
      expect(article, 'the post is in the page').toBeDefined();
      // with no client page of its own yet, the text is the shell root's content
      const root = elementById(res.text, 'root')!;
      expect(root.childNodes.map((n) => ('attrs' in n ? n.attrs : null))).toEqual([[{ name: 'id', value: 'blog-post-ssr' }]]);
      const text = textOf(article!);
      expect(findElements(res.text, 'h1').map(textOf)).toEqual(['Agua de jamaica sin azúcar']);
      expect(text).toContain('26 de noviembre de 2026');
      expect(text).toContain('1 min de lectura');
      expect(text).toContain('Sirve con hielo.');
      expect(text).toContain('Flor de jamaica');
      expect(text).toContain('Limonada de panela');
      const body = findElements(res.text, 'div').find((d) => d.attrs.some((a) => a.name === 'class' && a.value === 'blog-cuerpo'))!;
      expect(unsafeParts(serialize(body))).toEqual([]);
      const links = findElements(res.text, 'a').map((a) => a.attrs.find((x) => x.name === 'href')?.value);
      expect(links).toEqual(expect.arrayContaining(['/blog?etiqueta=bebidas', '/blog/limonada-de-panela']));
      expect(findElements(res.text, 'img')[0].attrs.find((a) => a.name === 'alt')?.value).toBe('Jarra de agua de jamaica con hielo');
      expect(findElements(res.text, 'time')[0].attrs.find((a) => a.name === 'datetime')?.value).toBe('2026-11-26T15:00:00.000Z');
    });

    it('escapes what the team typed in the head and the JSON-LD, and keeps its markup out of the page', async () => {
      const c = ctx();
      const post = await createPost(c, {
        titulo: '</script><script>alert(1)</script> "Té" & <b>',
        extracto: '"><img src=x onerror=alert(1)> & \u2028 fin',
        etiquetas: ['<svg onload=alert(1)>'],
      });
      const res = await c.api.get(`/blog/${post.slug}`);
      expect(res.status).toBe(200);
      const html = res.text;
      const scripts = findElements(html, 'script');
      expect(scripts.map((s) => s.attrs.find((a) => a.name === 'type')?.value)).toEqual(['application/ld+json']);
      expect(jsonLdOf(html).headline).toBe('</script><script>alert(1)</script> "Té" & <b>');
      expect(findElements(html, 'img').filter((i) => i.attrs.some((a) => a.name === 'onerror'))).toEqual([]);
      expect(findElements(html, 'svg')).toEqual([]);
      expect(findElements(html, 'b')).toEqual([]);
      expect(oneMeta(html, 'name', 'description')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; \u2028 fin');
      expect(findElements(html, 'h1').map(textOf)).toEqual(['</script><script>alert(1)</script> "Té" & <b>']);
    });

    it('moves a former slug or capitals to the current address (301), and answers 404 for a draft or an unknown post', async () => {
      const c = ctx();
      const post = await createPost(c, { titulo: 'Snack de garbanzos' });
      await updatePost(c, post.id, { ...post, slug: 'garbanzos-crocantes' });
      const moved = await c.api.get('/blog/snack-de-garbanzos?utm_source=whatsapp').redirects(0);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/blog/garbanzos-crocantes?utm_source=whatsapp');
      const upper = await c.api.get('/Blog/Garbanzos-Crocantes').redirects(0);
      expect(upper.status).toBe(301);
      expect(upper.headers.location).toBe('/blog/garbanzos-crocantes');

      const draft = await createPost(c, { titulo: 'Aún en borrador', estado: 'borrador' });
      for (const url of [`/blog/${draft.slug}`, '/blog/no-existe', '/blog/con%20espacio']) {
        const res = await c.api.get(url);
        expect(res.status, url).toBe(404);
        expect(res.text, url).toContain('Página no encontrada');
      }
      // the feed is not a post
      expect((await c.api.get('/blog/rss.xml')).headers['content-type']).toMatch(/rss\+xml/);
    });

    it('writes the list’s head on /blog and keeps the pre-rendered page’s body as it is', async () => {
      const c = ctx();
      const res = await c.api.get('/blog');
      expect(res.status).toBe(200);
      const html = res.text;
      expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Blog | Vida Sana Coaching</title>']);
      expect(html).toContain('<link rel="canonical" href="http://sitio.test/blog">');
      expect(oneMeta(html, 'property', 'og:type')).toBe('website');
      const ld = jsonLdOf(html) as { '@type': string; blogPost: { url: string }[] };
      expect(ld['@type']).toBe('Blog');
      expect(ld.blogPost.map((p) => p.url)).toContain('http://sitio.test/blog/garbanzos-crocantes');
      // hydration expects the pre-rendered markup untouched
      expect(html).toContain('<div id="root"><main><h1>Blog</h1><p>Próximamente</p></main></div>');
      expect(elementById(html, 'blog-list-ssr')).toBeUndefined();

      const tagged = await c.api.get('/blog?etiqueta=bebidas');
      expect(tagged.text.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Blog: Bebidas | Vida Sana Coaching</title>']);
      expect(tagged.text).toContain('<link rel="canonical" href="http://sitio.test/blog?etiqueta=bebidas">');
      for (const url of ['/blog?etiqueta=no-existe', '/blog?pagina=9', '/blog?pagina=abc'])
        expect((await c.api.get(url)).status, url).toBe(404);
    });
  },
  { env: { CLIENT_DIST_DIR: today.dir } },
);

describeEachDb(
  'Blog: the client pages’ slots receive the server’s content (the contract of docs/architecture.md §20)',
  (ctx) => {
    it('fills the post template’s #blog-post-ssr and the list’s #blog-list-ssr, leaving the rest of the template as it is', async () => {
      const c = ctx();
      const posts = [];
      for (let i = 0; i < 13; i++) {
        c.clock.set(new Date(Date.UTC(2026, 5, 1 + i, 15)));
        posts.push(await createPost(c, { titulo: `Consejo ${i + 1}`, extracto: `Resumen del consejo ${i + 1}.` }));
      }
      c.clock.reset();

      const post = await c.api.get('/blog/consejo-3');
      expect(post.text).toContain('<main><div id="blog-post-ssr"><article class="blog-entrada">');
      expect(post.text).toContain('</div><a href="/registro">Agenda tu asesoría</a></main>');

      const list = await c.api.get('/blog');
      const slot = elementById(list.text, 'blog-list-ssr')!;
      expect(findElements(list.text, 'h2').map(textOf).slice(0, 2)).toEqual(['Consejo 13', 'Consejo 12']);
      expect(textOf(slot)).toContain('Resumen del consejo 13.');
      expect(textOf(slot)).toContain('13 de junio de 2026');
      expect(findElements(list.text, 'a').find((a) => textOf(a) === 'Entradas anteriores')?.attrs).toContainEqual({
        name: 'href',
        value: '/blog?pagina=2',
      });
      const second = await c.api.get('/blog?pagina=2');
      expect(findElements(second.text, 'h2').map(textOf)).toEqual(['Consejo 1']);
      expect(second.text).toContain('<link rel="canonical" href="http://sitio.test/blog?pagina=2">');
      expect(findElements(second.text, 'a').find((a) => textOf(a) === 'Entradas más recientes')?.attrs).toContainEqual({
        name: 'href',
        value: '/blog',
      });
    });

    it('draws /blog as the client page does: header, tag chips, cards, the newest cover asked first and the others lazily', async () => {
      const c = ctx();
      c.clock.set('2026-11-27T15:00:00Z');
      const older = await createPost(c, { titulo: 'Arepa de choclo', etiquetas: ['Recetas'] });
      await withCover(c, older.id, 'Arepa de choclo con queso');
      c.clock.set('2026-11-28T15:00:00Z');
      const post = await createPost(c, { titulo: 'Avena nocturna', etiquetas: ['Desayunos'] });
      await withCover(c, post.id, 'Frasco de avena con mango');
      c.clock.reset();
      const res = await c.api.get('/blog');
      const html = serialize(elementById(res.text, 'blog-list-ssr')!);
      expect(html).toMatch(
        /^<header class="blog-header"><h1>Blog<\/h1><p class="blog-lead">Recetas, consejos de alimentación e historias de nuestros clientes\.<\/p><\/header><nav class="link-chips blog-chips" aria-label="Etiquetas">/,
      );
      const chips = findElements(html, 'a').filter((a) => a.attrs.some((x) => x.name === 'class' && x.value === 'link-chip'));
      expect(chips.map(textOf)).toEqual(['Todas', 'Desayunos', 'Recetas']);
      expect(chips[0]!.attrs).toContainEqual({ name: 'aria-current', value: 'page' });
      const articles = findElements(html, 'article');
      expect(articles.every((a) => a.attrs.some((x) => x.name === 'class' && x.value === 'blog-card'))).toBe(true);
      const imgs = findElements(html, 'img');
      const attr = (i: number, name: string) => imgs[i]!.attrs.find((a) => a.name === name)?.value;
      expect(attr(0, 'alt')).toBe('Frasco de avena con mango');
      expect(attr(0, 'fetchpriority')).toBe('high');
      expect(attr(0, 'loading')).toBeUndefined();
      expect(imgs).toHaveLength(2);
      expect(attr(1, 'alt')).toBe('Arepa de choclo con queso');
      expect(attr(1, 'loading')).toBe('lazy');
      expect(attr(1, 'fetchpriority')).toBeUndefined();
    });
  },
  { env: { CLIENT_DIST_DIR: withSlots.dir } },
);

describe('withPageBody', () => {
  it('fills the slot, else an empty root, else leaves the document alone', () => {
    const body = { slot: 'blog-post-ssr', html: '<p>x</p>' };
    expect(withPageBody('<div id="root"><main><div id="blog-post-ssr"></div></main></div>', body)).toBe(
      '<div id="root"><main><div id="blog-post-ssr"><p>x</p></div></main></div>',
    );
    expect(withPageBody('<div id="root"></div>', body)).toBe('<div id="root"><div id="blog-post-ssr"><p>x</p></div></div>');
    expect(withPageBody('<div id="root"><main>Próximamente</main></div>', body)).toBe('<div id="root"><main>Próximamente</main></div>');
    // '$' sequences in the content are text, not replacement patterns
    expect(withPageBody('<div id="root"></div>', { slot: 's', html: '$& $1 $$' })).toBe('<div id="root"><div id="s">$& $1 $$</div></div>');
  });
});
