import { expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@app/shared/booking';
import { colombiaToUtc, colombiaToday } from '@app/shared/colombia-time';
import { rawBody } from '../../../test/helpers/raw-body.js';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import { bookVerified, insertVerifiedBooking, postBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';

const auth = (ctx: TestContext) => ({ Authorization: `Bearer ${ctx.adminToken()}` });

describeEachDb('admin: agenda', (ctx) => {
  it('lists verified bookings only, upcoming soonest first by default', async () => {
    const late = await bookVerified(ctx(), { fechaAsesoria: colombiaDatePlus(12), horaAsesoria: '19:00', nombre: 'Zoe' });
    const soon = await bookVerified(ctx(), { fechaAsesoria: colombiaDatePlus(11), horaAsesoria: '08:00', nombre: 'Bruno' });
    await postBooking(ctx(), { fechaAsesoria: colombiaDatePlus(11), horaAsesoria: '09:00', nombre: 'Pendiente' });
    const past1 = await insertVerifiedBooking(ctx(), colombiaDatePlus(-10), '10:00');
    const past2 = await insertVerifiedBooking(ctx(), colombiaDatePlus(-2), '10:00');

    const res = await ctx().api.get('/api/admin/registros').set(auth(ctx()));
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([soon, late]);
    const r = res.body[0];
    expect(r).toMatchObject({
      id: soon,
      nombre: 'Bruno',
      apellidos: 'Pérez Gómez',
      telefono: '+573001234567', // stored in E.164 (shared/fields.ts)
      fecha: colombiaDatePlus(11),
      hora: '08:00',
      fecha_asesoria: colombiaToUtc(colombiaDatePlus(11), '08:00').toISOString(),
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
    const id = await insertVerifiedBooking(ctx(), colombiaDatePlus(13), '12:00', {
      nombre: 'Ángela',
      apellidos: 'Muñoz',
      email: 'angela.m@correo.test',
      telefono: '573115550000',
    });
    for (const q of ['angela', 'MUÑOZ', 'munoz', 'ANGELA.M@', '5550000', 'ángela muñoz']) {
      const res = await ctx()
        .api.get(`/api/admin/registros?q=${encodeURIComponent(q)}`)
        .set(auth(ctx()));
      expect(
        res.body.map((x: { id: number }) => x.id),
        q,
      ).toEqual([id]);
    }
    const none = await ctx().api.get('/api/admin/registros?q=nadie-se-llama-asi').set(auth(ctx()));
    expect(none.body).toEqual([]);
  });

  it('exports the agenda as CSV for Excel: BOM, Spanish headers, accents, formulas neutralised', async () => {
    await insertVerifiedBooking(ctx(), colombiaDatePlus(14), '14:00', {
      sufre_de: ['diabetes'],
      objetivos: ['energia'],
      nombre: 'José',
      apellidos: 'Álvarez "Pepe"',
      ocupacion: '=HYPERLINK("http://malo.test")',
      sufre_de_otros: '@SUM(1;2)',
      objetivo_otros: 'línea 1\nlínea 2',
      email: 'jose.csv@correo.test',
    });
    const res = await ctx().api.get('/api/admin/registros/export.csv?q=jose.csv').set(auth(ctx())).buffer(true).parse(rawBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="agenda-${colombiaToday()}.csv"`);
    const buf = res.body as Buffer;
    expect([...buf.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = buf.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toContain('"Fecha";"Hora (Colombia)";"Nombre";"Apellidos";"Correo electrónico";"Teléfono"');
    expect(text).toContain(`"${colombiaDatePlus(14)}";"14:00";"José";"Álvarez ""Pepe""";"jose.csv@correo.test"`);
    expect(text).toContain(`"'=HYPERLINK(""http://malo.test"")"`);
    expect(text).toContain(`"'@SUM(1;2)"`);
    expect(text).toContain('"línea 1\nlínea 2"');
    expect(text).toContain('"Diabetes"');
    expect(text).toContain('"Más energía"');
    expect(text).not.toMatch(/;"=|;"\+|;"-|;"@/);
  });

  it('edits a booking with the §5 rules', async () => {
    const id = await insertVerifiedBooking(ctx(), colombiaDatePlus(15), '10:00', { email: 'edit@correo.test' });
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
      objetivos: ['energia'],
      recomendado_por: '',
      id_patrocinador: 'ABC-1',
      fecha_asesoria: r.fecha_asesoria,
      politica_privacidad: true,
      verified: true,
    };
    const res = await ctx().api.put(`/api/admin/registros/${id}`).set(auth(ctx())).send(body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Registro actualizado exitosamente.');
    expect(res.body.registro).toMatchObject({
      id,
      nombre: 'Pedro Pablo',
      pais: 'Perú',
      edad: 51,
      peso_actual: 79.25,
      estatura: 176,
      sufre_de: ['diabetes', 'Insomnio'],
      objetivos: ['energia'],
      recomendado_por: null,
      id_patrocinador: 'ABC-1',
      fecha: colombiaDatePlus(15),
      hora: '10:00',
    });

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
      // spec §5 Registro edit: both lists are required
      ['sufre_de', []],
      ['objetivos', []],
      ['objetivos', undefined],
    ];
    for (const [field, value] of bad) {
      const res2 = await ctx()
        .api.put(`/api/admin/registros/${id}`)
        .set(auth(ctx()))
        .send({ ...body, [field]: value });
      expect(res2.status, field).toBe(400);
      expect(res2.body.errors.map((e: { path: string }) => e.path.split('.')[0])).toContain(field);
    }
    // visitors' records may keep noDefinido
    expect(
      (
        await ctx()
          .api.put(`/api/admin/registros/${id}`)
          .set(auth(ctx()))
          .send({ ...body, sexo: 'noDefinido' })
      ).status,
    ).toBe(200);
    // not one of the §9 slots in Colombia time
    for (const hora of ['13:00', '10:30']) {
      const off = await ctx()
        .api.put(`/api/admin/registros/${id}`)
        .set(auth(ctx()))
        .send({ ...body, fecha_asesoria: colombiaToUtc(colombiaDatePlus(15), hora).toISOString() });
      expect(off.status).toBe(400);
      expect(off.body.error).toBe(BOOKING_MESSAGES.registroSlotInvalid);
    }
    expect((await ctx().api.put('/api/admin/registros/999999').set(auth(ctx())).send(body)).status).toBe(404);
    expect((await ctx().api.put('/api/admin/registros/x1').set(auth(ctx())).send(body)).status).toBe(404);
  });

  it('moves a booking to a free slot (freeing the old one) and refuses a taken slot with 409', async () => {
    const fecha = colombiaDatePlus(16);
    const id = await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '08:00', email: 'mover@correo.test' });
    await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '09:00' });
    const r = (await ctx().api.get('/api/admin/registros?q=mover@').set(auth(ctx()))).body[0];
    const { id: _id, fecha: _f, hora: _h, created_at: _c, updated_at: _u, ...body } = r;

    const taken = await ctx()
      .api.put(`/api/admin/registros/${id}`)
      .set(auth(ctx()))
      .send({ ...body, fecha_asesoria: colombiaToUtc(fecha, '09:00').toISOString() });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(BOOKING_MESSAGES.slotTaken);

    // with a "+hh:mm" offset: 14:00-05:00 is the 14:00 slot
    const moved = await ctx()
      .api.put(`/api/admin/registros/${id}`)
      .set(auth(ctx()))
      .send({ ...body, fecha_asesoria: `${fecha}T14:00:00-05:00` });
    expect(moved.status).toBe(200);
    expect(moved.body.registro).toMatchObject({ fecha, hora: '14:00' });
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).toEqual(['09:00', '14:00']);
    const again = await postBooking(ctx(), { fechaAsesoria: fecha, horaAsesoria: '08:00' });
    expect(again.status).toBe(201);
  });

  it('deletes a booking and frees its slot; 404 unknown, 400 non-numeric', async () => {
    const fecha = colombiaDatePlus(17);
    const id = await bookVerified(ctx(), { fechaAsesoria: fecha, horaAsesoria: '20:00' });
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).toEqual(['20:00']);
    const del = await ctx().api.delete(`/api/admin/registros/${id}`).set(auth(ctx()));
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Registro eliminado exitosamente.' });
    expect((await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body).toEqual([]);
    expect((await postBooking(ctx(), { fechaAsesoria: fecha, horaAsesoria: '20:00' })).status).toBe(201);
    expect((await ctx().api.delete(`/api/admin/registros/${id}`).set(auth(ctx()))).status).toBe(404);
    expect((await ctx().api.delete('/api/admin/registros/abc').set(auth(ctx()))).status).toBe(404);
  });

  it('shows the empty agenda as an empty list', async () => {
    const res = await ctx().api.get('/api/admin/registros?scope=upcoming&q=zzzz').set(auth(ctx()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
