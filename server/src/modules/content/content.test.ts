import { describe, expect, it } from 'vitest';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { closeDatabase, createDatabase } from '../../db/database.js';
import { SETTING_KEYS } from '../../db/schema.js';
import { nowDb } from '../../lib/time.js';

const ENDPOINTS = ['/api/inicio-slides', '/api/slider-images', '/api/video-motivacional-path', '/api/perfil-pro-data', '/api/testimonials'];

describeEachDb(
  'public content reads (seeded)',
  (ctx) => {
    describe('GET /api/inicio-slides', () => {
      it('answers the three home slides, ids 1 to 3, with every field', async () => {
        const res = await ctx().api.get('/api/inicio-slides');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body.map((s: { id: number }) => s.id)).toEqual([1, 2, 3]);
        expect(Object.keys(res.body[0]).sort()).toEqual(['hero_img_path', 'id', 'sub_title', 'title1_highlight', 'title1_pre', 'title2']);
        expect(res.body[0]).toMatchObject({ title1_pre: 'Nutre tu cuerpo,', title1_highlight: 'transforma tu vida' });
        expect(res.body[0].hero_img_path).toMatch(/^uploads\/demo\/hero-1\.webp$/);
      });
    });

    describe('GET /api/slider-images', () => {
      it('answers the relative paths in slot order', async () => {
        const res = await ctx().api.get('/api/slider-images');
        expect(res.status).toBe(200);
        expect(res.body).toEqual(['uploads/demo/embudo-1.webp', 'uploads/demo/embudo-2.webp', 'uploads/demo/embudo-3.webp']);
      });
    });

    describe('GET /api/video-motivacional-path', () => {
      it('answers one relative path as a JSON string', async () => {
        const res = await ctx().api.get('/api/video-motivacional-path');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toBe('uploads/demo/test-pattern.mp4');
      });
    });

    describe('GET /api/perfil-pro-data', () => {
      it('answers imagePath, text and videoPath', async () => {
        const res = await ctx().api.get('/api/perfil-pro-data');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          imagePath: 'uploads/demo/perfil-coach.webp',
          text: expect.stringContaining('coach de bienestar'),
          videoPath: 'uploads/demo/test-pattern.webm',
        });
      });
    });

    describe('GET /api/testimonials', () => {
      it('answers only active testimonials, without admin-only fields', async () => {
        const res = await ctx().api.get('/api/testimonials');
        expect(res.status).toBe(200);
        expect(res.body.map((t: { title: string }) => t.title)).toEqual(['Marcela, Bogotá', 'Andrés, Medellín', 'Luz Dary, Cali']);
        expect(Object.keys(res.body[0]).sort()).toEqual(['description', 'id', 'poster_path', 'title', 'video_path']);
      });

      it('orders by orden, then by id', async () => {
        const { db } = ctx();
        const now = nowDb();
        const row = { description: null, video_path: null, poster_path: null, is_active: 1, created_at: now, updated_at: now };
        await db
          .insertInto('testimonials')
          .values([
            { ...row, title: 'Orden cero B', orden: 0 },
            { ...row, title: 'Orden cero C', orden: 0 },
            { ...row, title: 'Orden dos bis', description: 'Mismo orden que Andrés', video_path: '', orden: 2 },
          ])
          .execute();
        const res = await ctx().api.get('/api/testimonials');
        expect(res.body.map((t: { title: string }) => t.title)).toEqual([
          'Orden cero B',
          'Orden cero C',
          'Marcela, Bogotá',
          'Andrés, Medellín',
          'Orden dos bis',
          'Luz Dary, Cali',
        ]);
        const noMedia = res.body.find((t: { title: string }) => t.title === 'Orden dos bis');
        expect(noMedia).toMatchObject({ description: 'Mismo orden que Andrés', video_path: null, poster_path: null });
        expect(res.body[0].description).toBeNull();
      });
    });

    describe('validators and caching', () => {
      it.each(ENDPOINTS)('%s carries a strong ETag, no-cache, and answers a matching If-None-Match with 304', async (url) => {
        const first = await ctx().api.get(url);
        expect(first.status).toBe(200);
        const etag = first.headers.etag;
        expect(etag).toMatch(/^"[\w-]+"$/);
        expect(first.headers['cache-control']).toBe('no-cache');

        const again = await ctx().api.get(url).set('If-None-Match', etag);
        expect(again.status).toBe(304);
        expect(again.text).toBe('');
        expect(again.headers.etag).toBe(etag);

        const weakList = await ctx().api.get(url).set('If-None-Match', `"otro", W/${etag}`);
        expect(weakList.status).toBe(304);

        const stale = await ctx().api.get(url).set('If-None-Match', '"otro"');
        expect(stale.status).toBe(200);
        expect(stale.body).toEqual(first.body);
      });

      it('shows a committed database change at once (the cache follows the writes to the tables it reads)', async () => {
        const { api, db } = ctx();
        const before = await api.get('/api/inicio-slides');
        await db.updateTable('inicio_slides').set({ title2: 'Título cambiado en la base' }).where('id', '=', 2).execute();
        const after = await api.get('/api/inicio-slides').set('If-None-Match', before.headers.etag);
        expect(after.status).toBe(200);
        expect(after.body[1].title2).toBe('Título cambiado en la base');
        expect(after.headers.etag).not.toBe(before.headers.etag);
      });

      it('keeps the answer for a short while without invalidation (TTL), then reads the database again', async () => {
        const { api, config, clock } = ctx();
        await api.get('/api/video-motivacional-path');
        // Another instance's write: its own connection, which this process's cache does not see.
        const other = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
        try {
          await other
            .updateTable('site_settings')
            .set({ value: 'uploads/otro/video.mp4' })
            .where('setting_key', '=', SETTING_KEYS.motivationalVideo)
            .execute();
        } finally {
          await closeDatabase(other);
        }
        const cached = await api.get('/api/video-motivacional-path');
        expect(cached.body).toBe('uploads/demo/test-pattern.mp4');
        clock.advance(2100);
        try {
          const fresh = await api.get('/api/video-motivacional-path');
          expect(fresh.body).toBe('uploads/otro/video.mp4');
        } finally {
          clock.reset();
        }
      });
    });

    describe('/uploads media', () => {
      it('answers a Range request on a seeded video with 206, the right type and nosniff', async () => {
        const res = await ctx().api.get('/uploads/demo/test-pattern.mp4').set('Range', 'bytes=0-99').buffer(true);
        expect(res.status).toBe(206);
        expect(res.headers['content-type']).toBe('video/mp4');
        expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
        expect(res.headers['content-length']).toBe('100');
        expect(res.headers['accept-ranges']).toBe('bytes');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toMatch(/immutable/);
      });

      it('serves a seeded WebP image and its responsive variant with image/webp', async () => {
        for (const url of ['/uploads/demo/hero-1.webp', '/uploads/demo/hero-1-640.webp']) {
          const res = await ctx().api.get(url);
          expect(res.status).toBe(200);
          expect(res.headers['content-type']).toBe('image/webp');
        }
      });
    });
  },
  { seed: true },
);

