import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageVariantPath } from '@app/shared/media';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { ROOT_DIR } from '../../config.js';

const FIXTURES = path.resolve(ROOT_DIR, 'server/test/fixtures');
const fixture = (name: string) => path.join(FIXTURES, name);
const abs = (c: TestContext, rel: string) => path.join(c.config.uploadsDir, rel.replace(/^uploads\//, ''));

describeEachDb(
  'Admin content management',
  (ctx) => {
    const bearer = () => `Bearer ${ctx().adminToken()}`;
    const get = (url: string) => ctx().api.get(url).set('Authorization', bearer());
    const put = (url: string, body: object) => ctx().api.put(url).set('Authorization', bearer()).send(body);
    const post = (url: string, body: object) => ctx().api.post(url).set('Authorization', bearer()).send(body);
    const del = (url: string) => ctx().api.delete(url).set('Authorization', bearer());
    const upload = (url: string, field: string, file: string | Buffer, filename?: string) =>
      ctx()
        .api.post(url)
        .set('Authorization', bearer())
        .attach(field, file as Buffer, filename ? { filename } : undefined);

    it('keeps every admin content route behind the admin guard', async () => {
      for (const url of [
        '/api/admin/testimonials',
        '/api/admin/slider/images',
        '/api/admin/perfil',
        '/api/admin/inicio/slides',
        '/api/admin/slider/video',
      ]) {
        expect((await ctx().api.get(url)).status).toBe(401);
        expect((await ctx().api.get(url).set('Authorization', `Bearer ${ctx().userToken()}`)).status).toBe(403);
      }
      expect((await ctx().api.put('/api/admin/perfil/update-text').send({ texto: 'x' })).status).toBe(401);
    });

    describe('Slider embudo', () => {
      it('lists the 3 slots, empty ones included', async () => {
        await ctx().db.updateTable('slider_images').set({ image_path: null }).where('slot', '=', 2).execute();
        const res = await get('/api/admin/slider/images');
        expect(res.status).toBe(200);
        expect(res.body).toHaveLength(3);
        expect(res.body.map((s: { slot: number }) => s.slot)).toEqual([1, 2, 3]);
        expect(res.body[1]).toEqual({ slot: 2, path: null });
        expect(res.body[0].path).toMatch(/^uploads\//);
      });

      it('uploads an image into a slot and shows it on the public slider at once', async () => {
        await get('/api/slider-images'); // fills the public cache
        const res = await upload('/api/admin/slider/upload/2', 'sliderImage', fixture('hero-with-gps.jpg'));
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          message: 'Imagen del Slot 2 actualizada correctamente.',
          path: expect.stringMatching(/^uploads\/slider\/.+\.webp$/),
          slot: 2,
        });
        const pub = await ctx().api.get('/api/slider-images');
        expect(pub.body).toContain(res.body.path);
      });
    });

    describe('Video motivacional', () => {
      it('uploads the video and answers it from the admin and the public endpoint', async () => {
        const res = await upload('/api/admin/slider/video/upload', 'motivacionalVideo', fixture('test-pattern.webm'));
        expect(res.status).toBe(200);
        expect((await get('/api/admin/slider/video')).body).toEqual({ path: res.body.path });
        expect((await ctx().api.get('/api/video-motivacional-path')).body).toBe(res.body.path);
      });
    });

    describe('Perfil profesional', () => {
      it('saves the text', async () => {
        const res = await put('/api/admin/perfil/update-text', { texto: 'Nuevo texto del perfil, con tildes: nutrición.' });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Texto del perfil guardado correctamente.');
        expect((await get('/api/admin/perfil')).body.text).toBe('Nuevo texto del perfil, con tildes: nutrición.');
        expect((await ctx().api.get('/api/perfil-pro-data')).body.text).toBe('Nuevo texto del perfil, con tildes: nutrición.');
      });

      it("stamps the change with the app's clock", async () => {
        ctx().clock.set('2027-02-03T04:05:06Z');
        try {
          expect((await put('/api/admin/perfil/update-text', { texto: 'Texto con fecha' })).status).toBe(200);
        } finally {
          ctx().clock.reset();
        }
        const row = await ctx()
          .db.selectFrom('site_settings')
          .select('updated_at')
          .where('setting_key', '=', 'profile_text')
          .executeTakeFirstOrThrow();
        expect(row.updated_at).toBe('2027-02-03 04:05:06');
      });

      it('refuses a missing text with 400', async () => {
        const res = await put('/api/admin/perfil/update-text', {});
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('El texto es obligatorio.');
      });

      it('uploads the image and the video', async () => {
        const image = await upload('/api/admin/perfil/upload-image', 'profileImage', fixture('poster.png'));
        expect(image.status).toBe(200);
        expect(image.body.message).toBe('Imagen del perfil actualizada correctamente.');
        const video = await upload('/api/admin/perfil/upload-video', 'profileVideo', fixture('test-pattern.mp4'));
        expect(video.status).toBe(200);
        expect(video.body.message).toBe('Video del perfil actualizado correctamente.');
        const perfil = (await get('/api/admin/perfil')).body;
        expect(perfil.imagePath).toBe(image.body.path);
        expect(perfil.videoPath).toBe(video.body.path);
        expect((await ctx().api.get('/api/perfil-pro-data')).body).toMatchObject({
          imagePath: image.body.path,
          videoPath: video.body.path,
        });
      });
    });

    describe('Testimonios', () => {
      it('lists active and inactive testimonials ordered by orden', async () => {
        const res = await get('/api/admin/testimonials');
        expect(res.status).toBe(200);
        expect(res.body.length).toBeGreaterThanOrEqual(4);
        expect(res.body[0]).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          description: expect.any(String),
          video_path: expect.any(String),
          poster_path: expect.any(String),
          orden: expect.any(Number),
          is_active: true,
        });
        expect(res.body.some((t: { is_active: boolean }) => t.is_active === false)).toBe(true);
        const ordens = res.body.map((t: { orden: number }) => t.orden);
        expect(ordens).toEqual([...ordens].sort((a, b) => a - b));
      });

      it('creates one without media (201), description optional', async () => {
        const res = await post('/api/admin/testimonials', { title: '  Carolina, Pereira ', description: '' });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({
          title: 'Carolina, Pereira',
          description: null,
          video_path: null,
          poster_path: null,
          is_active: true,
        });
        expect(res.body.orden).toBeGreaterThanOrEqual(0);
      });

      it('refuses a missing or too long title', async () => {
        const missing = await post('/api/admin/testimonials', { description: 'sin título' });
        expect(missing.status).toBe(400);
        expect(missing.body.message).toBe('El título es obligatorio.');
        const blank = await post('/api/admin/testimonials', { title: '   ' });
        expect(blank.body.message).toBe('El título es obligatorio.');
        const long = await post('/api/admin/testimonials', { title: 'a'.repeat(256) });
        expect(long.status).toBe(400);
        expect(long.body.errors[0].path).toBe('title');
        const max = await post('/api/admin/testimonials', { title: 'ñ'.repeat(255) });
        expect(max.status).toBe(201);
      });

      it('edits it: empty description → null, invalid orden → 0, is_active', async () => {
        const { body: created } = await post('/api/admin/testimonials', { title: 'Para editar', description: 'Algo' });
        const res = await put(`/api/admin/testimonials/${created.id}`, { title: 'Editado', description: '', orden: -3, is_active: false });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: created.id, title: 'Editado', description: null, orden: 0, is_active: false });
        for (const [orden, expected] of [
          ['7', 7],
          [2.5, 0],
          ['abc', 0],
          [null, 0],
          [12, 12],
        ] as const) {
          const r = await put(`/api/admin/testimonials/${created.id}`, { title: 'Editado', orden });
          expect(r.body.orden).toBe(expected);
          expect(r.body.is_active).toBe(false); // left out → kept
        }
      });

      it('answers 404 for an unknown testimonial', async () => {
        expect((await put('/api/admin/testimonials/99999', { title: 'x', orden: 1 })).status).toBe(404);
        expect((await del('/api/admin/testimonials/99999')).status).toBe(404);
        expect((await del('/api/admin/testimonials/abc')).status).toBe(404);
        const res = await upload('/api/admin/testimonials/99999/upload-video', 'testimonialVideo', fixture('test-pattern.mp4'));
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Testimonio no encontrado.');
      });

      it('uploads poster and video, reorders it, and hides it from the public list once deactivated', async () => {
        const { body: created } = await post('/api/admin/testimonials', {
          title: 'Juliana, Cúcuta',
          description: 'Me siento con más energía.',
        });
        const poster = await upload(`/api/admin/testimonials/${created.id}/upload-poster`, 'testimonialPoster', fixture('poster.png'));
        expect(poster.status).toBe(200);
        expect(poster.body).toMatchObject({
          message: 'Póster del testimonio actualizado correctamente.',
          testimonial: { id: created.id, poster_path: poster.body.path },
        });
        const video = await upload(`/api/admin/testimonials/${created.id}/upload-video`, 'testimonialVideo', fixture('test-pattern.mp4'));
        expect(video.status).toBe(200);
        expect(video.body.testimonial).toMatchObject({ video_path: video.body.path, poster_path: poster.body.path });

        await put(`/api/admin/testimonials/${created.id}`, {
          title: 'Juliana, Cúcuta',
          description: 'Me siento con más energía.',
          orden: 0,
          is_active: true,
        });
        let pub = await ctx().api.get('/api/testimonials');
        expect(pub.status).toBe(200);
        expect(pub.body[0]).toMatchObject({
          id: created.id,
          title: 'Juliana, Cúcuta',
          video_path: video.body.path,
          poster_path: poster.body.path,
        });

        await put(`/api/admin/testimonials/${created.id}`, {
          title: 'Juliana, Cúcuta',
          description: 'Me siento con más energía.',
          orden: 0,
          is_active: false,
        });
        pub = await ctx().api.get('/api/testimonials');
        expect(pub.body.map((t: { id: number }) => t.id)).not.toContain(created.id);
        // the admin still sees it
        expect((await get('/api/admin/testimonials')).body.find((t: { id: number }) => t.id === created.id).is_active).toBe(false);
      });

      it('deletes it together with its files', async () => {
        const { body: created } = await post('/api/admin/testimonials', { title: 'Para borrar' });
        const poster = await upload(`/api/admin/testimonials/${created.id}/upload-poster`, 'testimonialPoster', fixture('small.gif'));
        const video = await upload(`/api/admin/testimonials/${created.id}/upload-video`, 'testimonialVideo', fixture('test-pattern.webm'));
        const files = [poster.body.path, ...IMAGE_WIDTHS.map((w) => imageVariantPath(poster.body.path, w)), video.body.path];
        for (const f of files) expect(fs.existsSync(abs(ctx(), f))).toBe(true);

        const res = await del(`/api/admin/testimonials/${created.id}`);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Testimonio eliminado correctamente.');
        for (const f of files) expect(fs.existsSync(abs(ctx(), f))).toBe(false);
        expect((await get('/api/admin/testimonials')).body.map((t: { id: number }) => t.id)).not.toContain(created.id);
      });
    });

    describe('Slider principal', () => {
      it('saves the texts of a slide and shows them publicly', async () => {
        const texts = { sub_title: 'Nuevo subtítulo', title1_pre: 'Vive', title1_highlight: 'sano', title2: 'todos los días' };
        const res = await put('/api/admin/inicio/slides/2', texts);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Slide 2 guardado correctamente.');
        expect(res.body.slide).toMatchObject({ id: 2, ...texts });
        const pub = await ctx().api.get('/api/inicio-slides');
        expect(pub.body.find((s: { id: number }) => s.id === 2)).toMatchObject(texts);
      });

      it('creates a missing slide on save (ids 1–3 only)', async () => {
        await ctx().db.deleteFrom('inicio_slides').where('id', '=', 3).execute();
        const res = await put('/api/admin/inicio/slides/3', { sub_title: 'Tres', title1_pre: '', title1_highlight: '', title2: '' });
        expect(res.status).toBe(200);
        expect(res.body.slide).toMatchObject({ id: 3, sub_title: 'Tres', hero_img_path: null });
        for (const id of ['0', '4', 'x']) {
          const bad = await put(`/api/admin/inicio/slides/${id}`, { sub_title: 'x' });
          expect(bad.status).toBe(400);
          expect(bad.body.message).toBe('ID de slide inválido.');
        }
      });

      it('uploads a hero image, auto-rotated by its EXIF orientation', async () => {
        // 200×100 pixels stored with orientation 6 (rotate 90°): it must end up 100×200.
        const rotated = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#2E7D32' } })
          .jpeg()
          .withMetadata({ orientation: 6 })
          .toBuffer();
        const res = await upload('/api/admin/inicio/slides/1/upload-hero', 'inicioHeroImage', rotated, 'foto.jpg');
        expect(res.status).toBe(200);
        const meta = await sharp(abs(ctx(), res.body.path)).metadata();
        expect([meta.width, meta.height]).toEqual([100, 200]);
        expect(meta.orientation).toBeUndefined();
        expect(res.body.slide.hero_img_path).toBe(res.body.path);
        expect((await get('/api/admin/inicio/slides')).body.find((s: { id: number }) => s.id === 1).hero_img_path).toBe(res.body.path);
      });
    });
  },
  { seed: true },
);
