import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with what every authenticator app reads: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** One step either side: a phone clock 30 s off still works. */
const WINDOW = 1;

const totpOf = (secretBase32: string, digits = TOTP_DIGITS, label = 'admin', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32) });

/** A new 160-bit secret (RFC 4226's recommended size), base32 without padding. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, issuer: string, label: string): string {
  return totpOf(secretBase32, TOTP_DIGITS, label, issuer).toString();
}

export const timeStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S);

/** The code of the step `at` falls in (tests and the e2e journeys compute codes with it). */
export function totpCode(secretBase32: string, at: Date, digits = TOTP_DIGITS): string {
  return totpOf(secretBase32, digits).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to (within one step of `at`), or null when it matches none. Only a
 * step newer than `lastStep` counts, so an accepted code (or an older one) cannot be used again.
 */
export function matchTotp(secretBase32: string, code: string, at: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = timeStep(at) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
