import { expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { personalDataOwnersOf, SERVER_MODULES } from '../../modules.js';
import { personalDataLog } from '../../../test/helpers/traces.js';
import { describeEachDb, type TestContext } from '../../../test/helpers/test-app.js';
import type { PersonalDataOwner } from './personal-data-owner.js';
import { createPersonalDataService } from './personal-data.service.js';
import { createRetentionService } from './retention.service.js';

const personalDataOwners = personalDataOwnersOf(SERVER_MODULES);

/**
 * The extension point the coming modules (shop orders, blog authors, enrolments, health logs) use:
 * an owner registered beside booking and users joins the export, the erasure and the retention
 * pass, without privacy knowing it. The owner here keeps its "orders" in a list, as a new module
 * would keep them in its table.
 */

interface Order {
  id: number;
  email: string;
}

function ordersOwner(orders: Order[], calls: { erasedIn: unknown[]; kept: number[] }): PersonalDataOwner {
  return {
    name: 'orders',
    async export(_db, email) {
      const mine = orders.filter((o) => o.email === email);
      return { sections: {}, consents: {}, found: mine.length > 0, seen: { pedidos: mine.map((o) => o.id) } };
    },
    async erase(trx, email) {
      calls.erasedIn.push(trx);
      const mine = orders.filter((o) => o.email === email);
      for (const o of mine) o.email = `anonimo-${o.id}`;
      return { summary: { orders: mine.length }, log: { pedidos: mine.map((o) => o.id) } };
    },
    retention: [
      {
        counter: 'ordersDeleted',
        batches: ({ now }) => ({
          select: async (limit) =>
            orders
              .filter((o) => o.id < now.getUTCFullYear())
              .slice(0, limit)
              .map((o) => o.id),
          apply: async (ids) => {
            calls.kept = orders.filter((o) => !ids.includes(o.id)).map((o) => o.id);
            orders.splice(0, orders.length, ...orders.filter((o) => !ids.includes(o.id)));
            return ids.length;
          },
        }),
      },
    ],
  };
}

const depsOf = (ctx: TestContext) => ({ config: ctx.config, db: ctx.db, outbox: ctx.runtime.outbox, clock: ctx.clock.now });

describeEachDb('personal-data owners', (ctx) => {
  it('a registered owner joins the team lookup, the erasure (inside its transaction) and the activity log', async () => {
    const email = `solo.pedidos.${Date.now().toString(36)}@correo.test`;
    const orders: Order[] = [
      { id: 7, email },
      { id: 8, email: 'otra@correo.test' },
    ];
    const calls = { erasedIn: [] as unknown[], kept: [] as number[] };
    const service = createPersonalDataService(depsOf(ctx()), [...personalDataOwners, ordersOwner(orders, calls)]);
    const actor = { adminId: 1, ip: null };

    // nothing under the e-mail but an order: found all the same
    const data = await service.lookup(email.toUpperCase(), actor);
    expect(data).toMatchObject({ email, cuenta: null, registros: [], consentimientos: [], correos: [] });

    expect(await service.anonymise(` ${email.toUpperCase()} `, actor)).toEqual({
      bookings: 0,
      cancelled: 0,
      accountDeleted: false,
      orders: 1,
    });
    expect(orders).toEqual([
      { id: 7, email: 'anonimo-7' },
      { id: 8, email: 'otra@correo.test' },
    ]);
    expect(calls.erasedIn).toHaveLength(1);
    expect(calls.erasedIn[0]).not.toBe(ctx().db);
    expect((await personalDataLog(ctx())).slice(-2)).toEqual([
      ['personal_data.exported', { registros: [], cuenta: false, pedidos: [7] }],
      ['personal_data.anonymised', { registros: [], cancelados: 0, cuenta: false, pedidos: [7] }],
    ]);
  });

  it("runs an owner's retention rules in the daily pass, with its own counter", async () => {
    const orders: Order[] = [
      { id: 1990, email: 'a@correo.test' },
      { id: 2990, email: 'b@correo.test' },
    ];
    const calls = { erasedIn: [] as unknown[], kept: [] as number[] };
    const retention = createRetentionService({ ...depsOf(ctx()), logger: createLogger('silent'), owners: [ordersOwner(orders, calls)] });
    ctx().clock.set(new Date('2026-06-01T12:00:00Z'));
    const pass = await retention.runPass();
    expect(pass).toMatchObject({ ran: true, ordersDeleted: 1 });
    // only the registered owners' counters: booking's rules are not in this list
    expect(pass).not.toHaveProperty('unconfirmedDeleted');
    expect(calls.kept).toEqual([2990]);
  });
});