describeEachDb('public content reads (empty database)', (ctx) => {
  it('answers empty lists, an empty video path and an empty profile', async () => {
    const { api } = ctx();
    expect((await api.get('/api/inicio-slides')).body).toEqual([]);
    expect((await api.get('/api/slider-images')).body).toEqual([]);
    const video = await api.get('/api/video-motivacional-path');
    expect(video.status).toBe(200);
    expect(video.text).toBe('""');
    expect(video.body).toBe('');
    expect((await api.get('/api/perfil-pro-data')).body).toEqual({ imagePath: null, text: '', videoPath: null });
    expect((await api.get('/api/testimonials')).body).toEqual([]);
  });

  it('drops null and empty slider slots and answers missing media as null', async () => {
    const { api, db } = ctx();
    const now = nowDb();
    await db
      .insertInto('slider_images')
      .values([
        { slot: 1, image_path: null, updated_at: now },
        { slot: 2, image_path: 'uploads/slider/b.webp', updated_at: now },
        { slot: 3, image_path: '', updated_at: now },
      ])
      .execute();
    await db
      .insertInto('site_settings')
      .values([
        { setting_key: SETTING_KEYS.motivationalVideo, value: null, updated_at: now },
        { setting_key: SETTING_KEYS.profileText, value: 'Solo texto', updated_at: now },
        { setting_key: SETTING_KEYS.profileImage, value: '', updated_at: now },
      ])
      .execute();
    await db
      .insertInto('inicio_slides')
      .values([
        { id: 2, sub_title: 'Dos', title1_pre: 'a', title1_highlight: 'b', title2: 'c', hero_img_path: null, updated_at: now },
        { id: 1, sub_title: 'Uno', title1_pre: 'a', title1_highlight: 'b', title2: 'c', hero_img_path: '', updated_at: now },
      ])
      .execute();
    await db
      .insertInto('testimonials')
      .values({
        title: 'Inactivo',
        description: null,
        video_path: null,
        poster_path: null,
        orden: 0,
        is_active: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect((await api.get('/api/slider-images')).body).toEqual(['uploads/slider/b.webp']);
    expect((await api.get('/api/video-motivacional-path')).body).toBe('');
    expect((await api.get('/api/perfil-pro-data')).body).toEqual({ imagePath: null, text: 'Solo texto', videoPath: null });
    const slides = (await api.get('/api/inicio-slides')).body;
    expect(slides.map((s: { id: number }) => s.id)).toEqual([1, 2]);
    expect(slides.map((s: { hero_img_path: string | null }) => s.hero_img_path)).toEqual([null, null]);
    expect((await api.get('/api/testimonials')).body).toEqual([]);
  });

  it('serves robots.txt with an absolute sitemap URL built from PUBLIC_URL', async () => {
    const res = await ctx().api.get('/robots.txt').set('Host', 'otro-host.test');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Sitemap: http://sitio.test/sitemap.xml');
    // private order links and the checkout form stay out of search engines
    expect(res.text).toContain('Disallow: /pedido/\n');
    expect(res.text).toContain('Disallow: /checkout\n');
  });

  it('serves sitemap.xml listing the public pages with absolute URLs', async () => {
    const res = await ctx().api.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const p of ['/', '/registro', '/reto21dias', '/contacto']) expect(res.text).toContain(`<loc>http://sitio.test${p}</loc>`);
    expect(res.text).not.toContain('admin');
  });

  it('answers a missing upload with 404, not the SPA', async () => {
    const res = await ctx().api.get('/uploads/demo/no-existe.mp4');
    expect(res.status).toBe(404);
  });
});
