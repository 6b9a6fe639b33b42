import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_ESTADOS, type BookingEstado } from '@app/shared/booking';
import { colombiaToUtc } from '@app/shared/colombia-time';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app.js';
import { bookingDetails } from '../../../test/helpers/booking.js';
import { colombiaDatePlus } from '../../../test/helpers/dates.js';
import { foldForSearch } from '../../lib/search-text.js';
import { toDbDateTime } from '../../lib/time.js';
import { deleteBooking } from './booking.repo.js';
import { anonymiseBooking } from './booking-anonymise.repo.js';
import { detailColumns } from './booking.rows.js';
import {
  countAgendaIndex,
  listAgendaKeys,
  searchAgendaIndex,
  searchesByIndex,
  type AgendaFilter,
  type AgendaKey,
} from './booking-lists.repo.js';

const NAMES = ['José Muñoz', 'Ana "Nena" Pérez', 'Lucía Álvarez', 'Martín Peña', 'Sofía Rincón Muñoz', 'Ana Ortiz'];
const ESTADOS: BookingEstado[] = ['confirmada', 'pendiente', 'cancelada', 'asistio', 'no_asistio'];

/**
 * The trigram index must find exactly what the substring scan finds, in the same order, whatever
 * the writes did to a booking (insert, move, state change, anonymise, delete): the scan
 * (listAgendaKeys) is the reference.
 */
describe('agenda search through the SQLite trigram index', () => {
  let ctx: TestContext;
  const now = new Date();
  const startOfToday = colombiaToUtc(colombiaDatePlus(0), '00:00');

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    const rows = [];
    for (let i = 0; i < 240; i++) {
      const [nombre, ...rest] = NAMES[i % NAMES.length]!.split(' ');
      const estado = ESTADOS[i % ESTADOS.length]!;
      const verified = estado === 'confirmada' || estado === 'asistio' || estado === 'no_asistio';
      const fecha = colombiaDatePlus(-60 + Math.floor(i / 2));
      rows.push({
        ...detailColumns(
          bookingDetails({
            nombre: nombre!,
            apellidos: rest.join(' '),
            email: `persona${i}@correo.test`,
            telefono: `300${String(i).padStart(7, '0')}`,
          }),
        ),
        fecha_asesoria: toDbDateTime(colombiaToUtc(fecha, i % 2 ? '09:00' : '15:00')),
        slot_key: null,
        hold_expires_at: null,
        politica_privacidad: 1,
        verified: verified ? 1 : 0,
        verified_at: verified ? toDbDateTime(now) : null,
        estado,
        created_at: toDbDateTime(now),
        updated_at: toDbDateTime(now),
      });
    }
    await ctx.db.insertInto('registros').values(rows).execute();
    const ids = (await ctx.db.selectFrom('registros').select('id').orderBy('id').execute()).map((r) => r.id);
    // Moves, state changes, an anonymisation and deletions after the insert: the triggers follow.
    for (const id of ids.slice(0, 12)) {
      await ctx.db
        .updateTable('registros')
        .set({ fecha_asesoria: toDbDateTime(colombiaToUtc(colombiaDatePlus(90), '10:00')) })
        .where('id', '=', id)
        .execute();
    }
    await ctx.db.updateTable('registros').set({ estado: 'cancelada', verified: 0 }).where('id', 'in', ids.slice(20, 30)).execute();
    await anonymiseBooking(ctx.db, ids[40]!, now);
    for (const id of ids.slice(50, 55)) await deleteBooking(ctx.db, id);
  });
  afterAll(() => ctx.close());

  const filters: AgendaFilter[] = [
    {},
    { from: startOfToday },
    { before: startOfToday },
    ...BOOKING_ESTADOS.map((estado) => ({ estado })),
    { from: startOfToday, estado: 'cancelada' as const },
  ];
  const needles = ['munoz', 'ana', '"nena"', 'persona1', 'ona2', '@correo', 'correo.test', '300000004', 'anonim', 'lucia alvarez', 'zzz'];

  it('finds what the scan finds, in the same order, with the same total', async () => {
    let compared = 0;
    for (const base of filters) {
      for (const q of needles) {
        const f = { ...base, needle: foldForSearch(q) };
        expect(searchesByIndex(ctx.db, f)).toBe(true);
        const expected = (await listAgendaKeys(ctx.db, f)).map((k) => k.id);
        expect(await searchAgendaIndex(ctx.db, f, {}), `${q} ${JSON.stringify(base)}`).toEqual(expected);
        expect(await countAgendaIndex(ctx.db, f)).toBe(expected.length);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('pages through the same list with the keyset', async () => {
    for (const base of [{}, { before: startOfToday }, { from: startOfToday }]) {
      const f = { ...base, needle: 'munoz' };
      const expected = (await listAgendaKeys(ctx.db, f)).map((k) => k.id);
      const seen: number[] = [];
      let after: AgendaKey | undefined;
      for (let i = 0; i < 50; i++) {
        const page = await searchAgendaIndex(ctx.db, f, { after, limit: 7 });
        seen.push(...page);
        if (page.length < 7) break;
        const last = await ctx.db
          .selectFrom('registros')
          .select(['id', 'fecha_asesoria'])
          .where('id', '=', page[6]!)
          .executeTakeFirstOrThrow();
        after = { id: last.id, fecha: new Date(`${last.fecha_asesoria.replace(' ', 'T')}Z`) };
      }
      expect(seen).toEqual(expected);
      expect(expected.length).toBeGreaterThan(14);
    }
  });

  it('leaves short needles to the scan, and keeps no entry for a deleted booking', async () => {
    expect(searchesByIndex(ctx.db, { needle: 'an' })).toBe(false);
    const { rows } = await sql<{ n: number }>`select count(*) as n from registros_busqueda`.execute(ctx.db);
    const bookings = await ctx.db
      .selectFrom('registros')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows[0]!.n)).toBe(Number(bookings.n));
  });
});
