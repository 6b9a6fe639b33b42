import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeEachDb } from '../helpers/test-app.js';
import { dialectOf } from '../../src/db/database.js';

describeEachDb('API basics', (ctx) => {
  it('reports health 200 with the database reachable', async () => {
    const res = await ctx().api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown /api route with a 404 in the error shape', async () => {
    const res = await ctx().api.get('/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.message).toBe(res.body.error);
    expect(res.body.message).toMatch(/no existe/);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await ctx().api.post('/api/registros').set('Content-Type', 'application/json').send('{"nombre": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'El cuerpo de la solicitud no es un JSON válido.',
      error: 'El cuerpo de la solicitud no es un JSON válido.',
    });
  });

  it('refuses a JSON body over the limit with 413, not a crash', async () => {
    const res = await ctx()
      .api.post('/api/registros')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ nombre: 'x'.repeat(300_000) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBeTruthy();
  });

  it('sends the security headers on API answers', async () => {
    const res = await ctx().api.get('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses every admin route without a token (401) and with a user token (403)', async () => {
    const none = await ctx().api.get('/api/admin/anything');
    expect(none.status).toBe(401);
    const user = await ctx().api.get('/api/admin/anything').set('Authorization', `Bearer ${ctx().userToken()}`);
    expect(user.status).toBe(403);
  });

  it('creates the same tables on this dialect', async () => {
    const { db } = ctx();
    // SQLite's agenda search index (migration 009, ADR 012) is its own: an FTS5 table and its shadow tables.
    const searchIndex = (n: string) => n.startsWith('registros_busqueda');
    const all = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
    expect(all.some(searchIndex)).toBe(ctx().dialect === 'sqlite');
    const tables = all.filter((n) => !searchIndex(n)).sort();
    expect(tables).toEqual([
      'admin_activity',
      'admin_recovery_codes',
      'admins',
      'auth_tokens',
      'blog_entrada_etiquetas',
      'blog_entradas',
      'blog_etiquetas',
      'blog_slugs',
      'bloqueos',
      'booking_reminders',
      'busqueda_documentos',
      'busqueda_terminos',
      'calendar_feeds',
      'consentimientos',
      'cuentas_eliminadas',
      'email_outbox',
      'herramientas_ajustes',
      'inicio_slides',
      'job_leases',
      'pagos_wompi',
      'pagos_wompi_eventos',
      'pedido_eventos',
      'pedido_lineas',
      'pedidos',
      'producto_imagenes',
      'producto_slugs',
      'productos',
      'progreso_mediciones',
      'rate_limits',
      'registros',
      'reto_checkins',
      'reto_correos_diarios',
      'reto_dias',
      'reto_inscripciones',
      'reto_productos',
      'reto_slugs',
      'retos',
      'site_settings',
      'slider_images',
      'testimonials',
      'tienda_ajustes',
      'users',
    ]);
    const registros = (await db.introspection.getTables()).find((t) => t.name === 'registros')!;
    expect(registros.columns.map((c) => c.name)).toContain('slot_key');
    expect(dialectOf(db)).toBe(ctx().dialect);
  });

  it('refuses a second row holding the same slot_key (the double-booking guard lives in the schema)', async () => {
    const { db } = ctx();
    const row = {
      nombre: 'A',
      apellidos: 'B',
      email: 'a@b.co',
      telefono: '573001112233',
      sexo: 'femenino',
      ocupacion: 'x',
      pais: 'Colombia',
      edad: 30,
      peso_actual: 60.5,
      estatura: 165,
      sufre_de: '[]',
      sufre_de_otros: null,
      objetivos: '[]',
      objetivo_otros: null,
      recomendado_por: null,
      id_patrocinador: null,
      fecha_asesoria: '2030-01-01 13:00:00',
      slot_key: '2030-01-01T08:00',
      hold_expires_at: null,
      politica_privacidad: 1,
      verified: 1,
      verified_at: null,
      created_at: '2030-01-01 00:00:00',
      updated_at: '2030-01-01 00:00:00',
    };
    await db.insertInto('registros').values(row).execute();
    await expect(db.insertInto('registros').values(row).execute()).rejects.toThrow();
    // NULL slot keys never collide: released bookings keep their history.
    await db
      .insertInto('registros')
      .values({ ...row, slot_key: null })
      .execute();
    await db
      .insertInto('registros')
      .values({ ...row, slot_key: null })
      .execute();
    const count = await db
      .selectFrom('registros')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
    await db.deleteFrom('registros').execute();
  });

  it('stores accents and emoji intact (utf8mb4)', async () => {
    const { db } = ctx();
    await db
      .insertInto('bloqueos')
      .values({
        fecha: '2030-02-02',
        hora_inicio: null,
        hora_fin: null,
        motivo: 'Vacaciones de Ñandú 🌿',
        created_at: '2030-01-01 00:00:00',
      })
      .execute();
    const row = await db.selectFrom('bloqueos').select('motivo').executeTakeFirstOrThrow();
    expect(row.motivo).toBe('Vacaciones de Ñandú 🌿');
  });
});
