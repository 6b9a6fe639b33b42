import crypto from 'node:crypto';

/**
 * Encryption at rest of small secrets (the admins' TOTP secrets): AES-256-GCM with a key derived
 * from JWT_SECRET by HKDF, so a copy of the database alone does not give the second factor away.
 * Changing JWT_SECRET makes the stored secrets unreadable: the admins then set 2FA up again
 * (`npm run admin:create -- --username … --reset-2fa`), see ADR 010.
 */
const VERSION = 'v1';

function keyOf(masterSecret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', masterSecret, 'vida-sana-secret-box', purpose, 32));
}

export function sealSecret(masterSecret: string, purpose: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(masterSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

/** The plain secret, or null when it was sealed with another key or altered. */
export function openSecret(masterSecret: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== VERSION || !iv || !tag || !data) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(masterSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
