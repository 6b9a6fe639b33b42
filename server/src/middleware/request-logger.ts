import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../lib/logger.js';
import { redactRequestUrl } from '../lib/log-privacy.js';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

const VALID_ID = /^[\w-]{1,64}$/;

/**
 * Request ids and one log line per API request. Hand-written instead of pino-http because it sits
 * on every request of the home page's critical path: the child logger is only built when a
 * handler actually logs, and the completion line only when its level is enabled.
 */
export function requestLogger(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ reqId: id })),
    });
    if (!req.url.startsWith('/api/')) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger[level]({ reqId: id, method: req.method, url: redactRequestUrl(req.originalUrl), status, ms: Math.round(ms * 10) / 10 }, 'request completed');
    });
    next();
  };
}
