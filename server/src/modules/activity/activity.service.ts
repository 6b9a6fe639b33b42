import type { ActivityPage, ActivityQuery } from '@app/shared/activity';
import { colombiaToUtc } from '@app/shared/colombia-time';
import type { AppDeps } from '../../app-deps.js';
import * as repo from './activity.repo.js';

const nextDay = (fecha: string) => {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export type ActivityService = ReturnType<typeof createActivityService>;

/** The Actividad screen's reads: the log is written by each action with repo.recordActivity. */
export function createActivityService({ db }: Pick<AppDeps, 'db'>) {
  return {
    async list(q: ActivityQuery): Promise<ActivityPage> {
      // desde/hasta are Colombia calendar days, both included.
      const rows = await repo.listActivity(db, {
        action: q.accion,
        adminId: q.admin,
        from: q.desde ? colombiaToUtc(q.desde, '00:00') : undefined,
        before: q.hasta ? colombiaToUtc(nextDay(q.hasta), '00:00') : undefined,
        beforeId: q.cursor,
        limit: q.limit + 1,
      });
      const more = rows.length > q.limit;
      const items = more ? rows.slice(0, q.limit) : rows;
      return { items, nextCursor: more ? items[items.length - 1]!.id : null, admins: await repo.listAdminNames(db) };
    },
  };
}
