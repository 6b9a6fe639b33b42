import { expect, it } from 'vitest';
import { closeDatabase, createDatabase } from '../../db/database.js';
import { describeEachDb } from '../../../test/helpers/test-app.js';
import { postBooking } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';

describeEachDb(
  'availability cache of GET /api/horarios-ocupados',
  (ctx) => {
    const fecha = colombiaDatePlus(70);
    const occupied = async () => (await ctx().api.get(`/api/horarios-ocupados?fecha=${fecha}`)).body as string[];

    it("shows this instance's own booking at once (the write drops the cached day)", async () => {
      expect(await occupied()).toEqual([]);
      const res = await postBooking(ctx(), { email: 'cache1@correo.test', fechaAsesoria: fecha, horaAsesoria: '08:00' });
      expect(res.status).toBe(201);
      expect(await occupied()).toEqual(['08:00']);
    });

    it('shows a booking written by any code path of this process at once (the table watch, not the route, drops the day)', async () => {
      // straight to the table: the Colombia slot and its UTC time (5 hours ahead)
      const moveTo = (hora: string, utc: string) =>
        ctx()
          .db.updateTable('registros')
          .set({ slot_key: `${fecha}T${hora}`, fecha_asesoria: `${fecha} ${utc}:00` })
          .where('email', '=', 'cache1@correo.test')
          .execute();
      await occupied();
      await moveTo('09:00', '14:00');
      expect(await occupied()).toEqual(['09:00']);
      await moveTo('08:00', '13:00');
      expect(await occupied()).toEqual(['08:00']);
    });

    it('shows a block created by the admin at once', async () => {
      const res = await ctx()
        .api.post('/api/admin/bloqueos')
        .set('Authorization', `Bearer ${ctx().adminToken()}`)
        .send({ fecha, hora_inicio: '14:00', hora_fin: '16:00', motivo: null });
      expect(res.status).toBe(201);
      expect(await occupied()).toEqual(['08:00', '14:00', '15:00']);
    });

    it('may show a slot taken through another instance as free for a moment, but the booking itself is still refused', async () => {
      // Another instance takes 10:00: its own connection, whose writes this process's cache does not see.
      const { config } = ctx();
      const other = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
      try {
        await other
          .updateTable('registros')
          .set({ slot_key: `${fecha}T10:00`, fecha_asesoria: `${fecha} 15:00:00` })
          .where('email', '=', 'cache1@correo.test')
          .execute();
      } finally {
        await closeDatabase(other);
      }
      expect(await occupied()).not.toContain('10:00'); // cached for AVAILABILITY_CACHE_MS
      const res = await postBooking(ctx(), { email: 'cache2@correo.test', fechaAsesoria: fecha, horaAsesoria: '10:00' });
      expect(res.status).toBe(409);
      expect(await occupied()).toContain('10:00');
    });
  },
  { env: { AVAILABILITY_CACHE_MS: '60000' } },
);
