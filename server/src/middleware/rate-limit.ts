import { rateLimit } from 'express-rate-limit';
import type { Request } from 'express';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import type { AppDeps } from '../app-deps.js';
import { DatabaseStore } from '../db/rate-limit-store.js';

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
export function createRateLimiter({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, opts: LimitOptions) {
  const message = opts.message ?? GENERIC_MESSAGES.tooManyRequests;
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseStore(db, opts.name, clock),
    // The store failing must not take the endpoint down with it.
    passOnStoreError: true,
    ...(opts.keyGenerator ? { keyGenerator: opts.keyGenerator } : {}),
    ...(opts.skipSuccessfulRequests ? { skipSuccessfulRequests: true } : {}),
    handler: (_req, res) => {
      res.status(429).json({ message, error: message });
    },
  });
}
