import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { BLOG_MESSAGES as MSG, type AdminPost } from '@app/shared/blog';
import { UPLOAD_MESSAGES } from '@app/shared/admin-content';
import { expectAdminOnly } from '../../../test/helpers/routes.js';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { adminAuth, createPost, postPayload, updatePost } from '../../../test/helpers/blog.js';
import { ROOT_DIR } from '../../config.js';

const fixture = (name: string) => path.resolve(ROOT_DIR, 'server/test/fixtures', name);
const onDisk = (c: TestContext, rel: string) => fs.existsSync(path.join(c.config.uploadsDir, rel.replace(/^uploads\//, '')));

describeEachDb('Blog: the back office’s posts', (ctx) => {
  const admin = {
    get: (url: string) => ctx().api.get(url).set('Authorization', adminAuth(ctx())),
    post: (url: string, body: object) => ctx().api.post(url).set('Authorization', adminAuth(ctx())).send(body),
    put: (url: string, body: object) => ctx().api.put(url).set('Authorization', adminAuth(ctx())).send(body),
    delete: (url: string) => ctx().api.delete(url).set('Authorization', adminAuth(ctx())),
    upload: (url: string, file: string, alt?: string) => {
      const req = ctx().api.post(url).set('Authorization', adminAuth(ctx()));
      if (alt !== undefined) req.field('alt', alt);
      return req.attach('imagen', fixture(file));
    },
  };
  const actions = async () => {
    const res = await admin.get('/api/admin/actividad');
    return (res.body.items as { action: string; target: string }[]).map((e) => e.action);
  };

  it('refuses every blog route of the back office without an admin token', async () => {
    await expectAdminOnly(ctx(), [
      ['get', '/api/admin/blog'],
      ['get', '/api/admin/blog/1'],
      ['post', '/api/admin/blog'],
      ['post', '/api/admin/blog/previsualizar'],
      ['put', '/api/admin/blog/1'],
      ['delete', '/api/admin/blog/1'],
      ['post', '/api/admin/blog/1/portada'],
      ['put', '/api/admin/blog/1/portada'],
      ['delete', '/api/admin/blog/1/portada'],
      ['post', '/api/admin/blog/1/vista-previa'],
    ]);
  });

  it('creates with the issue’s keys, lists drafts too, saves what GET returned, deletes, and logs each write', async () => {
    ctx().clock.set('2026-11-26T15:04:05.678Z');
    const created = await admin.post(
      '/api/admin/blog',
      postPayload({ titulo: 'Hidratación en clima cálido', estado: 'borrador', etiquetas: ['Hidratación', 'Hábitos'], seoTitulo: '  ' }),
    );
    ctx().clock.reset();
    expect(created.status).toBe(201);
    const post = created.body as AdminPost;
    expect(post).toMatchObject({
      slug: 'hidratacion-en-clima-calido',
      titulo: 'Hidratación en clima cálido',
      estado: 'borrador',
      etiquetas: ['Hidratación', 'Hábitos'],
      publicarEn: null,
      publicadoEn: null,
      seoTitulo: null,
      seoDescripcion: null,
      portada: null,
      vistaPrevia: false,
      minutosLectura: 1,
      createdAt: '2026-11-26T15:04:05.000Z',
    });
    expect(post.id).toEqual(expect.any(Number));
    // the author is the admin who wrote it, by name
    const adminName = await ctx().db.selectFrom('admins').select('username').orderBy('id').executeTakeFirstOrThrow();
    expect(post.autor).toBe(adminName.username);

    const list = (await admin.get('/api/admin/blog')).body as AdminPost[];
    expect(list.find((p) => p.id === post.id)).toMatchObject({ estado: 'borrador', cuerpo: postPayload().cuerpo });

    const got = (await admin.get(`/api/admin/blog/${post.id}`)).body as AdminPost;
    const saved = await updatePost(ctx(), post.id, { ...got, extracto: 'Cuánta agua tomar cuando hace calor.', estado: 'publicado' });
    expect(saved).toMatchObject({ id: post.id, slug: post.slug, extracto: 'Cuánta agua tomar cuando hace calor.', estado: 'publicado' });
    expect(saved.publicadoEn).not.toBeNull();
    const roundTrip = await updatePost(ctx(), post.id, saved);
    expect(roundTrip).toEqual({ ...saved, updatedAt: roundTrip.updatedAt });

    const deleted = await admin.delete(`/api/admin/blog/${post.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MSG.postDeleted);
    expect((await admin.get(`/api/admin/blog/${post.id}`)).status).toBe(404);
    expect((await admin.put(`/api/admin/blog/${post.id}`, saved)).body.message).toBe(MSG.postNotFound);
    expect((await admin.delete(`/api/admin/blog/${post.id}`)).status).toBe(404);
    expect((await admin.get('/api/admin/blog/abc')).status).toBe(404);
    expect(await actions()).toEqual(expect.arrayContaining(['post.created', 'post.updated', 'post.deleted']));
  });

  it('makes unique slugs from titles with accents folded, keeps an edited one, refuses a taken or reserved one', async () => {
    const a = await createPost(ctx(), { titulo: 'Jugo de Piña y Jengibre: ¿Sirve?' });
    expect(a.slug).toBe('jugo-de-pina-y-jengibre-sirve');
    const b = await createPost(ctx(), { titulo: 'Jugo de piña y jengibre ¿sirve?' });
    expect(b.slug).toBe('jugo-de-pina-y-jengibre-sirve-2');
    // words the blog's own addresses use are never a post's slug
    expect((await createPost(ctx(), { titulo: 'Etiquetas' })).slug).toBe('etiquetas-2');
    expect((await createPost(ctx(), { titulo: '¡¡¡!!!' })).slug).toBe('entrada');

    const edited = await updatePost(ctx(), b.id, postPayload({ titulo: 'Jugo de piña y jengibre ¿sirve?', slug: 'Jugo-Verde' }));
    expect(edited.slug).toBe('jugo-verde');
    // a new title does not move an existing slug unless asked
    expect((await updatePost(ctx(), b.id, { ...edited, titulo: 'Otro título' })).slug).toBe('jugo-verde');

    const taken = await admin.put(`/api/admin/blog/${b.id}`, postPayload({ slug: a.slug, etiquetas: ['Etiqueta nueva'] }));
    expect(taken.status).toBe(409);
    // refused before anything was written, new tags included
    expect(await ctx().db.selectFrom('blog_etiquetas').select('id').where('slug', '=', 'etiqueta-nueva').execute()).toEqual([]);
    expect(taken.body).toMatchObject({ message: MSG.slugTaken, errors: [{ path: 'slug', msg: MSG.slugTaken }] });
    const reserved = await admin.post('/api/admin/blog', postPayload({ slug: 'vista-previa' }));
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors).toEqual([{ path: 'slug', msg: MSG.slugReserved }]);
    const bad = await admin.post('/api/admin/blog', postPayload({ slug: 'con espacios/y barra' }));
    expect(bad.body.errors).toEqual([{ path: 'slug', msg: MSG.slugInvalid }]);
  });

  it('answers bad payloads with 400 and Spanish messages per field', async () => {
    const cases: [object, string, string][] = [
      [{ titulo: '' }, 'titulo', MSG.tituloRequired],
      [{ titulo: 'x'.repeat(151) }, 'titulo', MSG.tituloTooLong],
      [{ extracto: 'x'.repeat(301) }, 'extracto', MSG.extractoTooLong],
      [{ extracto: '   ' }, 'extracto', MSG.extractoRequired],
      [{ cuerpo: ' \n ' }, 'cuerpo', MSG.cuerpoRequired],
      [{ cuerpo: 'x'.repeat(40_001) }, 'cuerpo', MSG.cuerpoTooLong],
      [{ estado: 'archivado' }, 'estado', MSG.estadoInvalid],
      [{ estado: 'programado', publicarEn: null }, 'publicarEn', MSG.publicarEnRequired],
      [{ estado: 'programado', publicarEn: '2030-02-30T08:00' }, 'publicarEn', MSG.publicarEnInvalid],
      [{ estado: 'programado', publicarEn: '2030-01-01 08:00' }, 'publicarEn', MSG.publicarEnInvalid],
      [{ etiquetas: ['Recetas', '¡¡!!'] }, 'etiquetas.1', MSG.etiquetaInvalid],
      [{ etiquetas: ['x'.repeat(41)] }, 'etiquetas.0', MSG.etiquetaTooLong],
      [{ etiquetas: Array.from({ length: 11 }, (_, i) => `T${i}`) }, 'etiquetas', MSG.tooManyEtiquetas],
      [{ etiquetas: 'Recetas' }, 'etiquetas', MSG.etiquetaInvalid],
      [{ seoDescripcion: 'x'.repeat(301) }, 'seoDescripcion', MSG.seoDescripcionTooLong],
    ];
    for (const [over, field, msg] of cases) {
      const res = await admin.post('/api/admin/blog', { ...postPayload(), ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.errors, JSON.stringify(over)).toContainEqual({ path: field, msg });
      expect(res.body.error).toEqual(res.body.message);
    }
    expect((await admin.post('/api/admin/blog', [])).status).toBe(400);
  });

  it('schedules in Colombia time, only in the future of the app’s clock', async () => {
    const c = ctx();
    c.clock.set('2026-11-30T12:00:00Z'); // 07:00 in Colombia
    try {
      const past = await admin.post('/api/admin/blog', postPayload({ estado: 'programado', publicarEn: '2026-11-30T07:00' }));
      expect(past.status).toBe(400);
      expect(past.body.errors).toEqual([{ path: 'publicarEn', msg: MSG.publicarEnPast }]);
      const post = await createPost(c, { estado: 'programado', publicarEn: '2026-12-01T08:00' });
      expect(post).toMatchObject({ estado: 'programado', publicarEn: '2026-12-01T08:00', publicadoEn: null });
      const row = await c.db.selectFrom('blog_entradas').select('publicar_en').where('id', '=', post.id).executeTakeFirstOrThrow();
      expect(row.publicar_en).toBe('2026-12-01 13:00:00');
      // a time is only kept for a scheduled post
      expect((await updatePost(c, post.id, { ...post, estado: 'borrador' })).publicarEn).toBeNull();
      expect((await updatePost(c, post.id, { ...post, estado: 'publicado', publicarEn: '2020-01-01T00:00' })).publicarEn).toBeNull();
    } finally {
      c.clock.reset();
    }
  });

  it('keeps a post’s first publication date when it is unpublished and published again', async () => {
    const c = ctx();
    c.clock.set('2026-11-01T10:00:00Z');
    const post = await createPost(c, { estado: 'publicado' });
    expect(post.publicadoEn).toBe('2026-11-01T10:00:00.000Z');
    c.clock.set('2026-11-05T10:00:00Z');
    const draft = await updatePost(c, post.id, { ...post, estado: 'borrador' });
    c.clock.set('2026-11-09T10:00:00Z');
    expect((await updatePost(c, post.id, { ...draft, estado: 'publicado' })).publicadoEn).toBe('2026-11-01T10:00:00.000Z');
    c.clock.reset();
  });

  it('renders the body on save (and again on update), and previews Markdown with the same renderer', async () => {
    const c = ctx();
    const post = await createPost(c, { cuerpo: '# Uno\n\n[malo](javascript:alert(1)) palabra '.repeat(1) + 'x '.repeat(450) });
    const row = await c.db
      .selectFrom('blog_entradas')
      .select(['html', 'minutos_lectura'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row.html).toMatch(/^<h2>Uno<\/h2>/);
    expect(row.html).not.toContain('href="javascript');
    expect(Number(row.minutos_lectura)).toBe(3);
    await updatePost(c, post.id, { ...post, cuerpo: 'Solo **esto**.' });
    const after = await c.db
      .selectFrom('blog_entradas')
      .select(['html', 'minutos_lectura'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(after.html).toBe('<p>Solo <strong>esto</strong>.</p>\n');
    expect(Number(after.minutos_lectura)).toBe(1);

    const preview = await admin.post('/api/admin/blog/previsualizar', { cuerpo: '## Hola\n\n<script>alert(1)</script>' });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ html: '<h2>Hola</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n', minutosLectura: 1 });
    expect((await admin.post('/api/admin/blog/previsualizar', { cuerpo: 3 })).status).toBe(400);
  });

  it('takes a cover through the media pipeline (alt text required), replaces and removes it, and removes it with the post', async () => {
    const c = ctx();
    const post = await createPost(c);
    const url = `/api/admin/blog/${post.id}/portada`;

    const noAlt = await admin.upload(url, 'photo.webp');
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.errors).toEqual([{ path: 'alt', msg: MSG.altRequired }]);
    expect(fs.existsSync(path.join(c.config.uploadsDir, 'blog')) ? fs.readdirSync(path.join(c.config.uploadsDir, 'blog')) : []).toEqual([]);
    const noFile = await c.api.post(url).set('Authorization', adminAuth(c)).field('alt', 'Algo');
    expect(noFile.body.message).toBe(MSG.selectImage);
    const svg = await admin.upload(url, 'script.svg', 'Dibujo');
    expect(svg.status).toBe(400);
    expect(svg.body.message).toBe(UPLOAD_MESSAGES.imageType);

    const first = await admin.upload(url, 'photo.webp', 'Vaso de avena con fresas');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(MSG.coverSaved);
    const cover = (first.body.post as AdminPost).portada!;
    expect(cover).toEqual({ path: expect.stringMatching(/^uploads\/blog\/[0-9a-f]{32}\.webp$/), alt: 'Vaso de avena con fresas' });
    expect(onDisk(c, cover.path)).toBe(true);
    // the JPEG beside it for link previews (WhatsApp shows no WebP)
    expect(onDisk(c, cover.path.replace(/\.webp$/, '-share.jpg'))).toBe(true);
    expect((await c.api.get(`/${cover.path}`)).status).toBe(200);

    const alt = await admin.put(url, { alt: 'Avena nocturna' });
    expect(alt.body.post.portada).toEqual({ path: cover.path, alt: 'Avena nocturna' });
    expect((await admin.put(url, { alt: '' })).body.errors).toEqual([{ path: 'alt', msg: MSG.altRequired }]);

    const second = await admin.upload(url, 'hero-with-gps.jpg', 'Otra portada');
    const replaced = (second.body.post as AdminPost).portada!;
    expect(replaced.path).not.toBe(cover.path);
    expect(onDisk(c, cover.path)).toBe(false);
    expect(onDisk(c, replaced.path)).toBe(true);

    const removed = await admin.delete(url);
    expect(removed.body).toMatchObject({ message: MSG.coverRemoved, post: { portada: null } });
    expect(onDisk(c, replaced.path)).toBe(false);
    expect((await admin.delete(url)).body.message).toBe(MSG.coverNotFound);

    const third = (await admin.upload(url, 'photo.webp', 'Última')).body.post.portada.path as string;
    await admin.delete(`/api/admin/blog/${post.id}`);
    expect(onDisk(c, third)).toBe(false);
    expect((await admin.upload(url, 'photo.webp', 'Nada')).status).toBe(404);
    expect(await actions()).toContain('media.uploaded');
  });

  it('gives a private preview link whose token is shown once and stored only as its hash; a new one replaces it', async () => {
    const c = ctx();
    const draft = await createPost(c, { titulo: 'Borrador secreto', estado: 'borrador', cuerpo: 'Texto **en preparación**.' });
    const res = await admin.post(`/api/admin/blog/${draft.id}/vista-previa`, {});
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.previewCreated);
    const url = new URL(res.body.url as string);
    expect(url.origin).toBe('http://sitio.test');
    const token = url.pathname.replace('/blog/vista-previa/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await c.db.selectFrom('blog_entradas').selectAll().where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(row.vista_previa_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await admin.get(`/api/admin/blog/${draft.id}`)).body.vistaPrevia).toBe(true);

    const seen = await c.api.get(`/api/blog/vista-previa/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    expect(seen.body).toMatchObject({
      titulo: 'Borrador secreto',
      estado: 'borrador',
      publicadoEn: null,
      html: '<p>Texto <strong>en preparación</strong>.</p>\n',
    });
    // the draft itself stays out of the public API
    expect((await c.api.get(`/api/blog/${draft.slug}`)).status).toBe(404);

    const again = await admin.post(`/api/admin/blog/${draft.id}/vista-previa`, {});
    const newToken = new URL(again.body.url as string).pathname.split('/').at(-1)!;
    expect(newToken).not.toBe(token);
    const old = await c.api.get(`/api/blog/vista-previa/${token}`);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ message: MSG.previewNotFound, error: MSG.previewNotFound });
    expect((await c.api.get(`/api/blog/vista-previa/${newToken}`)).status).toBe(200);
    expect((await c.api.get('/api/blog/vista-previa/corto')).status).toBe(404);
    expect((await admin.post('/api/admin/blog/999999/vista-previa', {})).status).toBe(404);
    expect(await actions()).toContain('post.preview_link_created');
  });
});
