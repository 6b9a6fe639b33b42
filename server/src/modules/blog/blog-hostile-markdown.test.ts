import { afterAll, expect, it } from 'vitest';
import { serialize } from 'parse5';
import type { PostDetail } from '@app/shared/blog';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { createPost } from '../../../test/helpers/blog.js';
import { fakeClientDist } from '../../../test/helpers/fake-client-dist.js';
import { HOSTILE_MARKDOWN } from '../../../test/helpers/hostile-markdown.js';
import { findElements, unsafeParts } from '../../../test/helpers/html-safety.js';

const dist = fakeClientDist({ routes: ['/', '/blog'] });
afterAll(() => dist.remove());

/**
 * The hostile Markdown corpus written through the back office's API, as a compromised admin
 * account would, then read where the public reads it: the stored row, the API's `html`, the RSS
 * feed and the served page. Every case must be inert in each.
 */
describeEachDb(
  'Blog: hostile Markdown reaches the public inert',
  (ctx) => {
    it('stores, serves and pages every case of the corpus inert', async () => {
      const c = ctx();
      const failures: string[] = [];
      for (const [name, cuerpo] of Object.entries(HOSTILE_MARKDOWN)) {
        const post = await createPost(c, { titulo: `Caso ${name}`, cuerpo });
        const stored = await c.db.selectFrom('blog_entradas').select('html').where('id', '=', post.id).executeTakeFirstOrThrow();
        for (const problem of unsafeParts(stored.html)) failures.push(`${name} (stored): ${problem}`);

        const api = await c.api.get(`/api/blog/${post.slug}`);
        if (api.status !== 200) failures.push(`${name} (API): ${api.status}`);
        for (const problem of unsafeParts((api.body as PostDetail).html)) failures.push(`${name} (API): ${problem}`);

        const page = await c.api.get(`/blog/${post.slug}`);
        const body = findElements(page.text, 'div').find((d) => d.attrs.some((a) => a.name === 'class' && a.value === 'blog-cuerpo'));
        if (!body) failures.push(`${name} (page): no body`);
        else for (const problem of unsafeParts(serialize(body))) failures.push(`${name} (page): ${problem}`);
        // Nowhere in the document: no script but the JSON-LD, no frame, no event attribute.
        const scripts = findElements(page.text, 'script').filter(
          (s) => !s.attrs.some((a) => a.name === 'type' && a.value === 'application/ld+json'),
        );
        if (scripts.length) failures.push(`${name} (page): ${scripts.length} script element(s)`);
        for (const tag of ['iframe', 'svg', 'object', 'embed', 'form', 'style', 'base', 'meta']) {
          const found = findElements(page.text, tag).filter((el) => tag !== 'meta' || el.attrs.some((a) => a.name === 'http-equiv'));
          if (found.length) failures.push(`${name} (page): <${tag}>`);
        }
        for (const el of findElements(page.text, 'body').flatMap((b) => findElementsIn(b))) {
          for (const attr of el.attrs)
            if (/^on/i.test(attr.name) || attr.name === 'style') failures.push(`${name} (page): ${attr.name} on <${el.tagName}>`);
        }
      }
      expect(failures).toEqual([]);

      // The feed carries the same HTML (escaped as XML text): the newest 20 cases, inert once unescaped.
      const feed = await c.api.get('/blog/rss.xml');
      const encoded = [...feed.text.matchAll(/<content:encoded>([\s\S]*?)<\/content:encoded>/g)].map((m) =>
        m[1]
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'")
          .replace(/&amp;/g, '&'),
      );
      expect(encoded).toHaveLength(20);
      for (const html of encoded) expect(unsafeParts(html.replace(/(href|src)="http:\/\/sitio\.test\//g, '$1="/'))).toEqual([]);
    });
  },
  { env: { CLIENT_DIST_DIR: dist.dir } },
);

type Element = ReturnType<typeof findElements>[number];

/** Every element below `el`. */
function findElementsIn(el: Element): Element[] {
  const out: Element[] = [];
  for (const child of el.childNodes) {
    if ('tagName' in child) {
      out.push(child as Element, ...findElementsIn(child as Element));
    }
  }
  return out;
}
