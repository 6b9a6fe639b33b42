import { expect, it } from 'vitest';
import { defaultRetoStart, retoStartRange, type RetoInput } from '@app/shared/retos';
import { ORDER_LIMITS } from '@app/shared/orders';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { orderIdOf, orderPayload, saveShopSettings } from '../../../test/helpers/orders.js';
import { createProduct } from '../../../test/helpers/products.js';
import { DEMO_RETOS, demoPlan } from '../../db/seed-retos.js';
import { toDbDateTime } from '../../lib/time.js';
import { createLogger } from '../../lib/logger.js';
import { createRetentionService } from '../privacy/retention.service.js';
import { runOrderPaymentPass } from '../orders/order-payment.service.js';
import { wompiPayments } from '../payments/index.js';
import { retosPersonalData } from './retos-personal-data.js';

const retoPayload = (over: Partial<RetoInput> = {}): RetoInput => ({
  nombre: 'Reto 21 días',
  titular: 'Convierte la alimentación sana en un hábito',
  descripcion: 'Primera semana: ordenar.\n\nSegunda semana: equilibrar.',
  dias: 21,
  precio: 180000,
  incluye: ['Plan diario', 'Seguimiento semanal'],
  beneficios: ['Hábitos que se quedan'],
  metaDescripcion: 'Reto de 21 días con plan y seguimiento.',
  activo: true,
  orden: 0,
  kit: [],
  ...over,
});

const admin = (c: TestContext) => `Bearer ${c.adminToken()}`;

