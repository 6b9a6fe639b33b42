import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDb } from '../../../test/helpers/test-app.js';

// A client build reduced to what the page server reads: the home page's pre-rendered loading state
// with the empty slot its hero leaves (client hero-slider.tsx).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-home-page-'));
const page = (body: string) =>
  `<!doctype html><html lang="es"><head><title>Vida Sana Coaching</title></head><body><div id="root">${body}</div></body></html>`;
fs.writeFileSync(path.join(dist, 'index.html'), page(''));
fs.mkdirSync(path.join(dist, 'prerendered'));
const put = (file: string, body: string) => fs.writeFileSync(path.join(dist, 'prerendered', file), body);
put(
  'inicio.html',
  page('<section class="hero hero-state"><div id="hero-ssr"></div><p class="hero-state-text">Cargando Slider...</p></section>'),
);
put('manifest.json', JSON.stringify({ '/': 'inicio.html' }));
put('routes.json', JSON.stringify(['/']));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const hero = (html: string) => {
  const filled = /<div id="hero-ssr">([\s\S]*)<\/div><p class="hero-state-text">/.exec(html);
  expect(filled).not.toBeNull();
  return filled![1];
};

describeEachDb(
  'Home page: its first banner is in the page the server sends (the largest paint does not wait for the app)',
  (ctx) => {
    const saveSlide = (id: number, texts: Record<string, string>) =>
      ctx().api.put(`/api/admin/inicio/slides/${id}`).set('Authorization', `Bearer ${ctx().adminToken()}`).send(texts);

    it("writes the first banner's texts as its heading, with the loading state's box around it, and follows the team's edits", async () => {
      const c = ctx();
      expect(
        (await saveSlide(1, { sub_title: 'Bienvenido', title1_pre: 'Vive', title1_highlight: 'sano', title2: 'cada día' })).status,
      ).toBe(200);
      const res = await c.api.get('/');
      expect(res.status).toBe(200);
      const total = (await c.api.get('/api/inicio-slides')).body.length as number;
      const html = hero(res.text);
      expect(html).toContain(
        `<div class="hero-frame is-active" role="group" aria-roledescription="diapositiva" aria-label="1 de ${total}">`,
      );
      expect(html).toContain('<p class="hero-subtitle">Bienvenido</p>');
      expect(html).toContain(
        '<h1 class="hero-title"><span class="hero-title-line">Vive <span class="hero-highlight">sano</span></span><span class="hero-title-line">cada día</span></h1>',
      );
      expect(html).toContain('<a class="btn btn-accent btn-lg hero-cta" href="/about">Descubre Más</a>');
      // only the first banner: the others come with the app
      expect(html.match(/hero-frame/g)).toHaveLength(1);

      await saveSlide(1, { sub_title: 'Otro', title1_pre: 'Come', title1_highlight: 'rico', title2: 'y sano' });
      expect(hero((await c.api.get('/')).text)).toContain('<p class="hero-subtitle">Otro</p>');
    });

    it('escapes what the back office typed', async () => {
      const c = ctx();
      await saveSlide(1, {
        sub_title: '<script>alert(1)</script>',
        title1_pre: '"><img src=x onerror=alert(1)>',
        title1_highlight: '&amp;',
        title2: '</h1>',
      });
      const html = hero((await c.api.get('/')).text);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&amp;amp;');
      expect(html).toContain('&lt;/h1&gt;');
    });

    it('keeps the built loading state when there is no banner', async () => {
      const c = ctx();
      await c.db.deleteFrom('inicio_slides').execute();
      const res = await c.api.get('/');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="hero-ssr"></div><p class="hero-state-text">Cargando Slider...</p>');
    });
  },
  { env: { CLIENT_DIST_DIR: dist } },
);
