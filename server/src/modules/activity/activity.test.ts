import path from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage } from '@app/shared/activity';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { bookVerified, insertVerifiedBooking, registroUpdatePayload } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { totpCode } from '../../lib/totp.js';
import { upsertAdmin } from '../admin-auth/admin-accounts.js';
import { recordActivity } from './activity.repo.js';

const PASSWORD = 'Clave-segura-1';
const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures');

describeEachDb('Activity log', (ctx) => {
  afterEach(() => ctx().clock.reset());
  let token = '';
  let adminId = 0;
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const list = async (query = ''): Promise<ActivityPage> => {
    const res = await ctx().api.get(`/api/admin/actividad${query}`).set(auth());
    expect(res.status).toBe(200);
    return res.body as ActivityPage;
  };
  const latest = async (action: string): Promise<ActivityEntry> => {
    const page = await list(`?accion=${action}`);
    expect(page.items.length).toBeGreaterThan(0);
    return page.items[0]!;
  };

  async function signIn(ctx: TestContext) {
    await upsertAdmin(ctx.db, { username: 'registro', email: 'registro@sitio.test', password: PASSWORD }, 4);
    const res = await ctx.api
      .post('/api/auth/admin/login')
      .set('X-Forwarded-For', '10.7.0.5')
      .send({ username: 'registro', password: PASSWORD });
    token = res.body.token;
    adminId = (await ctx.db.selectFrom('admins').select('id').where('username', '=', 'registro').executeTakeFirstOrThrow()).id;
  }

  beforeAll(async () => signIn(ctx()));

  it('records logins, successful and failed, with the IP', async () => {
    await ctx().api.post('/api/auth/admin/login').set('X-Forwarded-For', '10.7.0.6').send({ username: 'registro', password: 'mala-clave' });
    await ctx()
      .api.post('/api/auth/admin/login')
      .set('X-Forwarded-For', '10.7.0.7')
      .send({ username: 'Secreta-tecleada-aqui', password: 'x' });
    const ok = await latest('login.succeeded');
    expect(ok).toMatchObject({ adminId, adminUsername: 'registro', ip: '10.7.0.5', detail: { metodo: 'contrasena' } });
    const failed = (await list('?accion=login.failed')).items;
    expect(failed.map((f) => [f.adminUsername, f.adminId, f.ip, f.detail])).toEqual([
      [null, null, '10.7.0.7', { usuarioDesconocido: true }],
      ['registro', adminId, '10.7.0.6', null],
    ]);
    // neither the password typed nor an unknown name (often a password typed in the wrong field)
    expect(JSON.stringify(failed)).not.toContain('mala-clave');
    expect(JSON.stringify(failed)).not.toContain('Secreta-tecleada-aqui');
  });

  it('records 2FA changes and the code failures', async () => {
    const t0 = new Date('2026-04-01T12:00:10Z');
    ctx().clock.set(t0);
    const setup = await ctx().api.post('/api/admin/2fa/setup').set(auth());
    await ctx()
      .api.post('/api/admin/2fa/activar')
      .set(auth())
      .send({ code: totpCode(setup.body.secret, t0) });
    expect(await latest('2fa.enabled')).toMatchObject({ adminId, target: `admin:${adminId}` });
    const { challenge } = (await ctx().api.post('/api/auth/admin/login').send({ username: 'registro', password: PASSWORD })).body;
    await ctx().api.post('/api/auth/admin/2fa/verify').send({ challenge, code: '000000' });
    expect(await latest('2fa.code_failed')).toMatchObject({ adminId, detail: { paso: 'login' } });
    ctx().clock.advance(30_000);
    const code = totpCode(setup.body.secret, ctx().clock.now());
    expect((await ctx().api.post('/api/auth/admin/2fa/verify').send({ challenge, code })).status).toBe(200);
    expect(await latest('login.succeeded')).toMatchObject({ adminId, detail: { metodo: 'codigo' } });
    ctx().clock.advance(30_000);
    await ctx()
      .api.post('/api/admin/2fa/desactivar')
      .set(auth())
      .send({ code: totpCode(setup.body.secret, ctx().clock.now()) });
    expect(await latest('2fa.disabled')).toMatchObject({ adminId, detail: { metodo: 'totp' } });
    // a secret is never logged
    expect(JSON.stringify(await list())).not.toContain(setup.body.secret);
  });

  it('records agenda edits with before and after, health fields by name only', async () => {
    const fecha = colombiaDatePlus(40);
    const email = `actividad.${Date.now()}@correo.test`;
    const id = await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '09:00', email });
    const res = await ctx()
      .api.put(`/api/admin/registros/${id}`)
      .set(auth())
      .send(
        registroUpdatePayload(fecha, '11:00', {
          email,
          peso_actual: 71.3,
          sufre_de: ['diabetes'],
          sufre_de_otros: 'Hipotiroidismo confidencial',
          notificarCliente: false,
        }),
      );
    expect(res.status).toBe(200);
    const edit = await latest('booking.updated');
    expect(edit.target).toBe(`registro:${id}`);
    expect(edit.detail).toMatchObject({
      antes: { fecha, hora: '09:00', estado: 'confirmada' },
      despues: { fecha, hora: '11:00', estado: 'confirmada' },
    });
    const campos = edit.detail!.campos as string[];
    expect(campos).toEqual(expect.arrayContaining(['peso_actual', 'sufre_de', 'sufre_de_otros']));
    const text = JSON.stringify(edit);
    for (const secret of ['71.3', 'diabetes', 'Hipotiroidismo', 'gastritis', email, 'Pérez']) expect(text).not.toContain(secret);
  });

  it('records attendance, deletions and blocks', async () => {
    const past = await insertVerifiedBooking(ctx(), colombiaDatePlus(-3), '10:00');
    expect((await ctx().api.put(`/api/admin/registros/${past}/asistencia`).set(auth()).send({ asistio: false })).status).toBe(200);
    expect(await latest('booking.attendance')).toMatchObject({
      target: `registro:${past}`,
      detail: { antes: { estado: 'confirmada' }, despues: { estado: 'no_asistio' } },
    });
    expect((await ctx().api.delete(`/api/admin/registros/${past}`).set(auth())).status).toBe(200);
    const del = await latest('booking.deleted');
    expect(del).toMatchObject({ adminId, target: `registro:${past}`, detail: { fecha: colombiaDatePlus(-3), hora: '10:00' } });

    const fecha = colombiaDatePlus(45);
    const block = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth())
      .send({ fecha, motivo: 'Congreso', hora_inicio: '14:00', hora_fin: '16:00' });
    expect(block.status).toBe(201);
    const blockId = block.body.bloqueo.id as number;
    expect(await latest('block.created')).toMatchObject({
      target: `bloqueo:${blockId}`,
      detail: { fecha, hora_inicio: '14:00', hora_fin: '16:00' },
    });
    expect((await ctx().api.delete(`/api/admin/bloqueos/${blockId}`).set(auth())).status).toBe(200);
    expect(await latest('block.deleted')).toMatchObject({ target: `bloqueo:${blockId}`, detail: { fecha } });
    // a refused action leaves no row
    const before = (await list('?accion=block.deleted')).items.length;
    expect((await ctx().api.delete(`/api/admin/bloqueos/${blockId}`).set(auth())).status).toBe(404);
    expect((await list('?accion=block.deleted')).items).toHaveLength(before);
  });

  it('records content and media changes, but not reads nor refused writes', async () => {
    expect((await ctx().api.put('/api/admin/perfil/update-text').set(auth()).send({ texto: 'Texto nuevo del perfil.' })).status).toBe(200);
    expect(await latest('content.updated')).toMatchObject({ adminId, target: 'contenido:PUT /perfil/update-text' });
    const created = await ctx().api.post('/api/admin/testimonials').set(auth()).send({ title: 'Historia', description: '' });
    expect(created.status).toBe(201);
    const id = created.body.id ?? created.body.testimonial?.id;
    expect((await ctx().api.delete(`/api/admin/testimonials/${id}`).set(auth())).status).toBe(200);
    expect(await latest('content.deleted')).toMatchObject({ target: `contenido:DELETE /testimonials/${id}` });
    const up = await ctx().api.post('/api/admin/perfil/upload-image').set(auth()).attach('profileImage', path.join(FIXTURES, 'photo.webp'));
    expect(up.status).toBe(200);
    expect(await latest('media.uploaded')).toMatchObject({ target: 'contenido:POST /perfil/upload-image' });
    const count = (await list('?accion=content.updated')).items.length;
    expect((await ctx().api.put('/api/admin/perfil/update-text').set(auth()).send({})).status).toBe(400);
    await ctx().api.get('/api/admin/perfil').set(auth());
    expect((await list('?accion=content.updated')).items).toHaveLength(count);
  });

  it("names a product's changes as the product's, image uploads included", async () => {
    const product = {
      nombre: 'Batido de prueba',
      categoria: 'nutricion-interna',
      resumen: 'Resumen.',
      precio: 95000,
      presentacion: '750 g',
      activo: true,
    };
    const created = await ctx().api.post('/api/admin/productos').set(auth()).send(product);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await latest('product.created')).toMatchObject({ adminId, target: 'producto:POST /productos' });
    const up = await ctx()
      .api.post(`/api/admin/productos/${id}/imagenes`)
      .set(auth())
      .field('alt', 'El batido')
      .attach('imagen', path.join(FIXTURES, 'photo.webp'));
    expect(up.status).toBe(201);
    expect(await latest('media.uploaded')).toMatchObject({ target: `producto:POST /productos/${id}/imagenes` });
  });

  it('records the calendar address created and regenerated, never the address itself', async () => {
    const first = await ctx().api.get('/api/admin/calendario').set(auth());
    expect(await latest('calendar.address_created')).toMatchObject({ adminId, target: `calendario:${adminId}` });
    // showing the address again changes nothing
    await ctx().api.get('/api/admin/calendario').set(auth());
    expect((await list('?accion=calendar.address_created')).items).toHaveLength(1);
    const second = await ctx().api.post('/api/admin/calendario/regenerar').set(auth());
    expect(await latest('calendar.address_regenerated')).toMatchObject({ adminId, target: `calendario:${adminId}` });
    const rows = JSON.stringify((await list()).items);
    for (const url of [first.body.url, second.body.url]) expect(rows).not.toContain(new URL(url).pathname.slice(-20));
  });

  it('filters by action, admin and Colombia dates, and pages newest first', async () => {
    await upsertAdmin(ctx().db, { username: 'otra', email: 'otra@sitio.test', password: PASSWORD }, 4);
    const other = (await ctx().db.selectFrom('admins').select('id').where('username', '=', 'otra').executeTakeFirstOrThrow()).id;
    // 2026-05-10 23:30 in Colombia is 2026-05-11 04:30 UTC: it belongs to the 10th.
    await recordActivity(ctx().db, { adminId: other, action: 'content.updated', target: 'x:1', at: new Date('2026-05-11T04:30:00Z') });
    await recordActivity(ctx().db, { adminId: other, action: 'content.updated', target: 'x:2', at: new Date('2026-05-11T05:30:00Z') });
    for (let i = 0; i < 5; i++) {
      await recordActivity(ctx().db, {
        adminId: other,
        action: 'block.created',
        target: `p:${i}`,
        at: new Date(`2026-05-12T1${i}:00:00Z`),
      });
    }
    const tenth = await list(`?admin=${other}&desde=2026-05-10&hasta=2026-05-10`);
    expect(tenth.items.map((i) => i.target)).toEqual(['x:1']);
    expect(tenth.admins.map((a) => a.username)).toEqual(expect.arrayContaining(['otra', 'registro']));
    const p1 = await list(`?admin=${other}&accion=block.created&limit=2`);
    expect(p1.items.map((i) => i.target)).toEqual(['p:4', 'p:3']);
    const p2 = await list(`?admin=${other}&accion=block.created&limit=2&cursor=${p1.nextCursor}`);
    expect(p2.items.map((i) => i.target)).toEqual(['p:2', 'p:1']);
    const p3 = await list(`?admin=${other}&accion=block.created&limit=2&cursor=${p2.nextCursor}`);
    expect(p3.items.map((i) => i.target)).toEqual(['p:0']);
    expect(p3.nextCursor).toBeNull();
  });

  it('answers 400 in Spanish for bad filters', async () => {
    for (const [q, msg] of [
      ['?accion=borrar.todo', 'La acción indicada no existe.'],
      ['?desde=10-05-2026', 'La fecha debe tener el formato AAAA-MM-DD.'],
      ['?desde=2026-05-11&hasta=2026-05-10', 'La fecha inicial no puede ser posterior a la final.'],
      ['?cursor=abc', 'La página pedida no es válida.'],
    ]) {
      const res = await ctx().api.get(`/api/admin/actividad${q}`).set(auth());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(msg);
    }
  });

  it('is refused without an admin token', async () => {
    expect((await ctx().api.get('/api/admin/actividad')).status).toBe(401);
    expect((await ctx().api.get('/api/admin/actividad').set('Authorization', `Bearer ${ctx().userToken()}`)).status).toBe(403);
  });
});
