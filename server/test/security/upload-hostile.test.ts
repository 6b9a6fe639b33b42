import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/config.js';
import { describeEachDb, type TestContext } from '../helpers/test-app.js';
import { collectRoutes, concretePath, routeKey, type RouteEntry } from '../helpers/routes.js';
import { databaseFingerprint, fingerprintDiff, leaksIn } from './leaks.js';

/**
 * Every multipart upload route of the app against the hostile media of the media issue (HTML and
 * text disguised by extension, SVG with script, a truncated JPEG, a GIF/script polyglot) and
 * against path-traversal file names on a valid file. Hostile files are refused with a clean 400
 * and leave no trace; valid files land as uploads/<kind>/<random>.<ext> whatever they were called.
 */

const FIXTURES = path.resolve(ROOT_DIR, 'server/test/fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** Every upload route: its multipart field, what it takes and the folder it stores into. */
const UPLOAD_ROUTES: Record<string, { field: string; kind: 'image' | 'video'; folder: string }> = {
  'POST /api/admin/slider/upload/:slot': { field: 'sliderImage', kind: 'image', folder: 'slider' },
  'POST /api/admin/slider/video/upload': { field: 'motivacionalVideo', kind: 'video', folder: 'video' },
  'POST /api/admin/perfil/upload-image': { field: 'profileImage', kind: 'image', folder: 'perfil' },
  'POST /api/admin/perfil/upload-video': { field: 'profileVideo', kind: 'video', folder: 'perfil' },
  'POST /api/admin/testimonials/:id/upload-video': { field: 'testimonialVideo', kind: 'video', folder: 'testimonials' },
  'POST /api/admin/testimonials/:id/upload-poster': { field: 'testimonialPoster', kind: 'image', folder: 'testimonials' },
  'POST /api/admin/inicio/slides/:id/upload-hero': { field: 'inicioHeroImage', kind: 'image', folder: 'inicio' },
};

const HOSTILE = ['html-disguised.jpg', 'script.svg', 'truncated.jpg', 'polyglot.gif', 'text-disguised.mp4'];

const traversalNames = (ext: string) => [
  `../../etc/passwd.${ext}`,
  `..\\..\\x.${ext}`,
  `${'a'.repeat(296)}.${ext}`,
  `evil\u0000.${ext}`,
  `/etc/cron.d/evil.${ext}`,
  `..%2f..%2fencoded.${ext}`,
];

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

/** Files of the test's data folder outside uploads/ (the database files excepted). */
const outsideUploads = (c: TestContext) =>
  listFiles(c.tmpDir).filter((f) => !f.startsWith(`uploads${path.sep}`) && !/^app\.db/.test(f) && !f.startsWith(`no-client`));
const tempFiles = (c: TestContext) => listFiles(path.join(c.tmpDir, 'tmp-uploads'));
const uploaded = (c: TestContext) => listFiles(c.config.uploadsDir);

describeEachDb(
  'Hostile uploads on every upload route',
  (ctx) => {
    let testimonialId = '1';
    const stats = { routes: 0, hostile: 0, traversal: 0, nulRefused: 0 };

    beforeAll(async () => {
      const c = ctx();
      const res = await c.api
        .post('/api/admin/testimonials')
        .set('Authorization', `Bearer ${c.adminToken()}`)
        .send({ title: 'Para subir archivos', description: '' });
      expect(res.status).toBe(201);
      testimonialId = String(res.body.id ?? res.body.testimonial?.id);
    });

    const uploadRoutes = () => collectRoutes(ctx().app).filter((r) => r.method === 'post' && /upload/.test(r.path));
    const urlOf = (r: RouteEntry) => concretePath(r.path, { slot: '2', id: r.path.includes('/testimonials/') ? testimonialId : '2' });
    const send = (r: RouteEntry, field: string, content: Buffer, filename: string) =>
      ctx()
        .api.post(urlOf(r))
        .set('Authorization', `Bearer ${ctx().adminToken()}`)
        .attach(field, content, { filename, contentType: 'application/octet-stream' });

    it('knows every upload route of the app (add a new one to UPLOAD_ROUTES)', () => {
      const found = uploadRoutes().map(routeKey);
      expect(found.filter((k) => !(k in UPLOAD_ROUTES))).toEqual([]);
      expect(Object.keys(UPLOAD_ROUTES).filter((k) => !found.includes(k))).toEqual([]);
      stats.routes = found.length;
    });

    it('refuses every hostile file on every route with a clean 400 and leaves no trace', async () => {
      const c = ctx();
      const failures: string[] = [];
      for (const route of uploadRoutes()) {
        const spec = UPLOAD_ROUTES[routeKey(route)];
        for (const name of HOSTILE) {
          const files = uploaded(c);
          const outside = outsideUploads(c);
          const before = await databaseFingerprint(c.db);
          const res = await send(route, spec.field, fixture(name), name);
          stats.hostile++;
          const where = `${routeKey(route)} ← ${name}`;
          if (res.status !== 400) failures.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
          else if (typeof res.body.message !== 'string' || res.body.message !== res.body.error)
            failures.push(`${where}: not the error shape`);
          for (const leak of leaksIn(res.text, { error: true })) failures.push(`${where}: leaks ${leak}`);
          if (uploaded(c).join() !== files.join()) failures.push(`${where}: something was written under uploads/`);
          if (outsideUploads(c).join() !== outside.join()) failures.push(`${where}: something was written outside uploads/`);
          const after = await databaseFingerprint(c.db);
          if (after !== before) failures.push(`${where}: the database changed (${fingerprintDiff(before, after)})`);
          if (tempFiles(c).length) failures.push(`${where}: temp files left: ${tempFiles(c).join(', ')}`);
        }
      }
      expect(failures).toEqual([]);
    });

    // One test per route: each stores a dozen files through the media pipeline (sharp's sizes, the
    // video's checks), work that grows with the machine's load; a test per route keeps each one's
    // work small instead of the whole sweep racing one test's time limit.
    for (const [key, spec] of Object.entries(UPLOAD_ROUTES)) {
      it(`stores a valid file sent under a path-traversal name as uploads/<kind>/<random>.<ext>, nowhere else: ${key}`, async () => {
        const c = ctx();
        const route = uploadRoutes().find((r) => routeKey(r) === key);
        expect(route, `${key} is not a route of the app`).toBeDefined();
        const failures: string[] = [];
        const outside = outsideUploads(c);
        const uploadsBefore = new Set(uploaded(c));
        const repoFiles = () => ['etc', 'x.webp', 'x.mp4'].map((n) => fs.existsSync(path.join(ROOT_DIR, n))).join();
        const repoBefore = repoFiles();
        const [content, ext] = spec.kind === 'image' ? [fixture('photo.webp'), 'webp'] : [fixture('test-pattern.mp4'), 'mp4'];
        const names = spec.kind === 'image' ? [...traversalNames('jpg'), ...traversalNames('webp')] : traversalNames('mp4');
        for (const name of names) {
          const res = await send(route!, spec.field, content, name);
          stats.traversal++;
          const where = `${key} ← ${JSON.stringify(name)}`;
          // A raw NUL in a part header is malformed HTTP: busboy refuses the whole request (clean 400).
          if (
            name.includes('\u0000') &&
            res.status === 400 &&
            res.body.message === res.body.error &&
            !leaksIn(res.text, { error: true }).length
          ) {
            if (tempFiles(c).length) failures.push(`${where}: temp files left`);
            stats.nulRefused++;
            continue;
          }
          if (res.status !== 200) {
            failures.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
            continue;
          }
          const stored = String(res.body.path);
          const pattern = new RegExp(`^uploads/${spec.folder}/[0-9a-f]{32}\\.${spec.kind === 'image' ? 'webp' : ext}$`);
          if (!pattern.test(stored)) failures.push(`${where}: stored as ${stored}`);
          if (/passwd|evil|encoded|etc|cron|\.\./.test(stored)) failures.push(`${where}: the client's name leaked into ${stored}`);
          if (!fs.existsSync(path.join(c.config.uploadsDir, stored.replace(/^uploads\//, ''))))
            failures.push(`${where}: ${stored} is not on disk`);
        }
        expect(failures).toEqual([]);
        expect(outsideUploads(c)).toEqual(outside);
        expect(repoFiles()).toBe(repoBefore);
        expect(tempFiles(c)).toEqual([]);
        // Every new file under uploads/ sits in a known kind folder under a random name.
        for (const file of uploaded(c).filter((f) => !uploadsBefore.has(f)))
          expect(file).toMatch(/^(slider|video|perfil|testimonials|inicio)\/[0-9a-f]{32}((-\d+)?\.(webp|mp4|webm|ogv|mov)|-share\.jpg)$/);
      });
    }

    afterAll(() => {
      console.info(
        `[upload hostile ${ctx().dialect}] ${stats.routes} upload routes, ${stats.hostile} hostile files refused, ${stats.traversal} traversal-named uploads (${stats.traversal - stats.nulRefused} stored under random names, ${stats.nulRefused} NUL names refused as malformed)`,
      );
    });
  },
  { seed: true },
);
