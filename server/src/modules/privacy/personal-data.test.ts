import { expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import { CURRENT_POLICY, PRIVACY_MESSAGES, type PersonalDataExport } from '@app/shared/privacy';
import { LIFECYCLE_MESSAGES } from '@app/shared/booking-lifecycle';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { bookingPayload, bookVerified, gestionTokenOf, registroUpdatePayload } from '../../../test/helpers/booking.js';
import { linkIn } from '../../../test/helpers/mail-capture.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { registrationPayload, TEST_PASSWORD } from '../../../test/helpers/user-payload.js';
import { traces, personalDataLog } from '../../../test/helpers/traces.js';
import { createProduct } from '../../../test/helpers/products.js';
import { orderPayload, placeOrder, saveShopSettings } from '../../../test/helpers/orders.js';

/**
 * The person's rights: consent on record, export, deletion of an account, "Eliminar mis
 * datos", the team's Datos personales. The deletion tests read the database's own catalogue and
 * look for the person in every column of every table.
 */

let n = 0;
interface Person {
  email: string;
  first: string;
  last: string;
  /** digits only: found whatever the punctuation stored */
  phone: string;
}
function person(first: string, last: string): Person {
  n++;
  const phone = `3${String(100000000 + n * 7919 + Math.floor(Math.random() * 1000)).slice(-9)}`;
  return { email: `${first.toLowerCase()}.${n}.${Date.now().toString(36)}@correo.test`, first, last, phone };
}

const admin = (ctx: TestContext) => ({ Authorization: `Bearer ${ctx.adminToken()}` });

async function signUp(ctx: TestContext, p: Person, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await ctx.api
    .post('/api/users/register')
    .set('X-Forwarded-For', '203.0.113.7')
    .send(registrationPayload(p.email, { first_name: p.first, last_name: p.last, phone: `+57${p.phone}`, ...overrides }));
  expect(res.status).toBe(201);
  await ctx.flushEmails();
  const mail = ctx.mail.to(p.email).find((m) => m.text.includes('/verify-email/'))!;
  const token = linkIn(mail, '/verify-email/').split('/').pop()!;
  expect((await ctx.api.get(`/api/users/verify-email/${token}`)).body).toEqual({ reason: 'success' });
  const login = await ctx.api.post('/api/users/login').send({ email: p.email, password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

const book = (ctx: TestContext, p: Person, days: number, hora: string, overrides: Record<string, unknown> = {}) =>
  bookVerified(ctx, {
    nombre: p.first,
    apellidos: p.last,
    email: p.email,
    telefono: `57${p.phone}`,
    sufreDeOtros: `Migraña de ${p.first}`,
    fechaAsesoria: colombiaDatePlus(days),
    horaAsesoria: hora,
    ...overrides,
  });

const needlesOf = (p: Person) => [p.email, p.first, p.last, p.phone];

describeEachDb('personal data (Ley 1581): consent on record', (ctx) => {
  it('records the sign-up consent: time, IP, the policy version and its exact text', async () => {
    const p = person('Consuelo', 'Arbeláez');
    const before = Date.now();
    await signUp(ctx(), p);
    const user = await ctx().db.selectFrom('users').select('id').where('email', '=', p.email).executeTakeFirstOrThrow();
    const rows = await ctx().db.selectFrom('consentimientos').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ politica_version: CURRENT_POLICY.id, texto: CURRENT_POLICY.signupConsent, registro_id: null });
    expect(rows[0].ip).toMatch(/203\.0\.113\.7|127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
    expect(new Date(`${rows[0].otorgado_at.replace(' ', 'T')}Z`).getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  it("records the booking consent with the server's text of the version sent, and refuses an unknown version in Spanish", async () => {
    const body = bookingPayload({ politica_version: CURRENT_POLICY.id, fechaAsesoria: colombiaDatePlus(40), horaAsesoria: '08:00' });
    const res = await ctx().api.post('/api/registros').send(body);
    expect(res.status).toBe(201);
    const row = await ctx().db.selectFrom('consentimientos').selectAll().where('registro_id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ politica_version: CURRENT_POLICY.id, texto: CURRENT_POLICY.bookingConsent, user_id: null });
    expect(row.texto).toMatch(/peso, estatura/);
    expect(row.ip).toBeTruthy();
    expect(row.otorgado_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    for (const [url, payload] of [
      ['/api/registros', bookingPayload({ politica_version: '1999-x', horaAsesoria: '09:00', fechaAsesoria: colombiaDatePlus(40) })],
      ['/api/users/register', registrationPayload('version.rara@correo.test', { politica_version: '1999-x' })],
    ] as const) {
      const refused = await ctx().api.post(url).send(payload);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toContainEqual({ path: 'politica_version', msg: PRIVACY_MESSAGES.unknownPolicyVersion });
    }
    expect(
      await ctx().db.selectFrom('users').select('id').where('email', '=', 'version.rara@correo.test').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describeEachDb("personal data (Ley 1581): the person's rights", (ctx) => {
  it("exports exactly the person's data (account, consents, every booking with its e-mail, e-mails) and nobody else's", async () => {
    const a = person('Zoraida', 'Quintanilla');
    const b = person('Bernarda', 'Villamizar');
    const tokenA = await signUp(ctx(), a);
    await signUp(ctx(), b);
    const a1 = await book(ctx(), a, 50, '08:00');
    const a2 = await book(ctx(), a, 51, '09:00', { email: a.email.toUpperCase() });
    await book(ctx(), b, 52, '10:00');

    const res = await ctx().api.get('/api/users/me/export').set('Authorization', `Bearer ${tokenA}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-.+\.json"$/);
    const data = res.body as PersonalDataExport;
    expect(data.email).toBe(a.email);
    expect(data.cuenta).toMatchObject({ first_name: a.first, last_name: a.last, email: a.email });
    expect(data.cuenta).not.toHaveProperty('password_hash');
    expect(data.registros.map((r) => r.id).sort()).toEqual([a1, a2].sort());
    expect(data.consentimientos.map((c) => [c.tipo, c.registro_id])).toEqual([
      ['cuenta', null],
      ['registro', a1],
      ['registro', a2],
    ]);
    for (const c of data.consentimientos)
      expect(c).toMatchObject({ politica_version: CURRENT_POLICY.id, politica_fecha: CURRENT_POLICY.fecha });
    expect(data.correos.length).toBeGreaterThanOrEqual(3);
    for (const m of data.correos) expect(m.destinatario.toLowerCase()).toBe(a.email);
    const text = JSON.stringify(data).toLowerCase();
    for (const needle of needlesOf(b)) expect(text).not.toContain(needle.toLowerCase());
    expect(text).not.toContain('password');

    expect((await ctx().api.get('/api/users/me/export')).status).toBe(401);
  });

  it('a wrong (or missing) password deletes nothing', async () => {
    const p = person('Herminia', 'Castañeda');
    const token = await signUp(ctx(), p);
    const id = await book(ctx(), p, 53, '11:00');
    const wrong = await ctx().api.delete('/api/users/me').set('Authorization', `Bearer ${token}`).send({ password: 'Otra#Clave9' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: PRIVACY_MESSAGES.wrongPassword,
      errors: [{ path: 'password', msg: PRIVACY_MESSAGES.wrongPassword }],
    });
    const missing = await ctx().api.delete('/api/users/me').set('Authorization', `Bearer ${token}`).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ path: 'password', msg: PRIVACY_MESSAGES.passwordRequired });
    expect((await ctx().api.get('/api/users/profile').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nombre: p.first, estado: 'confirmada', anonimizado_at: null });
  });

  it('deleting the account cancels what is ahead with the usual e-mails, anonymises, logs out everywhere and leaves no trace', async () => {
    const p = person('Eustaquia', 'Montealegre');
    const other = person('Filomena', 'Sarmiento');
    const token = await signUp(ctx(), p);
    const secondSession = (await ctx().api.post('/api/users/login').send({ email: p.email, password: TEST_PASSWORD })).body.token as string;
    await signUp(ctx(), other);
    const otherBooking = await book(ctx(), other, 54, '12:00');
    const ahead = await book(ctx(), p, 54, '14:00');
    // an unconfirmed one: cancelled silently (it was never confirmed), its slot freed
    const pending = await ctx()
      .api.post('/api/registros')
      .send(
        bookingPayload({
          nombre: p.first,
          apellidos: p.last,
          email: p.email,
          telefono: `57${p.phone}`,
          fechaAsesoria: colombiaDatePlus(55),
          horaAsesoria: '15:00',
        }),
      );
    expect(pending.status).toBe(201);
    await ctx().flushEmails();
    const before = ctx().mail.to(p.email).length;

    const res = await ctx().api.delete('/api/users/me').set('Authorization', `Bearer ${token}`).send({ password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.accountDeleted);

    // the usual cancellation e-mails leave (then their copies are emptied)
    await ctx().flushEmails();
    const after = ctx().mail.to(p.email).slice(before);
    expect(after.map((m) => m.subject)).toEqual([expect.stringMatching(/^Tu asesoría fue cancelada/)]);
    expect(
      ctx()
        .mail.to('coach@sitio.test')
        .some((m) => m.text.includes(`${p.first} ${p.last}`) && /cancel/i.test(m.subject)),
    ).toBe(true);

    const rows = await ctx()
      .db.selectFrom('registros')
      .selectAll()
      .where('id', 'in', [ahead, pending.body.id as number])
      .execute();
    for (const r of rows) {
      expect(r.estado).toBe('cancelada');
      expect(r.anonimizado_at).not.toBeNull();
      expect(r.slot_key).toBeNull();
    }
    // logged out everywhere: both sessions' tokens get 401
    for (const t of [token, secondSession]) {
      const profile = await ctx().api.get('/api/users/profile').set('Authorization', `Bearer ${t}`);
      expect(profile.status).toBe(401);
      expect(profile.body.message).toBe(GENERIC_MESSAGES.invalidToken);
      expect((await ctx().api.get('/api/users/me/export').set('Authorization', `Bearer ${t}`)).status).toBe(401);
    }
    expect((await ctx().api.post('/api/users/login').send({ email: p.email, password: TEST_PASSWORD })).status).toBe(401);

    expect(await traces(ctx(), needlesOf(p))).toEqual([]);
    // the other person is untouched
    const kept = await ctx().db.selectFrom('registros').selectAll().where('id', '=', otherBooking).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ nombre: other.first, email: other.email, anonimizado_at: null });
    expect((await traces(ctx(), [other.email])).length).toBeGreaterThan(0);
  });

  it('"Eliminar mis datos" on Mi asesoría cancels the booking with the usual e-mail and anonymises it; the link then says so', async () => {
    const p = person('Gumersinda', 'Piedrahíta');
    const id = await book(ctx(), p, 56, '16:00');
    const token = await gestionTokenOf(ctx(), p.email);
    const before = ctx().mail.to(p.email).length;
    const res = await ctx().api.post(`/api/registros/gestion/${token}/eliminar-datos`).send({});
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.bookingDataDeleted);
    await ctx().flushEmails();
    expect(
      ctx()
        .mail.to(p.email)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual([expect.stringMatching(/^Tu asesoría fue cancelada/)]);
    const row = await ctx().db.selectFrom('registros').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ estado: 'cancelada', nombre: 'Anónimo', telefono: '', sufre_de_otros: null });
    expect(row.anonimizado_at).not.toBeNull();
    const again = await ctx().api.get(`/api/registros/gestion/${token}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(LIFECYCLE_MESSAGES.gestionNotFound);
    expect(await traces(ctx(), needlesOf(p))).toEqual([]);
    // the consent stays as a record of the authorisation, without the IP
    const consent = await ctx().db.selectFrom('consentimientos').selectAll().where('registro_id', '=', id).executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ politica_version: CURRENT_POLICY.id, ip: null });
  });
});

describeEachDb("personal data (Ley 1581): the team's Datos personales", (ctx) => {
  it('shows everything stored under an e-mail, anonymises it, and refuses edits of the anonymised bookings', async () => {
    const p = person('Anacleta', 'Betancourt');
    const other = person('Rosalba', 'Echeverri');
    await signUp(ctx(), p);
    const past = await book(ctx(), p, 57, '17:00');
    const ahead = await book(ctx(), p, 58, '18:00');
    await book(ctx(), other, 58, '19:00');
    // the shop's orders: one delivered, one still unpaid
    await saveShopSettings(ctx());
    const producto = (await createProduct(ctx(), { nombre: 'Proteína Privada', precio: 40000, stock: 5 })).id;
    const buyer = {
      nombres: p.first,
      apellidos: p.last,
      email: p.email,
      telefono: `+57${p.phone}`,
      tipoDocumento: 'CC' as const,
      numeroDocumento: '52123456',
    };
    const delivered = await placeOrder(ctx(), { ...orderPayload([{ productoId: producto, cantidad: 1 }], 48000), comprador: buyer });
    const unpaid = await placeOrder(ctx(), { ...orderPayload([{ productoId: producto, cantidad: 2 }], 88000), comprador: buyer });
    for (const estado of ['pagado', 'en_preparacion'])
      await ctx().api.post(`/api/admin/pedidos/${delivered.id}/estado`).set(admin(ctx())).send({ estado });
    await ctx()
      .api.post(`/api/admin/pedidos/${delivered.id}/estado`)
      .set(admin(ctx()))
      .send({ estado: 'enviado', transportadora: 'Servientrega', guia: 'G-777' });
    await ctx().api.post(`/api/admin/pedidos/${delivered.id}/estado`).set(admin(ctx())).send({ estado: 'entregado' });

    const bad = await ctx().api.get('/api/admin/datos-personales?email=no-es-correo').set(admin(ctx()));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({ path: 'email', msg: PRIVACY_MESSAGES.emailInvalid });
    const none = await ctx().api.get('/api/admin/datos-personales?email=nadie@correo.test').set(admin(ctx()));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(PRIVACY_MESSAGES.nothingFound);
    expect((await ctx().api.get(`/api/admin/datos-personales?email=${p.email}`)).status).toBe(401);
    expect(
      (await ctx().api.get(`/api/admin/datos-personales?email=${p.email}`).set('Authorization', `Bearer ${ctx().userToken()}`)).status,
    ).toBe(403);

    const view = await ctx()
      .api.get(`/api/admin/datos-personales?email=${encodeURIComponent(p.email.toUpperCase())}`)
      .set(admin(ctx()));
    expect(view.status).toBe(200);
    const data = view.body as PersonalDataExport;
    expect(data.cuenta?.email).toBe(p.email);
    expect(data.registros.map((r) => r.id).sort()).toEqual([past, ahead].sort());
    expect(data.pedidos.map((o) => [o.referencia, o.estado])).toEqual([
      [delivered.referencia, 'entregado'],
      [unpaid.referencia, 'pendiente_pago'],
    ]);
    expect(data.consentimientos.map((c) => c.tipo)).toEqual(['cuenta', 'registro', 'registro', 'pedido', 'pedido']);
    expect(data.correos.length).toBeGreaterThan(0);
    expect(data.correos[0]).toEqual({
      destinatario: p.email,
      asunto: expect.any(String),
      estado: 'sent',
      creado_at: expect.any(String),
      enviado_at: expect.any(String),
    });
    expect(JSON.stringify(data)).not.toContain(other.email);

    // the first booking is behind us by then: kept as it was, anonymised, not cancelled
    ctx().clock.set(new Date(new Date(data.registros.find((r) => r.id === past)!.fecha_asesoria).getTime() + 3600_000));
    try {
      const done = await ctx().api.post('/api/admin/datos-personales/anonimizar').set(admin(ctx())).send({ email: p.email });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        message: PRIVACY_MESSAGES.anonymised,
        bookings: 2,
        cancelled: 1,
        accountDeleted: true,
        pedidos: 2,
        pedidosCancelados: 1,
      });
      await ctx().flushEmails();
      expect(await traces(ctx(), needlesOf(p))).toEqual([]);
      // the activity log says who looked and who erased, by booking ids (the scan above covers it too)
      expect(await personalDataLog(ctx())).toEqual([
        ['personal_data.exported', { registros: expect.arrayContaining([past, ahead]), pedidos: [delivered.id, unpaid.id], cuenta: true }],
        [
          'personal_data.anonymised',
          {
            registros: expect.arrayContaining([past, ahead]),
            cuenta: true,
            cancelados: 1,
            pedidos: [delivered.id, unpaid.id],
            pedidosCancelados: 1,
            pedidosEnCurso: [],
          },
        ],
      ]);
      // the sales stay: amounts, dates, products; the unpaid order was cancelled and its units returned
      const orders = await ctx()
        .db.selectFrom('pedidos')
        .select(['id', 'estado', 'total', 'nombres'])
        .where('id', 'in', [delivered.id, unpaid.id])
        .orderBy('id')
        .execute();
      expect(orders).toEqual([
        { id: delivered.id, estado: 'entregado', total: 48000, nombres: 'Anónimo' },
        { id: unpaid.id, estado: 'cancelado', total: 88000, nombres: 'Anónimo' },
      ]);
      expect((await ctx().db.selectFrom('productos').select('stock').where('id', '=', producto).executeTakeFirstOrThrow()).stock).toBe(4);
      expect((await ctx().api.get(`/api/pedidos/seguimiento/${delivered.token}`)).status).toBe(404);
      const rows = await ctx()
        .db.selectFrom('registros')
        .select(['id', 'estado', 'anonimizado_at'])
        .where('id', 'in', [past, ahead])
        .execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, r.estado]))).toEqual({ [past]: 'confirmada', [ahead]: 'cancelada' });

      const list = await ctx().api.get('/api/admin/registros?scope=all').set(admin(ctx()));
      const listed = (list.body as { id: number; anonimizado_at: string | null }[]).find((r) => r.id === past);
      expect(listed?.anonimizado_at).toEqual(expect.any(String));

      const edit = await ctx()
        .api.put(`/api/admin/registros/${past}`)
        .set(admin(ctx()))
        .send(registroUpdatePayload(colombiaDatePlus(57), '17:00'));
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe(PRIVACY_MESSAGES.anonymisedNoEdit);
      const gone = await ctx().api.post('/api/admin/datos-personales/anonimizar').set(admin(ctx())).send({ email: p.email });
      expect(gone.status).toBe(404);
    } finally {
      ctx().clock.reset();
    }
  });
});
