import { createSecretKey, type KeyObject } from 'node:crypto';
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

/**
 * The secret as a key object, made once: given a string, jsonwebtoken first tries it as a PEM
 * public key (an exception caught) and then makes the key, on every call — 13 % of the server's
 * busy time on the admin agenda under load.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signToken(secret: string, claims: TokenClaims, expiresIn: string): string {
  return jwt.sign({ role: claims.role, sv: claims.sessionVersion ?? 0 }, keyOf(secret), {
    algorithm: ALGORITHM,
    subject: claims.sub,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** The claims of a valid, unexpired token, or null. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM] });
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
