import { expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@app/shared/booking';
import { colombiaToUtc, colombiaToday } from '@app/shared/colombia-time';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { toDbDateTime } from '../../lib/time.js';
import { bookVerified, dayFromToday, visitor } from './booking.test-helpers.js';

const auth = (ctx: TestContext) => ({ Authorization: `Bearer ${ctx.adminToken()}` });

/** A verified booking written straight to the database (for past dates the API refuses). */
async function insertVerified(ctx: TestContext, fecha: string, hora: string, over: Record<string, unknown> = {}): Promise<number> {
  const now = toDbDateTime(new Date());
  const res = await ctx.db
    .insertInto('registros')
    .values({
      nombre: 'Pedro',
      apellidos: 'Gómez',
      email: `pedro.${fecha}.${hora.replace(':', '')}@correo.test`,
      telefono: '573009998877',
      sexo: 'masculino',
      ocupacion: 'Docente',
      pais: 'Colombia',
      edad: 50,
      peso_actual: 80.5,
      estatura: 175,
      sufre_de: JSON.stringify(['diabetes']),
      sufre_de_otros: null,
      objetivos: JSON.stringify(['energia']),
      objetivo_otros: null,
      recomendado_por: null,
      id_patrocinador: null,
      fecha_asesoria: toDbDateTime(colombiaToUtc(fecha, hora)),
      slot_key: `${fecha}T${hora}`,
      hold_expires_at: null,
      politica_privacidad: 1,
      verified: 1,
      verified_at: now,
      created_at: now,
      updated_at: now,
      ...over,
    })
    .executeTakeFirstOrThrow();
  return Number(res.insertId);
}

describeEachDb('admin: schedule blocks', (ctx) => {
  it('creates a whole-day block and a time range, and lists them by date and start', async () => {
    const a = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha: dayFromToday(20), motivo: '', hora_inicio: null, hora_fin: null });
    expect(a.status).toBe(201);
    expect(a.body.message).toBe(BOOKING_MESSAGES.bloqueoCreated);
    expect(a.body.bloqueo).toEqual({ id: expect.any(Number), fecha: dayFromToday(20), hora_inicio: null, hora_fin: null, motivo: null });
    expect(a.body.overlappingBookings).toBe(0);
    expect(a.body.warning).toBeUndefined();
    const b = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha: dayFromToday(19), motivo: 'Congreso', hora_inicio: '14:00', hora_fin: '16:30' });
    expect(b.status).toBe(201);
    expect(b.body.bloqueo).toMatchObject({ fecha: dayFromToday(19), hora_inicio: '14:00', hora_fin: '16:30', motivo: 'Congreso' });
    const c = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha: dayFromToday(19), motivo: null, hora_inicio: '08:00', hora_fin: '09:00' });
    expect(c.status).toBe(201);
    const list = await ctx().api.get('/api/admin/bloqueos').set(auth(ctx()));
    expect(list.status).toBe(200);
    expect(list.body.map((x: { fecha: string; hora_inicio: string | null }) => `${x.fecha} ${x.hora_inicio}`)).toEqual([
      `${dayFromToday(19)} 08:00`,
      `${dayFromToday(19)} 14:00`,
      `${dayFromToday(20)} null`,
    ]);
    // the public side sees them
    expect((await ctx().api.get('/api/bloqueos')).body).toContain(dayFromToday(20));
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${dayFromToday(19)}`)).body).toEqual(['08:00', '14:00', '15:00', '16:00']);
  });

  it('validates the block with the spec messages', async () => {
    const post = (body: object) => ctx().api.post('/api/admin/bloqueos').set(auth(ctx())).send(body);
    const onlyStart = await post({ fecha: dayFromToday(21), hora_inicio: '10:00', hora_fin: null });
    expect(onlyStart.status).toBe(400);
    expect(onlyStart.body.error).toBe('Para un rango horario, se requieren ambas horas (inicio y fin) o ninguna.');
    const onlyEnd = await post({ fecha: dayFromToday(21), hora_inicio: '', hora_fin: '10:00' });
    expect(onlyEnd.body.error).toBe(BOOKING_MESSAGES.bloqueoHoursPair);
    const backwards = await post({ fecha: dayFromToday(21), hora_inicio: '10:00', hora_fin: '09:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe('La hora de fin debe ser posterior a la hora de inicio.');
    const same = await post({ fecha: dayFromToday(21), hora_inicio: '10:00', hora_fin: '10:00' });
    expect(same.body.error).toBe(BOOKING_MESSAGES.bloqueoHoursOrder);
    for (const fecha of [undefined, '', '2026-02-30', 'mañana']) {
      const res = await post({ fecha, hora_inicio: null, hora_fin: null });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('La fecha es obligatoria.');
    }
    const badHour = await post({ fecha: dayFromToday(21), hora_inicio: '25:00', hora_fin: '26:00' });
    expect(badHour.status).toBe(400);
  });

  it('allows a block over booked slots but warns how many it overlaps', async () => {
    const fecha = dayFromToday(22);
    await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '09:00' });
    const pending = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: fecha, horaAsesoria: '10:00' }));
    expect(pending.status).toBe(201);
    await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: fecha, horaAsesoria: '15:00' }));
    const res = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha, motivo: 'Cita médica', hora_inicio: '08:00', hora_fin: '11:00' });
    expect(res.status).toBe(201);
    expect(res.body.overlappingBookings).toBe(2);
    expect(res.body.warning).toBe('Atención: este bloqueo coincide con 2 asesoría(s) ya agendada(s).');
    const whole = await ctx().api.post('/api/admin/bloqueos').set(auth(ctx())).send({ fecha, motivo: null, hora_inicio: null, hora_fin: null });
    expect(whole.body.overlappingBookings).toBe(3);
  });

  it('deletes a block: 200 with the message, 404 unknown, 400 non-numeric', async () => {
    const created = await ctx()
      .api.post('/api/admin/bloqueos')
      .set(auth(ctx()))
      .send({ fecha: dayFromToday(23), hora_inicio: null, hora_fin: null });
    const del = await ctx().api.delete(`/api/admin/bloqueos/${created.body.bloqueo.id}`).set(auth(ctx()));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Bloqueo eliminado exitosamente.' });
    expect((await ctx().api.get('/api/bloqueos')).body).not.toContain(dayFromToday(23));
    expect((await ctx().api.delete(`/api/admin/bloqueos/${created.body.bloqueo.id}`).set(auth(ctx()))).status).toBe(404);
    expect((await ctx().api.delete('/api/admin/bloqueos/abc').set(auth(ctx()))).status).toBe(400);
  });

  it('requires an admin token', async () => {
    expect((await ctx().api.get('/api/admin/bloqueos')).status).toBe(401);
    expect((await ctx().api.get('/api/admin/registros').set('Authorization', `Bearer ${ctx().userToken()}`)).status).toBe(403);
  });
});

describeEachDb('admin: agenda', (ctx) => {
  it('lists verified bookings only, upcoming soonest first by default', async () => {
    const late = await bookVerified(ctx(), { fechaAsesoria: dayFromToday(12), horaAsesoria: '19:00', nombre: 'Zoe' });
    const soon = await bookVerified(ctx(), { fechaAsesoria: dayFromToday(11), horaAsesoria: '08:00', nombre: 'Bruno' });
    await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: dayFromToday(11), horaAsesoria: '09:00', nombre: 'Pendiente' }));
    const past1 = await insertVerified(ctx(), dayFromToday(-10), '10:00');
    const past2 = await insertVerified(ctx(), dayFromToday(-2), '10:00');

    const res = await ctx().api.get('/api/admin/registros').set(auth(ctx()));
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([soon, late]);
    const r = res.body[0];
    expect(r).toMatchObject({
      id: soon,
      nombre: 'Bruno',
      apellidos: 'Pérez Gómez',
      telefono: '573001234567',
      fecha: dayFromToday(11),
      hora: '08:00',
      fecha_asesoria: colombiaToUtc(dayFromToday(11), '08:00').toISOString(),
      pais: 'Colombia',
      edad: 34,
      sexo: 'femenino',
      ocupacion: 'Ingeniera',
      peso_actual: 68.5,
      estatura: 165,
      sufre_de: ['gastritis', 'estreñimiento'],
      sufre_de_otros: null,
      objetivos: ['perdidaPeso', 'energia'],
      objetivo_otros: null,
      recomendado_por: null,
      id_patrocinador: null,
      politica_privacidad: true,
      verified: true,
    });
    expect(r.created_at).toMatch(/Z$/);
    expect(r.updated_at).toMatch(/Z$/);

    const past = await ctx().api.get('/api/admin/registros?scope=past').set(auth(ctx()));
    expect(past.body.map((x: { id: number }) => x.id)).toEqual([past2, past1]);
    const all = await ctx().api.get('/api/admin/registros?scope=all').set(auth(ctx()));
    expect(all.body.map((x: { id: number }) => x.id)).toEqual([past1, past2, soon, late]);
  });

  it('searches by name, surname, e-mail or phone, ignoring case and accents', async () => {
    const id = await insertVerified(ctx(), dayFromToday(13), '12:00', { nombre: 'Ángela', apellidos: 'Muñoz', email: 'angela.m@correo.test', telefono: '573115550000' });
    for (const q of ['angela', 'MUÑOZ', 'munoz', 'ANGELA.M@', '5550000', 'ángela muñoz']) {
      const res = await ctx().api.get(`/api/admin/registros?q=${encodeURIComponent(q)}`).set(auth(ctx()));
      expect(res.body.map((x: { id: number }) => x.id), q).toEqual([id]);
    }
    const none = await ctx().api.get('/api/admin/registros?q=nadie-se-llama-asi').set(auth(ctx()));
    expect(none.body).toEqual([]);
  });

  it('exports the agenda as CSV for Excel: BOM, Spanish headers, accents, formulas neutralised', async () => {
    await insertVerified(ctx(), dayFromToday(14), '14:00', {
      nombre: 'José',
      apellidos: 'Álvarez "Pepe"',
      ocupacion: '=HYPERLINK("http://malo.test")',
      sufre_de_otros: '@SUM(1;2)',
      objetivo_otros: 'línea 1\nlínea 2',
      email: 'jose.csv@correo.test',
    });
    const res = await ctx().api.get('/api/admin/registros/export.csv?q=jose.csv').set(auth(ctx())).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="agenda-${colombiaToday()}.csv"`);
    const buf = res.body as Buffer;
    expect([...buf.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = buf.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toContain('"Fecha";"Hora (Colombia)";"Nombre";"Apellidos";"Correo electrónico";"Teléfono"');
    expect(text).toContain(`"${dayFromToday(14)}";"14:00";"José";"Álvarez ""Pepe""";"jose.csv@correo.test"`);
    expect(text).toContain(`"'=HYPERLINK(""http://malo.test"")"`);
    expect(text).toContain(`"'@SUM(1;2)"`);
    expect(text).toContain('"línea 1\nlínea 2"');
    expect(text).toContain('"Diabetes"');
    expect(text).toContain('"Más energía"');
    expect(text).not.toMatch(/;"=|;"\+|;"-|;"@/);
  });

  it('edits a booking with the §5 rules', async () => {
    const id = await insertVerified(ctx(), dayFromToday(15), '10:00', { email: 'edit@correo.test' });
    const list = await ctx().api.get('/api/admin/registros?q=edit@correo').set(auth(ctx()));
    const r = list.body[0];
    const body = {
      nombre: 'Pedro Pablo',
      apellidos: r.apellidos,
      email: r.email,
      telefono: r.telefono,
      sexo: 'masculino',
      ocupacion: r.ocupacion,
      pais: 'Perú',
      edad: '51',
      peso_actual: '79.25',
      estatura: 176,
      sufre_de: ['diabetes', 'Insomnio'],
      objetivos: [],
      recomendado_por: '',
      id_patrocinador: 'ABC-1',
      fecha_asesoria: r.fecha_asesoria,
      politica_privacidad: true,
      verified: true,
    };
    const res = await ctx().api.put(`/api/admin/registros/${id}`).set(auth(ctx())).send(body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Registro actualizado exitosamente.');
    expect(res.body.registro).toMatchObject({ id, nombre: 'Pedro Pablo', pais: 'Perú', edad: 51, peso_actual: 79.25, estatura: 176, sufre_de: ['diabetes', 'Insomnio'], objetivos: [], recomendado_por: null, id_patrocinador: 'ABC-1', fecha: dayFromToday(15), hora: '10:00' });

    const bad: [string, unknown][] = [
      ['nombre', ''],
      ['email', 'x'],
      ['sexo', 'otro'],
      ['edad', '51.5'],
      ['estatura', 'alto'],
      ['peso_actual', ''],
      ['fecha_asesoria', null],
      ['fecha_asesoria', '2026-12-05'],
      ['sufre_de', ['gripe']],
    ];
    for (const [field, value] of bad) {
      const res2 = await ctx().api.put(`/api/admin/registros/${id}`).set(auth(ctx())).send({ ...body, [field]: value });
      expect(res2.status, field).toBe(400);
      expect(res2.body.errors.map((e: { path: string }) => e.path.split('.')[0])).toContain(field);
    }
    // visitors' records may keep noDefinido
    expect((await ctx().api.put(`/api/admin/registros/${id}`).set(auth(ctx())).send({ ...body, sexo: 'noDefinido' })).status).toBe(200);
    // not one of the §9 slots in Colombia time
    for (const hora of ['13:00', '10:30']) {
      const off = await ctx().api.put(`/api/admin/registros/${id}`).set(auth(ctx())).send({ ...body, fecha_asesoria: colombiaToUtc(dayFromToday(15), hora).toISOString() });
      expect(off.status).toBe(400);
      expect(off.body.error).toBe(BOOKING_MESSAGES.registroSlotInvalid);
    }
    expect((await ctx().api.put('/api/admin/registros/999999').set(auth(ctx())).send(body)).status).toBe(404);
    expect((await ctx().api.put('/api/admin/registros/x1').set(auth(ctx())).send(body)).status).toBe(400);
  });

  it('moves a booking to a free slot (freeing the old one) and refuses a taken slot with 409', async () => {
    const fecha = dayFromToday(16);
    const id = await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '08:00', email: 'mover@correo.test' });
    await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '09:00' });
    const r = (await ctx().api.get('/api/admin/registros?q=mover@').set(auth(ctx()))).body[0];
    const { id: _id, fecha: _f, hora: _h, created_at: _c, updated_at: _u, ...body } = r;

    const taken = await ctx().api.put(`/api/admin/registros/${id}`).set(auth(ctx())).send({ ...body, fecha_asesoria: colombiaToUtc(fecha, '09:00').toISOString() });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(BOOKING_MESSAGES.slotTaken);

    // with a "+hh:mm" offset: 14:00-05:00 is the 14:00 slot
    const moved = await ctx().api.put(`/api/admin/registros/${id}`).set(auth(ctx())).send({ ...body, fecha_asesoria: `${fecha}T14:00:00-05:00` });
    expect(moved.status).toBe(200);
    expect(moved.body.registro).toMatchObject({ fecha, hora: '14:00' });
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).toEqual(['09:00', '14:00']);
    const again = await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: fecha, horaAsesoria: '08:00' }));
    expect(again.status).toBe(201);
  });

  it('deletes a booking and frees its slot; 404 unknown, 400 non-numeric', async () => {
    const fecha = dayFromToday(17);
    const id = await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '20:00' });
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).toEqual(['20:00']);
    const del = await ctx().api.delete(`/api/admin/registros/${id}`).set(auth(ctx()));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Registro eliminado exitosamente.' });
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).toEqual([]);
    expect((await ctx().api.post('/api/registros').send(visitor({ fechaAsesoria: fecha, horaAsesoria: '20:00' }))).status).toBe(201);
    expect((await ctx().api.delete(`/api/admin/registros/${id}`).set(auth(ctx()))).status).toBe(404);
    expect((await ctx().api.delete('/api/admin/registros/abc').set(auth(ctx()))).status).toBe(400);
  });

  it('shows the empty agenda as an empty list', async () => {
    const res = await ctx().api.get('/api/admin/registros?scope=upcoming&q=zzzz').set(auth(ctx()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
