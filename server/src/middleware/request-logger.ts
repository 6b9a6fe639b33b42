import crypto from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from '../lib/logger.js';
import { redactRequestUrl } from '../lib/log-privacy.js';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    /** The app's logger bound to this request's id (built on first use). */
    readonly log: Logger;
    /** process.hrtime.bigint() when the request logger saw the request (API requests only). */
    startedAt?: bigint;
    /** `log` once built. */
    requestLog?: Logger;
  }
}

const VALID_ID = /^[\w-]{1,64}$/;

/**
 * Request ids and one log line per API request, installed on `app` as its first middleware.
 * Hand-written instead of pino-http because it sits on every request of the home page's critical
 * path: the child logger is only built when a handler actually logs, the completion line only
 * when its level is enabled, and a request gets two plain properties (its id and start time),
 * nothing else (CPU profile, docs/performance.md).
 */
export function useRequestLogger(app: Express, logger: Logger): void {
  // `req.log` is one getter on this app's request prototype: an accessor defined on each request
  // gave every request object its own hidden class, and symbol-keyed fields cost a slow store each.
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request) {
      return (this.requestLog ??= logger.child({ reqId: this.id }));
    },
  });

  function completed(this: Response) {
    const req = this.req;
    const status = this.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const ms = Number(process.hrtime.bigint() - req.startedAt!) / 1e6;
    logger[level](
      { reqId: req.id, method: req.method, url: redactRequestUrl(req.originalUrl), status, ms: Math.round(ms * 10) / 10 },
      'request completed',
    );
  }

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (!req.url.startsWith('/api/')) return next();
    req.startedAt = process.hrtime.bigint();
    // 'finish' comes once per response: `on` with one shared listener, not a closure per request.
    res.on('finish', completed);
    next();
  });
}
