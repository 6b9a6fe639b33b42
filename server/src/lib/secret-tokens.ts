import crypto from 'node:crypto';

/** A random URL-safe secret for e-mailed links (32 bytes) and the SHA-256 hex stored in its place. */
export function newSecretToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
