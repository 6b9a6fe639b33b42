import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import { sql } from 'kysely';
import { type DB, dialectOf, isDeadlock, isUniqueViolation } from './database.js';
import { precompile } from './precompiled.js';
import { fromDbDateTime, toDbDateTime } from '../lib/time.js';
import type { Clock } from '../lib/clock.js';

// SQLite: one statement is atomic and RETURNING gives this request's own count. Precompiled
// (db/precompiled.ts): it runs on every limited request.
const sqliteUpsert = precompile((db, p: { key: string; now: string; reset: string }) =>
  sql<{ hits: number; reset_at: string }>`insert into rate_limits (limit_key, hits, reset_at) values (${p.key}, 1, ${p.reset})
    on conflict (limit_key) do update set
      hits = case when reset_at <= ${p.now} then 1 else hits + 1 end,
      reset_at = case when reset_at <= ${p.now} then ${p.reset} else reset_at end
    returning hits, reset_at`.compile(db),
);

/**
 * The one rate-limit counter of the app (ADR 009): an express-rate-limit store kept in the
 * rate_limits table, so every app instance behind a load balancer counts the same hits and a
 * restart forgets nothing. The limiters of middleware/rate-limit.ts use it through
 * express-rate-limit; the admin login's per-username lockout (admin-auth.service.ts) uses it
 * directly, with `get` and `set` for its growing lock.
 */
export class DatabaseStore implements Store {
  prefix: string;

  constructor(
    private readonly db: DB,
    name: string,
    /** The app's clock (AppDeps.clock): windows open and end in its time. */
    private readonly clock: Clock,
    public windowMs = 60_000,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /**
   * One atomic upsert (a new window, or one more hit in the current one), so concurrent requests
   * neither lose counts nor deadlock; a deadlock victim on MySQL is simply retried.
   */
  async increment(key: string): Promise<IncrementResponse> {
    const k = this.prefix + key;
    for (let attempt = 0; ; attempt++) {
      const at = this.clock();
      const now = toDbDateTime(at);
      const reset = toDbDateTime(new Date(at.getTime() + this.windowMs));
      try {
        const row =
          dialectOf(this.db) === 'mysql'
            ? // Upsert and read back in one transaction: the row lock makes the count we read our own.
              await this.db.transaction().execute(async (trx) => {
                await sql`insert into rate_limits (limit_key, hits, reset_at) values (${k}, 1, ${reset})
                  on duplicate key update
                    hits = if(reset_at <= ${now}, 1, hits + 1),
                    reset_at = if(reset_at <= ${now}, ${reset}, reset_at)`.execute(trx);
                return trx.selectFrom('rate_limits').select(['hits', 'reset_at']).where('limit_key', '=', k).executeTakeFirst();
              })
            : (await sqliteUpsert(this.db, { key: k, now, reset })).rows[0];
        const resetAt = fromDbDateTime(row?.reset_at);
        // express-rate-limit measures the window's end against the process's time (Date.now(): its
        // reset headers, its decision to decrement a skipped request), so the end is handed over as
        // "this long from now" in that time.
        const resetTime = resetAt ? new Date(Date.now() + (resetAt.getTime() - at.getTime())) : undefined;
        return { totalHits: row?.hits ?? 1, resetTime };
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt < 5 && (isDeadlock(err) || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY')) continue;
        throw err;
      }
    }
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('limit_key', '=', this.prefix + key)
      .where('hits', '>', 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db
      .deleteFrom('rate_limits')
      .where('limit_key', '=', this.prefix + key)
      .execute();
  }

  /** The counter of `key` while its window is open (express-rate-limit's optional `get`). */
  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('limit_key', '=', this.prefix + key)
      .executeTakeFirst();
    return row ? { totalHits: Number(row.hits), resetTime: fromDbDateTime(row.reset_at) ?? undefined } : undefined;
  }

  /** Creates or replaces the counter of `key` with the given hits and window end. */
  async set(key: string, hits: number, resetTime: Date): Promise<void> {
    const k = this.prefix + key;
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('rate_limits').where('limit_key', '=', k).execute();
        await trx
          .insertInto('rate_limits')
          .values({ limit_key: k, hits, reset_at: toDbDateTime(resetTime) })
          .execute();
      });
    } catch (err) {
      // a concurrent request wrote the same row first: its value is as good as ours
      if (!isUniqueViolation(err)) throw err;
    }
  }
}

// ---- retention ---------------------------------------------------------------------------------

/**
 * Deletes up to `limit` rate-limit rows whose window ended before `now`, except rows whose key
 * starts with `keep.prefix`, which go `keep.ms` later (the admin lockout remembers an ended lock
 * to double the next one). SQLite has no DELETE … LIMIT: a batch is chosen by key first.
 */
export async function deleteExpiredRateLimits(db: DB, now: Date, keep: { prefix: string; ms: number }, limit: number): Promise<number> {
  const n = toDbDateTime(now);
  const kept = toDbDateTime(new Date(now.getTime() - keep.ms));
  const isKept = sql<boolean>`substr(limit_key, 1, ${keep.prefix.length}) = ${keep.prefix}`;
  const keys = await db
    .selectFrom('rate_limits')
    .select('limit_key')
    .where((eb) => eb.or([eb.and([eb('reset_at', '<', n), eb.not(isKept)]), eb.and([eb('reset_at', '<', kept), isKept])]))
    .limit(limit)
    .execute();
  if (!keys.length) return 0;
  const res = await db
    .deleteFrom('rate_limits')
    .where(
      'limit_key',
      'in',
      keys.map((k) => k.limit_key),
    )
    // a hit since the read opened a new window: the row lives on
    .where('reset_at', '<', n)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
