import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type Db } from './database.js';

/**
 * Colombia's calendar in SQL, for statistics grouped in the database (the dashboard, §17). Instants
 * are stored in UTC; Colombia is UTC−5 all year, so its wall clock is the stored value minus five
 * hours on both databases (the same arithmetic as shared/colombia-time.ts). Only these helpers
 * differ between SQLite and MariaDB.
 */

/** Colombia weekday 0 = lunes … 6 = domingo. */
export function weekday(db: Db, col: string): RawBuilder<number> {
  return dialectOf(db) === 'mysql'
    ? sql<number>`weekday(date_sub(${sql.ref(col)}, interval 5 hour))`
    : sql<number>`((cast(strftime('%w', ${sql.ref(col)}, '-5 hours') as integer) + 6) % 7)`;
}

export function hourOf(db: Db, col: string): RawBuilder<number> {
  return dialectOf(db) === 'mysql'
    ? sql<number>`hour(date_sub(${sql.ref(col)}, interval 5 hour))`
    : sql<number>`cast(strftime('%H', ${sql.ref(col)}, '-5 hours') as integer)`;
}

/** The Monday ('yyyy-MM-dd') of the Colombia week. */
export function weekStart(db: Db, col: string): RawBuilder<string> {
  return dialectOf(db) === 'mysql'
    ? sql<string>`date_format(date_sub(date_sub(${sql.ref(col)}, interval 5 hour), interval weekday(date_sub(${sql.ref(col)}, interval 5 hour)) day), '%Y-%m-%d')`
    : sql<string>`date(${sql.ref(col)}, '-5 hours', '-6 days', 'weekday 1')`;
}

/** How many rows of a group meet `cond` (SUM over no rows is NULL, and MariaDB answers it as DECIMAL text). */
export const countWhere = (cond: RawBuilder<unknown>) => sql<number>`sum(case when ${cond} then 1 else 0 end)`;
