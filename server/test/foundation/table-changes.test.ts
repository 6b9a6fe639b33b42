import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDb } from '../helpers/test-app.js';
import { onTablesChanged } from '../../src/db/database.js';
import { writtenTables } from '../../src/db/table-changes.js';
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
  expect(writtenTables('insert into "registros" ("a") values (?)')).toEqual(['registros']);
  expect(writtenTables('insert ignore into `booking_reminders` select 1')).toEqual(['booking_reminders']);
  expect(writtenTables('update `testimonials` set `orden` = ?')).toEqual(['testimonials']);
  expect(writtenTables(' DELETE FROM bloqueos WHERE id = ?')).toEqual(['bloqueos']);
  expect(writtenTables('select * from "registros"')).toEqual([]);
  expect(writtenTables('select * from "productos" where id = ? for update')).toEqual([]);
  expect(writtenTables('savepoint write_batch_item')).toEqual([]);
  // a comment first, or a common table expression, still names the table written
  expect(writtenTables('/* limpieza */ delete from "testimonials" where id = ?')).toEqual(['testimonials']);
  expect(writtenTables('-- orden\nupdate "inicio_slides" set orden = 1')).toEqual(['inicio_slides']);
  expect(
    writtenTables('with viejos as (select id from "slider_images") delete from "slider_images" where id in (select id from viejos)'),
  ).toEqual(['slider_images']);
  expect(writtenTables('WITH x AS (SELECT 1) SELECT * FROM x')).toEqual([]);
});
