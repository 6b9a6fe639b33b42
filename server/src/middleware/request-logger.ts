import crypto from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from '../lib/logger.js';
import { redactRequestUrl } from '../lib/log-privacy.js';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    /** The app's logger bound to this request's id (built on first use). */
    readonly log: Logger;
  }
}

const VALID_ID = /^[\w-]{1,64}$/;
const ROOT_LOGGER = Symbol('rootLogger');
const CHILD_LOGGER = Symbol('childLogger');
const STARTED = Symbol('started');

interface LoggedRequest extends Request {
  [ROOT_LOGGER]?: Logger;
  [CHILD_LOGGER]?: Logger;
  [STARTED]?: bigint;
}

// `req.log` is one getter on Express's request prototype, not a property defined on each request:
// an accessor with a fresh closure per request gave every request object its own hidden class,
// which made the property reads of the whole middleware chain megamorphic (CPU profile,
// docs/performance.md).
Object.defineProperty(express.request, 'log', {
  configurable: true,
  get(this: LoggedRequest) {
    const root = this[ROOT_LOGGER];
    if (!root) return undefined;
    return (this[CHILD_LOGGER] ??= root.child({ reqId: this.id }));
  },
});

/**
 * Request ids and one log line per API request. Hand-written instead of pino-http because it sits
 * on every request of the home page's critical path: the child logger is only built when a
 * handler actually logs, the completion line only when its level is enabled, and nothing is
 * allocated per request beyond the id and the start time.
 */
export function requestLogger(logger: Logger) {
  function completed(this: Response) {
    const req = this.req as LoggedRequest;
    const status = this.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const ms = Number(process.hrtime.bigint() - req[STARTED]!) / 1e6;
    logger[level]({ reqId: req.id, method: req.method, url: redactRequestUrl(req.originalUrl), status, ms: Math.round(ms * 10) / 10 }, 'request completed');
  }

  return (req: LoggedRequest, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
    req.id = id;
    req[ROOT_LOGGER] = logger;
    res.setHeader('X-Request-Id', id);
    if (!req.url.startsWith('/api/')) return next();
    req[STARTED] = process.hrtime.bigint();
    // 'finish' comes once per response: `on` with one shared listener, not a closure per request.
    res.on('finish', completed);
    next();
  };
}
