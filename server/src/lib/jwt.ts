import jwt from 'jsonwebtoken';

export type Role = 'admin' | 'user';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The account's session version when the token was issued (claim `sv`; 0 when absent). */
  sessionVersion?: number;
}

/** HS256 only: the verifier refuses every other algorithm, including `none`. */
const ALGORITHM = 'HS256' as const;

export function signToken(secret: string, claims: TokenClaims, expiresIn: string): string {
  return jwt.sign({ role: claims.role, sv: claims.sessionVersion ?? 0 }, secret, {
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
    const sv = (payload as { sv?: unknown }).sv ?? 0;
    if (!Number.isSafeInteger(sv)) return null;
    return { sub: payload.sub, role, sessionVersion: sv as number };
  } catch {
    return null;
  }
}
