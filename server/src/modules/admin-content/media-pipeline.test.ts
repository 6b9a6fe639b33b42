import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSharePath, imageVariantPath } from '@app/shared/media';
import { UPLOAD_MESSAGES } from '@app/shared/admin-content';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { ROOT_DIR } from '../../config.js';
import { createMediaStorage } from '../../lib/storage.js';
import { createLogger } from '../../lib/logger.js';
import { closeDatabase, createDatabase } from '../../db/database.js';
import { declaredMediaReferences, isPathReferenced, type MediaReference } from '../../db/media-references.js';
import { MEDIA_REFERENCES } from '../../modules.js';
import { createAdminContentService } from './admin-content.service.js';

const FIXTURES = path.resolve(ROOT_DIR, 'server/test/fixtures');
const fixture = (name: string) => path.join(FIXTURES, name);

/** Every file under `dir`, relative, sorted. */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

const abs = (c: TestContext, rel: string) => path.join(c.config.uploadsDir, rel.replace(/^uploads\//, ''));
const tempFiles = (c: TestContext) => listFiles(path.join(c.tmpDir, 'tmp-uploads'));

/** A real PNG over 5 MB (random noise does not compress). */
async function sixMegabytePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1500;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const png = await sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeGreaterThan(6 * 1024 * 1024);
  return png;
}

describeEachDb(
  'Media pipeline',
  (ctx) => {
    const bearer = () => `Bearer ${ctx().adminToken()}`;
    const upload = (url: string, field: string, file: string | Buffer, filename?: string) =>
      ctx()
        .api.post(url)
        .set('Authorization', bearer())
        .attach(field, file as Buffer, filename ? { filename, contentType: 'application/octet-stream' } : undefined);

    describe('images are re-encoded to WebP with their metadata stripped', () => {
      it('stores the JPEG carrying GPS data as WebP without EXIF, auto-oriented, plus 640/1280/1920 widths', async () => {
        const before = await sharp(fixture('hero-with-gps.jpg')).metadata();
        expect(before.exif).toBeDefined();

        const res = await upload('/api/admin/inicio/slides/1/upload-hero', 'inicioHeroImage', fixture('hero-with-gps.jpg'));
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Imagen del slide 1 actualizada correctamente.');
        expect(res.body.path).toMatch(/^uploads\/inicio\/[0-9a-f]{32}\.webp$/);

        const stored = await sharp(abs(ctx(), res.body.path)).metadata();
        expect(stored.format).toBe('webp');
        expect(stored.exif).toBeUndefined();
        expect(stored.xmp).toBeUndefined();
        expect([stored.width, stored.height]).toEqual([1920, 600]);
        for (const w of IMAGE_WIDTHS) {
          const variant = await sharp(abs(ctx(), imageVariantPath(res.body.path, w))).metadata();
          expect(variant.format).toBe('webp');
          expect(variant.exif).toBeUndefined();
          expect(variant.width).toBe(Math.min(w, 1920));
        }
        // link previews (WhatsApp shows no WebP): a JPEG 1200 px wide, without EXIF either
        const share = await sharp(abs(ctx(), imageSharePath(res.body.path))).metadata();
        expect([share.format, share.width, share.exif]).toEqual(['jpeg', 1200, undefined]);
        // nothing of the client's file name survives
        expect(JSON.stringify(res.body)).not.toContain('hero-with-gps');
        expect(tempFiles(ctx())).toEqual([]);
      });

      it('serves the stored image with its type, nosniff and long immutable caching', async () => {
        const res = await upload('/api/admin/slider/upload/2', 'sliderImage', fixture('photo.webp'));
        expect(res.status).toBe(200);
        const served = await ctx().api.get(`/${res.body.path}`);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['cache-control']).toMatch(/immutable/);
      });

      it('accepts PNG, GIF and WEBP, never enlarging beyond the original width', async () => {
        const png = await upload('/api/admin/testimonials/1/upload-poster', 'testimonialPoster', fixture('poster.png'));
        expect(png.status).toBe(200);
        const gif = await upload('/api/admin/perfil/upload-image', 'profileImage', fixture('small.gif'));
        expect(gif.status).toBe(200);
        const webp = await upload('/api/admin/slider/upload/3', 'sliderImage', fixture('photo.webp'));
        expect(webp.status).toBe(200);
        for (const [res, width] of [
          [png, 800],
          [gif, 400],
          [webp, 1200],
        ] as const) {
          expect(res.body.path).toMatch(/\.webp$/);
          expect((await sharp(abs(ctx(), res.body.path)).metadata()).width).toBe(width);
          expect((await sharp(abs(ctx(), imageVariantPath(res.body.path, 1920))).metadata()).width).toBe(width);
          expect((await sharp(abs(ctx(), imageVariantPath(res.body.path, 640))).metadata()).width).toBe(Math.min(640, width));
        }
      });
    });

    describe('videos are stored as uploaded, with the extension of their real type', () => {
      it('accepts mp4 and webm', async () => {
        const mp4 = await upload('/api/admin/slider/video/upload', 'motivacionalVideo', fixture('test-pattern.mp4'));
        expect(mp4.status).toBe(200);
        expect(mp4.body).toEqual({
          message: 'Video motivacional actualizado correctamente.',
          path: expect.stringMatching(/^uploads\/video\/[0-9a-f]{32}\.mp4$/),
        });
        expect(fs.readFileSync(abs(ctx(), mp4.body.path)).equals(fs.readFileSync(fixture('test-pattern.mp4')))).toBe(true);

        // a webm named .mp4 is stored as .webm: the bytes decide, not the name
        const webm = await upload(
          '/api/admin/perfil/upload-video',
          'profileVideo',
          fs.readFileSync(fixture('test-pattern.webm')),
          'clip.mp4',
        );
        expect(webm.status).toBe(200);
        expect(webm.body.path).toMatch(/^uploads\/perfil\/[0-9a-f]{32}\.webm$/);
        expect(tempFiles(ctx())).toEqual([]);
      });

      it('serves videos with Range support', async () => {
        const res = await upload('/api/admin/testimonials/2/upload-video', 'testimonialVideo', fixture('test-pattern.mp4'));
        expect(res.status).toBe(200);
        const part = await ctx().api.get(`/${res.body.path}`).set('Range', 'bytes=0-99');
        expect(part.status).toBe(206);
        expect(part.headers['content-type']).toBe('video/mp4');
        expect(part.headers['content-length']).toBe('100');
      });
    });

    describe('hostile and invalid files are refused, leaving no temp file and nothing new in uploads/', () => {
      const cases: { file: string; url: string; field: string; status: number; message: string }[] = [
        {
          file: 'html-disguised.jpg',
          url: '/api/admin/slider/upload/1',
          field: 'sliderImage',
          status: 400,
          message: UPLOAD_MESSAGES.imageType,
        },
        {
          file: 'script.svg',
          url: '/api/admin/perfil/upload-image',
          field: 'profileImage',
          status: 400,
          message: UPLOAD_MESSAGES.imageType,
        },
        {
          file: 'truncated.jpg',
          url: '/api/admin/inicio/slides/2/upload-hero',
          field: 'inicioHeroImage',
          status: 400,
          message: UPLOAD_MESSAGES.imageDamaged,
        },
        {
          file: 'polyglot.gif',
          url: '/api/admin/testimonials/1/upload-poster',
          field: 'testimonialPoster',
          status: 400,
          message: UPLOAD_MESSAGES.imageDamaged,
        },
        {
          file: 'text-disguised.mp4',
          url: '/api/admin/slider/video/upload',
          field: 'motivacionalVideo',
          status: 400,
          message: UPLOAD_MESSAGES.videoType,
        },
        // an image where a video is expected, and the other way round
        {
          file: 'poster.png',
          url: '/api/admin/perfil/upload-video',
          field: 'profileVideo',
          status: 400,
          message: UPLOAD_MESSAGES.videoType,
        },
        {
          file: 'test-pattern.mp4',
          url: '/api/admin/slider/upload/1',
          field: 'sliderImage',
          status: 400,
          message: UPLOAD_MESSAGES.imageType,
        },
      ];
      for (const c of cases) {
        it(`refuses ${c.file} sent to ${c.url}`, async () => {
          const before = listFiles(ctx().config.uploadsDir);
          const res = await upload(c.url, c.field, fixture(c.file));
          expect(res.status).toBe(c.status);
          expect(res.body).toMatchObject({ message: c.message, error: c.message });
          expect(tempFiles(ctx())).toEqual([]);
          expect(listFiles(ctx().config.uploadsDir)).toEqual(before);
        });
      }

      it('refuses a 6 MB image with 413 and a Spanish message', async () => {
        const before = listFiles(ctx().config.uploadsDir);
        const res = await upload('/api/admin/slider/upload/1', 'sliderImage', await sixMegabytePng(), 'grande.png');
        expect(res.status).toBe(413);
        expect(res.body.message).toBe('El archivo supera el tamaño máximo permitido (5 MB).');
        expect(tempFiles(ctx())).toEqual([]);
        expect(listFiles(ctx().config.uploadsDir)).toEqual(before);
      });

      it('refuses a file in another field (400) and a request without a file (400, spec message)', async () => {
        const wrong = await upload('/api/admin/slider/upload/1', 'imagen', fixture('poster.png'));
        expect(wrong.status).toBe(400);
        expect(wrong.body.message).toBe('Envía un único archivo en el campo "sliderImage".');

        const none = await ctx().api.post('/api/admin/slider/upload/2').set('Authorization', bearer()).field('nota', 'sin archivo');
        expect(none.status).toBe(400);
        expect(none.body.message).toBe('Por favor, selecciona un archivo para el Slot 2.');

        const noVideo = await ctx().api.post('/api/admin/slider/video/upload').set('Authorization', bearer()).send({});
        expect(noVideo.status).toBe(400);
        expect(noVideo.body.message).toBe('Por favor, selecciona un archivo de video primero.');
        expect(tempFiles(ctx())).toEqual([]);
      });

      it('refuses two files in one request', async () => {
        const res = await ctx()
          .api.post('/api/admin/slider/upload/1')
          .set('Authorization', bearer())
          .attach('sliderImage', fixture('poster.png'))
          .attach('sliderImage', fixture('small.gif'));
        expect(res.status).toBe(400);
        expect(tempFiles(ctx())).toEqual([]);
      });

      it('refuses a slot out of range and a slide id out of range with 400, storing nothing', async () => {
        const before = listFiles(ctx().config.uploadsDir);
        for (const slot of ['0', '4', 'abc', '1.5']) {
          const res = await upload(`/api/admin/slider/upload/${slot}`, 'sliderImage', fixture('poster.png'));
          expect(res.status).toBe(400);
          expect(res.body.message).toBe('Slot inválido.');
        }
        const slide = await upload('/api/admin/inicio/slides/4/upload-hero', 'inicioHeroImage', fixture('poster.png'));
        expect(slide.status).toBe(400);
        expect(slide.body.message).toBe('ID de slide inválido.');
        expect(listFiles(ctx().config.uploadsDir)).toEqual(before);
        expect(tempFiles(ctx())).toEqual([]);
      });

      it('answers 404 for an upload to an unknown testimonial, storing nothing', async () => {
        const before = listFiles(ctx().config.uploadsDir);
        const res = await upload('/api/admin/testimonials/9999/upload-poster', 'testimonialPoster', fixture('poster.png'));
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Testimonio no encontrado.');
        expect(listFiles(ctx().config.uploadsDir)).toEqual(before);
        expect(tempFiles(ctx())).toEqual([]);
      });

      it('removes the temp file when the client aborts mid-upload', async () => {
        const before = listFiles(ctx().config.uploadsDir);
        const server = http.createServer(ctx().app);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        try {
          const { port } = server.address() as AddressInfo;
          const boundary = 'xxBOUNDARYxx';
          const head = `--${boundary}\r\nContent-Disposition: form-data; name="motivacionalVideo"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
          const socket = net.connect(port, '127.0.0.1');
          await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
          socket.write(
            `POST /api/admin/slider/video/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${bearer()}\r\n` +
              `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 10000000\r\n\r\n${head}`,
          );
          socket.write(Buffer.alloc(256 * 1024, 1));
          // wait until multer has created its temp file, then vanish
          for (let i = 0; i < 50 && tempFiles(ctx()).length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
          expect(tempFiles(ctx()).length).toBe(1);
          socket.destroy();
          for (let i = 0; i < 50 && tempFiles(ctx()).length > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
          expect(tempFiles(ctx())).toEqual([]);
          expect(listFiles(ctx().config.uploadsDir)).toEqual(before);
        } finally {
          await new Promise((resolve) => server.close(resolve));
        }
      });

      it('refuses uploads without an admin token', async () => {
        // A tiny body: the guard answers 401 without reading the upload, and a large body could
        // still be streaming then (EPIPE on the client side, not a server fault).
        const res = await ctx().api.post('/api/admin/slider/upload/1').attach('sliderImage', Buffer.from('GIF89a'), 'x.gif');
        expect(res.status).toBe(401);
        expect(tempFiles(ctx())).toEqual([]);
      });
    });

    describe('replacing a file', () => {
      it('removes the previous file and its variants after the database update', async () => {
        const first = await upload('/api/admin/slider/upload/1', 'sliderImage', fixture('poster.png'));
        expect(first.status).toBe(200);
        const firstFiles = [
          first.body.path,
          ...IMAGE_WIDTHS.map((w) => imageVariantPath(first.body.path, w)),
          imageSharePath(first.body.path),
        ];
        for (const f of firstFiles) expect(fs.existsSync(abs(ctx(), f))).toBe(true);

        const second = await upload('/api/admin/slider/upload/1', 'sliderImage', fixture('photo.webp'));
        expect(second.status).toBe(200);
        expect(second.body.path).not.toBe(first.body.path);
        for (const f of firstFiles) expect(fs.existsSync(abs(ctx(), f))).toBe(false);
        expect(fs.existsSync(abs(ctx(), second.body.path))).toBe(true);

        const slots = await ctx().api.get('/api/admin/slider/images').set('Authorization', bearer());
        expect(slots.body.find((s: { slot: number }) => s.slot === 1).path).toBe(second.body.path);
      });

      it('keeps a file another row still uses (demo content shares videos)', async () => {
        const row = await ctx().db.selectFrom('testimonials').select(['id', 'video_path']).where('id', '=', 3).executeTakeFirstOrThrow();
        const shared = row.video_path!;
        const users = await ctx().db.selectFrom('testimonials').select('id').where('video_path', '=', shared).execute();
        expect(users.length).toBeGreaterThan(1);
        const res = await upload('/api/admin/testimonials/3/upload-video', 'testimonialVideo', fixture('test-pattern.webm'));
        expect(res.status).toBe(200);
        expect(fs.existsSync(abs(ctx(), shared))).toBe(true);
      });

      it('keeps a file that a column added to the media declaration still uses', async () => {
        const c = ctx();
        // A new kind of data with a media column, declared once beside the existing ones (a table
        // no migration makes: the shop's real productos is declared already).
        await c.db.schema
          .createTable('recetas_prueba')
          .addColumn('id', 'integer', (col) => col.primaryKey())
          .addColumn('imagen_path', 'varchar(512)')
          .execute();
        const withRecetas = [...declaredMediaReferences(c.db), { table: 'recetas_prueba', column: 'imagen_path' }];
        const storage = createMediaStorage(c.config.uploadsDir);
        const service = (mediaReferences: readonly MediaReference[]) =>
          createAdminContentService({ db: c.db, storage, logger: createLogger('silent'), clock: c.clock.now, mediaReferences });
        const image = () => ({ tempPath: fixture('poster.png'), kind: 'image' as const, mime: 'image/png', ext: 'png', size: 1 });

        const shared = await service(withRecetas).uploadSliderImage(3, image());
        await sql`insert into recetas_prueba (id, imagen_path) values (1, ${shared})`.execute(c.db);
        await service(withRecetas).uploadSliderImage(3, image());
        expect(fs.existsSync(abs(c, shared))).toBe(true);
        expect(await isPathReferenced(c.db, shared, withRecetas)).toBe(true);

        // Without the declaration the same replacement deletes the recipe's image.
        const current = (await service(withRecetas).sliderImages()).find((s) => s.slot === 3)!.path!;
        await sql`update recetas_prueba set imagen_path = ${current}`.execute(c.db);
        await service(declaredMediaReferences(c.db)).uploadSliderImage(3, image());
        expect(fs.existsSync(abs(c, current))).toBe(false);
      });

      it('removes the old video when it was the only user of it', async () => {
        const first = await upload('/api/admin/perfil/upload-video', 'profileVideo', fixture('test-pattern.mp4'));
        const second = await upload('/api/admin/perfil/upload-video', 'profileVideo', fixture('test-pattern.webm'));
        expect(second.status).toBe(200);
        expect(fs.existsSync(abs(ctx(), first.body.path))).toBe(false);
        expect(fs.existsSync(abs(ctx(), second.body.path))).toBe(true);
      });
    });
  },
  { seed: true },
);

describeEachDb(
  'Media pipeline with a small video limit',
  (ctx) => {
    it('refuses a video over the configured size with 413 and the configured MB in the message', async () => {
      const mp4 = fs.readFileSync(fixture('test-pattern.mp4'));
      const big = Buffer.concat([mp4, Buffer.alloc(1024 * 1024)]);
      const res = await ctx()
        .api.post('/api/admin/slider/video/upload')
        .set('Authorization', `Bearer ${ctx().adminToken()}`)
        .attach('motivacionalVideo', big, { filename: 'largo.mp4', contentType: 'video/mp4' });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('El archivo supera el tamaño máximo permitido (1 MB).');
      expect(listFiles(path.join(ctx().tmpDir, 'tmp-uploads'))).toEqual([]);
      expect(listFiles(path.join(ctx().config.uploadsDir, 'video'))).toEqual([]);
    });
  },
  { env: { VIDEO_MAX_MB: '1' } },
);

describe('Media replacement when the database refuses the change', () => {
  it('deletes the newly stored files and keeps the old ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-media-'));
    const db = createDatabase({ sqliteFile: ':memory:' });
    try {
      const storage = createMediaStorage(path.join(dir, 'uploads'));
      // Every transaction of this database fails: the change cannot be committed.
      const failing = new Proxy(db, {
        get: (target, key, receiver) =>
          key === 'transaction'
            ? () => ({ execute: () => Promise.reject(new Error('database down')) })
            : Reflect.get(target, key, receiver),
      });
      // a database of its own, which no runtime declared: the test hands in the declaration
      const service = createAdminContentService({
        db: failing,
        storage,
        logger: createLogger('silent'),
        clock: () => new Date(),
        mediaReferences: MEDIA_REFERENCES,
      });
      await expect(
        service.uploadSliderImage(1, { tempPath: fixture('poster.png'), kind: 'image', mime: 'image/png', ext: 'png', size: 1 }),
      ).rejects.toThrow('database down');
      expect(listFiles(path.join(dir, 'uploads'))).toEqual([]);
    } finally {
      await closeDatabase(db);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
