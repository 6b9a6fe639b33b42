import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeToken } from '../../src/db/change-token.js';
import { closeDatabase, createDatabase } from '../../src/db/database.js';
import { createTestContext, DIALECTS, type TestContext } from '../helpers/test-app.js';
import { insertVerifiedBooking } from '../helpers/booking.js';
import { colombiaDatePlus } from '../helpers/dates.js';

describe('change token: the agenda totals are never stale (SQLite)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(() => ctx.close());
  const total = async () =>
    (await ctx.api.get('/api/admin/registros?scope=upcoming&limit=5').set({ Authorization: `Bearer ${ctx.adminToken()}` })).headers[
      'x-total-count'
    ];

  it("moves with this connection's writes and with another connection's commits, not with reads", async () => {
    const t0 = await changeToken(ctx.db);
    await sql`select count(*) from registros`.execute(ctx.db);
    expect(await changeToken(ctx.db)).toBe(t0);
    await insertVerifiedBooking(ctx, colombiaDatePlus(3), '09:00');
    const t1 = await changeToken(ctx.db);
    expect(t1).not.toBe(t0);
    const other = createDatabase({ sqliteFile: ctx.config.sqliteFile });
    try {
      await sql`update registros set updated_at = '2000-01-01 00:00:00'`.execute(other);
    } finally {
      await closeDatabase(other);
    }
    expect(await changeToken(ctx.db)).not.toBe(t1);
  });

  it('counts again after a write by this server or by another process on the same file', async () => {
    const before = Number(await total());
    expect(await total()).toBe(String(before));
    await insertVerifiedBooking(ctx, colombiaDatePlus(4), '10:00');
    expect(await total()).toBe(String(before + 1));
    // another process (a script, a second server) writes the same file
    const other = createDatabase({ sqliteFile: ctx.config.sqliteFile });
    try {
      await sql`update registros set verified = 0, estado = 'cancelada' where id = (select max(id) from registros)`.execute(other);
    } finally {
      await closeDatabase(other);
    }
    expect(await total()).toBe(String(before));
  });
});

describe.runIf(DIALECTS.includes('mysql'))('change token on MySQL', () => {
  it('is null: several servers write, so totals are counted every time', async () => {
    const ctx = await createTestContext('mysql');
    try {
      expect(await changeToken(ctx.db)).toBeNull();
    } finally {
      await ctx.close();
    }
  });
});
