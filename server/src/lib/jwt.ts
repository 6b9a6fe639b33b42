import jwt from 'jsonwebtoken';

export type Role = 'admin' | 'user';

export interface TokenClaims {
  sub: string;
  role: Role;
}

/** HS256 only: the verifier refuses every other algorithm, including `none`. */
const ALGORITHM = 'HS256' as const;

export function signToken(secret: string, claims: TokenClaims, expiresIn: string): string {
  return jwt.sign({ role: claims.role }, secret, {
    algorithm: ALGORITHM,
    subject: claims.sub,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** The claims of a valid, unexpired token, or null. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    if (typeof payload !== 'object' || !payload.sub) return null;
    const role = (payload as { role?: unknown }).role;
    if (role !== 'admin' && role !== 'user') return null;
    return { sub: payload.sub, role };
  } catch {
    return null;
  }
}
