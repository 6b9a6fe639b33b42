import type { NextFunction, Request, Response } from 'express';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import { AppError } from '../lib/errors.js';
import { type Role, verifyToken } from '../lib/jwt.js';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: { id: number; role: Role };
  }
}

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/** 401 without or with an invalid/expired token; 403 when the token belongs to another role. */
export function requireRole(secret: string, role: Role) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const token = bearer(req);
    if (!token) return next(new AppError(401, GENERIC_MESSAGES.unauthorized));
    const claims = verifyToken(secret, token);
    const id = claims ? Number(claims.sub) : NaN;
    if (!claims || !Number.isInteger(id) || id <= 0) return next(new AppError(401, GENERIC_MESSAGES.invalidToken));
    if (claims.role !== role) return next(new AppError(403, GENERIC_MESSAGES.forbidden));
    req.auth = { id, role };
    next();
  };
}
