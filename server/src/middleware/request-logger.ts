import crypto from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from '../lib/logger.js';
import { redactRequestUrl } from '../lib/log-privacy.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id (on this app's request prototype: kept in `res.locals`). */
    readonly id: string;
    /** The app's logger bound to this request's id (built on first use). */
    readonly log: Logger;
    /** process.hrtime.bigint() when the request logger saw the request (API requests only). */
    readonly startedAt?: bigint;
    /** Writes the request's completion line (on this app's request prototype). */
    logCompletion?: (status: number) => void;
  }
  interface Locals {
    requestId: string;
    startedAt?: bigint;
    /** `req.log` once built. */
    requestLog?: Logger;
  }
}

/**
 * Every server response's end, told once per process by Node's own channel (published where the
 * response's 'finish' is emitted): a listener added to each response cost an `addListener` and an
 * `emit` per request on the home page's critical path (CPU profile, docs/performance.md).
 * A request of an app with a request logger carries `logCompletion` on its prototype; others
 * (another app in the same process, a test server) pass by.
 */
let finishSubscribed = false;
function subscribeToFinish(): void {
  if (finishSubscribed) return;
  finishSubscribed = true;
  subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as { request: IncomingMessage & Partial<Request>; response: { statusCode: number } };
    if (request.startedAt !== undefined) request.logCompletion?.(response.statusCode);
  });
}

const VALID_ID = /^[\w-]{1,64}$/;

/**
 * Request ids and one log line per API request, installed on `app` as its first middleware.
 * Hand-written instead of pino-http because it sits on every request of the home page's critical
 * path: the child logger is only built when a handler actually logs, the completion line only
 * when its level is enabled, and what it keeps per request goes into `res.locals`
 * (callgrind, docs/performance.md).
 */
export function useRequestLogger(app: Express, logger: Logger): void {
  // What the logger keeps per request lives in `res.locals`, behind getters on this app's request
  // prototype. A property added to the request itself after Express gave it this app's prototype
  // built a new hidden class on every request (V8 caches no transition for such a map): two of
  // them cost 60 000 instructions a request, 8 % of a cached public GET (callgrind,
  // docs/performance.md). `locals` is a dictionary object Express creates for each response, where
  // a new key is a plain hash insert. Symbol keys and accessors defined on each request were worse.
  Object.defineProperties(app.request, {
    id: {
      configurable: true,
      get(this: Request) {
        return this.res!.locals.requestId;
      },
    },
    startedAt: {
      configurable: true,
      get(this: Request) {
        return this.res!.locals.startedAt;
      },
    },
    log: {
      configurable: true,
      get(this: Request) {
        const locals = this.res!.locals;
        return (locals.requestLog ??= logger.child({ reqId: locals.requestId }));
      },
    },
  });

  Object.defineProperty(app.request, 'logCompletion', {
    configurable: true,
    value(this: Request, status: number) {
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const ms = Number(process.hrtime.bigint() - this.startedAt!) / 1e6;
      logger[level](
        { reqId: this.id, method: this.method, url: redactRequestUrl(this.originalUrl), status, ms: Math.round(ms * 10) / 10 },
        'request completed',
      );
    },
  });
  subscribeToFinish();

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    if (!req.url.startsWith('/api/')) return next();
    // The completion line is written when Node publishes the response's end (subscribeToFinish).
    res.locals.startedAt = process.hrtime.bigint();
    next();
  });
}