async function createReto(c: TestContext, over: Partial<RetoInput> = {}) {
  const res = await c.api.post('/api/admin/retos').set('Authorization', admin(c)).send(retoPayload(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; slug: string; precio: number };
}

let userSeq = 0;
async function createUser(c: TestContext, email = `persona${++userSeq}.${Date.now().toString(36)}@correo.test`) {
  const at = toDbDateTime(c.clock.now());
  const { insertId } = await c.db
    .insertInto('users')
    .values({
      first_name: 'Laura',
      last_name: 'Rincón',
      email,
      password_hash: 'x',
      date_of_birth: '1990-01-01',
      country: 'Colombia',
      phone: '+573001112233',
      weight_kg: null,
      height_cm: null,
      sex: 'female',
      accept_privacy_policy: 1,
      email_verified_at: at,
      profile_image_path: null,
      created_at: at,
      updated_at: at,
    })
    .executeTakeFirstOrThrow();
  return { id: Number(insertId), email };
}

/** A programme order: quote, then order with the user's token (none when `token` is null). */
async function buyReto(c: TestContext, retoId: number, token: string | null, inicio: string | null, over: Record<string, unknown> = {}) {
  const q = await c.api.post('/api/pedidos/cotizar').send({ items: [], retos: [{ retoId }] });
  expect(q.status, JSON.stringify(q.body)).toBe(200);
  const { entrega: _e, ...base } = orderPayload([], q.body.total, { retos: [{ retoId }], inicio, ...over });
  const req = c.api.post('/api/pedidos');
  if (token) req.set('Authorization', `Bearer ${token}`);
  const res = await req.send(base);
  // the API answers the reference only; the back office's routes and the tables take the internal id
  if (res.status === 201) res.body.id = await orderIdOf(c, res.body.referencia);
  return res;
}

const enrolments = (c: TestContext, pedidoId: number) =>
  c.db.selectFrom('reto_inscripciones').selectAll().where('pedido_id', '=', pedidoId).execute();

const move = (c: TestContext, id: number, estado: string, extra: Record<string, unknown> = {}) =>
  c.api
    .post(`/api/admin/pedidos/${id}/estado`)
    .set('Authorization', admin(c))
    .send({ estado, ...extra });

describeEachDb('Retos: the back office, the public reads and the programme orders', (ctx) => {
  it('creates, edits, plans and archives a reto, each write in the activity log; the public page follows', async () => {
    const c = ctx();
    const kit = await createProduct(c, { nombre: 'Batido del reto' });
    const reto = await createReto(c, { nombre: 'Reto Energía 7', dias: 7, kit: [kit.id] });
    expect(reto).toMatchObject({
      slug: 'reto-energia-7',
      precio: 180000,
      kit: [{ id: kit.id, nombre: 'Batido del reto' }],
      diasEscritos: 0,
    });

    const pub = await c.api.get(`/api/retos/${reto.slug}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({
      nombre: 'Reto Energía 7',
      dias: 7,
      descripcion: ['Primera semana: ordenar.', 'Segunda semana: equilibrar.'],
    });
    expect(pub.body).not.toHaveProperty('plan');

    const plan = Array.from({ length: 7 }, (_, i) => ({
      dia: i + 1,
      titulo: `Día ${i + 1}`,
      texto: 'Agua y desayuno.',
      enlaceUrl: i === 0 ? 'https://example.org/receta' : null,
    }));
    const saved = await c.api.put(`/api/admin/retos/${reto.id}/dias`).set('Authorization', admin(c)).send({ dias: plan });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.plan).toHaveLength(7);
    expect(saved.body.plan[0]).toMatchObject({ dia: 1, enlaceUrl: 'https://example.org/receta', videoUrl: null });

    // a day after the last, a day twice, a script link: 400 in Spanish, nothing written
    for (const dias of [
      [{ dia: 8, titulo: 'x', texto: 'y' }],
      [
        { dia: 1, titulo: 'x', texto: 'y' },
        { dia: 1, titulo: 'x', texto: 'y' },
      ],
      [{ dia: 1, titulo: 'x', texto: 'y', videoUrl: 'javascript:alert(1)' }],
    ]) {
      const bad = await c.api.put(`/api/admin/retos/${reto.id}/dias`).set('Authorization', admin(c)).send({ dias });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/día|enlace/i);
    }
    // shrinking the reto below its written plan is refused
    const shrink = await c.api
      .put(`/api/admin/retos/${reto.id}`)
      .set('Authorization', admin(c))
      .send(retoPayload({ nombre: 'Reto Energía 7', dias: 5 }));
    expect(shrink.status).toBe(400);

    const edited = await c.api
      .put(`/api/admin/retos/${reto.id}`)
      .set('Authorization', admin(c))
      .send(retoPayload({ nombre: 'Reto Energía 7', dias: 7, precio: 99000 }));
    expect(edited.status).toBe(200);
    expect((await c.api.get(`/api/retos/${reto.slug}`)).body.precio).toBe(99000);

    expect((await c.api.delete(`/api/admin/retos/${reto.id}`).set('Authorization', admin(c))).status).toBe(200);
    expect((await c.api.get(`/api/retos/${reto.slug}`)).status).toBe(404);
    const actions = await c.db.selectFrom('admin_activity').select('action').where('action', 'like', 'reto.%').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['reto.created', 'reto.plan_saved', 'reto.updated', 'reto.archived']);
  });

  it('refuses without an admin token and answers hostile input with a 4xx in Spanish', async () => {
    const c = ctx();
    expect((await c.api.get('/api/admin/retos')).status).toBe(401);
    expect((await c.api.post('/api/admin/retos').send(retoPayload())).status).toBe(401);
    expect((await c.api.get('/api/admin/retos/1/participantes').set('Authorization', `Bearer ${c.userToken()}`)).status).toBe(403);
    for (const path of [
      '/api/admin/retos/abc',
      '/api/admin/retos/0',
      '/api/admin/retos/99999999999',
      '/api/admin/retos/999999/participantes',
    ]) {
      const res = await c.api.get(path).set('Authorization', admin(c));
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Reto no encontrado.');
    }
    for (const over of [
      { precio: -5 },
      { dias: 0 },
      { dias: 366 },
      { nombre: 'x'.repeat(151) },
      { incluye: [] },
      { slug: '../etc' },
      { kit: [999999] },
    ] as Partial<RetoInput>[]) {
      const res = await c.api.post('/api/admin/retos').set('Authorization', admin(c)).send(retoPayload(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message).toMatch(/[a-záéíóúñ]/i);
    }
    expect((await c.api.get('/api/retos/%3Cscript%3E')).status).toBe(404);
  });

  it('sells a reto only to an account, from tomorrow in Colombia, and enrols the buyer only once the order is paid', async () => {
    const c = ctx();
    await saveShopSettings(c);
    const reto = await createReto(c, { nombre: 'Reto Pago', dias: 21 });
    const user = await createUser(c);
    // 23:30 in Bogotá on Wednesday 2026-12-02 is already Thursday in UTC (and in Auckland)
    c.clock.set(new Date('2026-12-03T04:30:00Z'));
    expect(retoStartRange(c.clock.now()).min).toBe('2026-12-03');
    expect(defaultRetoStart(c.clock.now())).toBe('2026-12-07');

    // no account: 401 with the reason; a forged token: 401
    const anon = await buyReto(c, reto.id, null, '2026-12-07');
    expect(anon.status).toBe(401);
    expect(anon.body.message).toMatch(/inicia sesión o crea tu cuenta/);
    expect((await buyReto(c, reto.id, 'no.es.un.token', '2026-12-07')).status).toBe(401);
    // today in Colombia, a past day, no date, a date too far, not a date: 400
    for (const inicio of ['2026-12-02', '2026-11-30', null, '2027-03-01', '2026-02-30']) {
      const res = await buyReto(c, reto.id, c.userToken(user.id), inicio);
      expect(res.status, String(inicio)).toBe(400);
    }
    // tomorrow in Colombia is fine (the UTC date of the clock)
    const ok = await buyReto(c, reto.id, c.userToken(user.id), '2026-12-03', {
      comprador: { ...orderPayload([], 0).comprador, email: 'otra@correo.test' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.total).toBe(180000);
    const row = await c.db.selectFrom('pedidos').selectAll().where('id', '=', ok.body.id).executeTakeFirstOrThrow();
    // the account's e-mail becomes the order's; nothing to deliver
    expect(row).toMatchObject({ email: user.email, entrega_tipo: 'ninguna', envio: 0, user_id: user.id, reto_inicio: '2026-12-03' });
    expect(await enrolments(c, ok.body.id)).toHaveLength(0);

    // paid: enrolled once, with an e-mail on how to start; a second confirmation changes nothing
    expect((await move(c, ok.body.id, 'pagado')).status).toBe(200);
    const enrolled = await enrolments(c, ok.body.id);
    expect(enrolled).toHaveLength(1);
    expect(enrolled[0]).toMatchObject({ reto_id: reto.id, user_id: user.id, inicio: '2026-12-03', estado: 'activa' });
    await c.flushEmails();
    const mails = c.mail.to(user.email).map((m) => m.subject);
    expect(mails.filter((s) => s.includes('empieza el'))).toHaveLength(1);
    expect((await move(c, ok.body.id, 'pagado')).status).toBe(409);
    expect(await enrolments(c, ok.body.id)).toHaveLength(1);
    // a programme order is delivered by the enrolment itself: paid → entregado
    const o = await c.api.get(`/api/admin/pedidos/${ok.body.id}`).set('Authorization', admin(c));
    expect(o.body.movimientos).toEqual(['entregado', 'cancelado']);

    // the dashboard counts the enrolment in its reto and week (Colombia: Wednesday 2026-12-02 → the week of Monday 11-30)
    const stats = await c.api.get('/api/admin/estadisticas?desde=2026-11-30&hasta=2026-12-06').set('Authorization', admin(c));
    expect(stats.status).toBe(200);
    expect(stats.body.retos).toEqual([
      {
        retoId: reto.id,
        nombre: 'Reto Pago',
        inscripciones: 1,
        porSemana: [{ semana: '2026-11-30', inscripciones: 1 }],
        finalizadas: 0,
        completadas: 0,
        tasaFinalizacion: null,
      },
    ]);

    // "Participantes": nobody until the person consents to the tools' health-data purpose
    c.clock.set(new Date('2026-12-05T04:59:00Z')); // 23:59 on the 4th in Bogotá: day 2
    expect((await c.api.get(`/api/admin/retos/${reto.id}/participantes`).set('Authorization', admin(c))).body.participantes).toEqual([]);
    const consent = await c.api
      .post('/api/users/progreso/consentimiento')
      .set('Authorization', `Bearer ${c.userToken(user.id)}`)
      .send({});
    expect(consent.status).toBe(201);
    // then the person, the start, the day reached in Colombia
    const list = await c.api.get(`/api/admin/retos/${reto.id}/participantes`).set('Authorization', admin(c));
    expect(list.status).toBe(200);
    expect(list.body.participantes).toEqual([
      expect.objectContaining({ userId: user.id, email: user.email, inicio: '2026-12-03', dia: 2 }),
    ]);
    c.clock.set(new Date('2026-12-05T05:00:00Z')); // midnight in Bogotá: day 3
    expect((await c.api.get(`/api/admin/retos/${reto.id}/participantes`).set('Authorization', admin(c))).body.participantes[0].dia).toBe(3);
    c.clock.reset();
  });

  it('enrols nobody for a cancelled or an expired order, and never on cash on delivery', async () => {
    const c = ctx();
    await saveShopSettings(c);
    const reto = await createReto(c, { nombre: 'Reto Sin Pago', dias: 10 });
    const user = await createUser(c);
    const start = new Date('2026-12-10T15:00:00Z');
    c.clock.set(start);
    const cancelled = await buyReto(c, reto.id, c.userToken(user.id), '2026-12-14');
    expect(cancelled.status).toBe(201);
    expect((await move(c, cancelled.body.id, 'cancelado', { motivo: 'Lo pidió la persona' })).status).toBe(200);
    const expiring = await buyReto(c, reto.id, c.userToken(user.id), '2026-12-15');
    expect(expiring.status).toBe(201);
    c.clock.set(new Date(start.getTime() + (c.config.orderPaymentHours + 1) * 3_600_000));
    const deps = {
      config: c.config,
      db: c.db,
      clock: c.clock.now,
      logger: c.runtime.logger,
      outbox: c.runtime.outbox,
      payments: wompiPayments,
    };
    expect((await runOrderPaymentPass(deps)).expired).toBeGreaterThanOrEqual(1);
    expect(await enrolments(c, cancelled.body.id)).toHaveLength(0);
    expect(await enrolments(c, expiring.body.id)).toHaveLength(0);
    c.clock.set(start);
    const cod = await buyReto(c, reto.id, c.userToken(user.id), '2026-12-16', { metodoPago: 'contra_entrega' });
    expect(cod.status).toBe(409);
    expect(cod.body.message).toMatch(/contra entrega/);
    c.clock.reset();
  });

  it('prices a mixed cart: the product ships, the programme does not count towards free shipping', async () => {
    const c = ctx();
    await saveShopSettings(c);
    const product = await createProduct(c, { nombre: 'Batido mixto', precio: 100000 });
    const reto = await createReto(c, { nombre: 'Reto Mixto', precio: 200000 });
    const q = await c.api.post('/api/pedidos/cotizar').send({
      items: [{ productoId: product.id, cantidad: 1 }],
      retos: [{ retoId: reto.id }],
      entrega: { tipo: 'domicilio', municipio: '11001' },
    });
    expect(q.status).toBe(200);
    expect(q.body).toMatchObject({
      subtotal: 300000,
      envio: 8000,
      total: 308000,
      programas: [{ retoId: reto.id, precio: 200000, problema: null }],
    });
    // too many programmes, one twice: 400
    const many = Array.from({ length: ORDER_LIMITS.retos + 1 }, (_, i) => ({ retoId: i + 1 }));
    expect((await c.api.post('/api/pedidos/cotizar').send({ items: [], retos: many })).status).toBe(400);
    expect((await c.api.post('/api/pedidos/cotizar').send({ items: [], retos: [{ retoId: reto.id }, { retoId: reto.id }] })).status).toBe(
      400,
    );
    expect((await c.api.post('/api/pedidos/cotizar').send({ items: [], retos: [] })).status).toBe(400);
    // an archived reto cannot be bought
    await c.api.delete(`/api/admin/retos/${reto.id}`).set('Authorization', admin(c));
    const gone = await c.api.post('/api/pedidos/cotizar').send({ items: [], retos: [{ retoId: reto.id }] });
    expect(gone.body).toMatchObject({ valido: false, programas: [{ problema: 'no_existe' }] });
  });

  it("puts the enrolments in the person's export and erases them with the person", async () => {
    const c = ctx();
    await saveShopSettings(c);
    const reto = await createReto(c, { nombre: 'Reto Datos', dias: 10 });
    const user = await createUser(c);
    c.clock.set(new Date('2026-12-10T15:00:00Z'));
    const o = await buyReto(c, reto.id, c.userToken(user.id), '2026-12-14');
    await move(c, o.body.id, 'pagado');
    const data = await c.api.get(`/api/admin/datos-personales?email=${encodeURIComponent(user.email)}`).set('Authorization', admin(c));
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(data.body.retos).toEqual([expect.objectContaining({ reto: 'Reto Datos', inicio: '2026-12-14', dias: 10, estado: 'activa' })]);
    // the retention pass keeps it while the programme runs and for RETENTION_MONTHS after it ended (2026-12-23)
    const retention = createRetentionService({
      config: c.config,
      db: c.db,
      clock: c.clock.now,
      logger: createLogger('silent'),
      owners: [retosPersonalData],
    });
    const months = c.config.retention.months;
    const end = new Date('2026-12-24T17:00:00Z');
    const at = (monthsAfter: number, days: number) => {
      const d = new Date(end.getTime());
      d.setUTCMonth(d.getUTCMonth() + monthsAfter);
      return new Date(d.getTime() + days * 86_400_000);
    };
    c.clock.set(at(months, -2));
    await retention.runPass();
    expect(await enrolments(c, o.body.id)).toHaveLength(1);
    c.clock.set(at(months, 2));
    // (other tests' enrolments of this database may end before and go too)
    expect((await retention.runPass()).enrolmentsDeleted).toBeGreaterThanOrEqual(1);
    expect(await enrolments(c, o.body.id)).toHaveLength(0);
    c.clock.set(new Date('2026-12-10T15:00:00Z'));
    const again = await buyReto(c, reto.id, c.userToken(user.id), '2026-12-21');
    await move(c, again.body.id, 'pagado');
    expect(await enrolments(c, again.body.id)).toHaveLength(1);
    const erased = await c.api.post('/api/admin/datos-personales/anonimizar').set('Authorization', admin(c)).send({ email: user.email });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await enrolments(c, again.body.id)).toHaveLength(0);
    c.clock.reset();
  });
});

describeEachDb(
  'Retos: the demo content (SEED_DEMO)',
  (ctx) => {
    it('seeds the three retos at their old addresses, each with a plan for every day and a kit from the catalog', async () => {
      const c = ctx();
      const list = await c.api.get('/api/retos');
      expect(list.body.map((r: { slug: string }) => r.slug)).toEqual(['reto10dias', 'reto21dias', 'reto90dias']);
      for (const r of DEMO_RETOS) {
        const row = await c.db.selectFrom('retos').select('id').where('slug', '=', r.slug).executeTakeFirstOrThrow();
        const plan = await c.api.get(`/api/admin/retos/${row.id}/dias`).set('Authorization', admin(c));
        expect(plan.body.plan.map((d: { dia: number }) => d.dia)).toEqual(Array.from({ length: r.dias }, (_, i) => i + 1));
        const page = (await c.api.get(`/api/retos/${r.slug}`)).body;
        expect(page).toMatchObject({ nombre: r.nombre, precio: r.precio, imagen: { alt: r.imagenAlt } });
        // each with a kit from the seeded catalog, in its order
        expect(page.kit.map((p: { nombre: string }) => p.nombre)).toEqual(r.kit);
      }
    });
  },
  { seed: true },
);

it('writes a plan day for every day, with no two consecutive days alike', () => {
  for (const dias of [10, 21, 90]) {
    const plan = demoPlan(dias);
    expect(plan).toHaveLength(dias);
    for (let i = 1; i < plan.length; i++) expect(plan[i].titulo).not.toBe(plan[i - 1].titulo);
    expect(plan.every((d) => d.texto.length > 40 && !/lorem/i.test(d.texto))).toBe(true);
  }
});
