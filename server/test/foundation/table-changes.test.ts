import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDb } from '../helpers/test-app.js';
import { onTablesChanged } from '../../src/db/database.js';
import { writtenTable } from '../../src/db/table-changes.js';
import { nowDb } from '../../src/lib/time.js';

describeEachDb('committed writes tell the tables they changed', (ctx) => {
  const record = () => {
    const told: string[][] = [];
    const stop = onTablesChanged(ctx().db, (tables) => told.push([...tables].sort()));
    return { told, stop };
  };

  it('tells a write outside a transaction once it has run, built or raw', async () => {
    const { told, stop } = record();
    await ctx().db.updateTable('site_settings').set({ updated_at: nowDb() }).execute();
    await sql`delete from slider_images where slot = 99`.execute(ctx().db);
    await ctx().db.selectFrom('testimonials').selectAll().execute();
    stop();
    expect(told).toEqual([['site_settings'], ['slider_images']]);
  });

  it('tells a transaction’s tables only after its commit, and nothing of a rollback', async () => {
    const { told, stop } = record();
    await ctx()
      .db.transaction()
      .execute(async (trx) => {
        await trx.updateTable('site_settings').set({ updated_at: nowDb() }).execute();
        await trx.updateTable('inicio_slides').set({ updated_at: nowDb() }).execute();
        expect(told).toEqual([]);
      });
    expect(told).toEqual([['inicio_slides', 'site_settings']]);
    await expect(
      ctx()
        .db.transaction()
        .execute(async (trx) => {
          await trx.updateTable('testimonials').set({ updated_at: nowDb() }).execute();
          throw new Error('revertida');
        }),
    ).rejects.toThrow('revertida');
    stop();
    expect(told).toEqual([['inicio_slides', 'site_settings']]);
  });
});

it('reads the written table from the SQL of both dialects', () => {
  expect(writtenTable('insert into "registros" ("a") values (?)')).toBe('registros');
  expect(writtenTable('insert ignore into `booking_reminders` select 1')).toBe('booking_reminders');
  expect(writtenTable('update `testimonials` set `orden` = ?')).toBe('testimonials');
  expect(writtenTable(' DELETE FROM bloqueos WHERE id = ?')).toBe('bloqueos');
  expect(writtenTable('select * from "registros"')).toBeUndefined();
  expect(writtenTable('savepoint write_batch_item')).toBeUndefined();
});
