import type { NextFunction, Request, Response } from 'express';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import { AppError } from '../lib/errors.js';
import { type Role, verifyToken } from '../lib/jwt.js';
import type { SessionCheck } from '../lib/session-check.js';

declare module 'express-serve-static-core' {
  interface Request {
    auth?: { id: number; role: Role };
  }
}

/** The signed-in admin of a request behind the /api/admin guard, for the activity log. */
export const actorOf = (req: Request): { adminId: number; ip: string | null } => ({ adminId: req.auth!.id, ip: req.ip ?? null });

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/**
 * 401 without or with an invalid/expired token, or one issued before the account's password was
 * reset; 403 when the token belongs to another role.
 */
export function requireRole(secret: string, role: Role, session: SessionCheck) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearer(req);
    if (!token) return next(new AppError(401, GENERIC_MESSAGES.unauthorized));
    const claims = verifyToken(secret, token);
    const id = claims ? Number(claims.sub) : NaN;
    if (!claims || !Number.isInteger(id) || id <= 0) return next(new AppError(401, GENERIC_MESSAGES.invalidToken));
    if (claims.role !== role) return next(new AppError(403, GENERIC_MESSAGES.forbidden));
    const current = await session.currentVersion(id);
    const revoked = current === undefined ? session.missing === 'refuse' : current !== claims.sessionVersion;
    if (revoked) return next(new AppError(401, GENERIC_MESSAGES.invalidToken));
    req.auth = { id, role };
    next();
  };
}
