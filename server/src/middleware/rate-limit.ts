import { rateLimit, type Store, type Options, type IncrementResponse } from 'express-rate-limit';
import type { Request } from 'express';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import { sql } from 'kysely';
import { type DB, dialectOf } from '../db/database.js';
import { precompile } from '../db/precompiled.js';
import { fromDbDateTime, toDbDateTime } from '../lib/time.js';

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
 * express-rate-limit store kept in the database, so every app instance behind a load balancer
 * counts the same hits (ARCHITECTURE §9).
 */
class DatabaseStore implements Store {
  windowMs = 60_000;
  prefix: string;

  constructor(
    private readonly db: DB,
    name: string,
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
      const now = toDbDateTime(new Date());
      const reset = toDbDateTime(new Date(Date.now() + this.windowMs));
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
        return { totalHits: row?.hits ?? 1, resetTime: fromDbDateTime(row?.reset_at) ?? undefined };
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt < 5 && (code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY')) continue;
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
    await this.db.deleteFrom('rate_limits').where('limit_key', '=', this.prefix + key).execute();
  }
}

export interface LimitOptions {
  name: string;
  windowMs: number;
  max: number;
  message?: string;
  keyGenerator?: (req: Request) => string;
  /** Count only answers with status >= 400 (e.g. failed logins). */
  skipSuccessfulRequests?: boolean;
}

/** A 429 limiter answering in the error shape with a Spanish message. */
export function createRateLimiter(db: DB, opts: LimitOptions) {
  const message = opts.message ?? GENERIC_MESSAGES.tooManyRequests;
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseStore(db, opts.name),
    // The store failing must not take the endpoint down with it.
    passOnStoreError: true,
    ...(opts.keyGenerator ? { keyGenerator: opts.keyGenerator } : {}),
    ...(opts.skipSuccessfulRequests ? { skipSuccessfulRequests: true } : {}),
    handler: (_req, res) => {
      res.status(429).json({ message, error: message });
    },
  });
}
