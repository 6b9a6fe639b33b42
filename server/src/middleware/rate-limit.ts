import { rateLimit, type Store, type Options, type IncrementResponse } from 'express-rate-limit';
import type { Request } from 'express';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import { type DB, isUniqueViolation } from '../db/database.js';
import { fromDbDateTime, toDbDateTime } from '../lib/time.js';

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

  async increment(key: string): Promise<IncrementResponse> {
    const k = this.prefix + key;
    for (let attempt = 0; attempt < 5; attempt++) {
      const now = toDbDateTime(new Date());
      const updated = await this.db
        .updateTable('rate_limits')
        .set((eb) => ({ hits: eb('hits', '+', 1) }))
        .where('limit_key', '=', k)
        .where('reset_at', '>', now)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) {
        const row = await this.db.selectFrom('rate_limits').selectAll().where('limit_key', '=', k).executeTakeFirst();
        if (row) return { totalHits: row.hits, resetTime: fromDbDateTime(row.reset_at) ?? undefined };
        continue;
      }
      const resetTime = new Date(Date.now() + this.windowMs);
      try {
        await this.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('rate_limits').where('limit_key', '=', k).where('reset_at', '<=', now).execute();
          await trx.insertInto('rate_limits').values({ limit_key: k, hits: 1, reset_at: toDbDateTime(resetTime) }).execute();
        });
        return { totalHits: 1, resetTime };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // another request created the window first: count against it
      }
    }
    return { totalHits: Number.MAX_SAFE_INTEGER, resetTime: new Date(Date.now() + this.windowMs) };
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
