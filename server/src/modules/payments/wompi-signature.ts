import crypto from 'node:crypto';

/**
 * Wompi's two signatures (docs.wompi.co, Colombia: "Web Checkout", "Eventos"), computed only on
 * the server: the secrets never reach the browser.
 */

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * `signature:integrity` of a Web Checkout: the lowercase SHA-256 hex of reference, amount in
 * cents, currency, the expiration time when one is sent, and the integrity secret. Wompi refuses
 * a checkout whose fields do not give it, so the browser cannot change the amount it pays.
 */
export function integritySignature(p: {
  reference: string;
  amountInCents: number;
  currency: string;
  expirationTime?: string;
  secret: string;
}): string {
  return sha256(`${p.reference}${p.amountInCents}${p.currency}${p.expirationTime ?? ''}${p.secret}`);
}

/** The value at a dotted path (`transaction.amount_in_cents`) inside an event's `data`; undefined when absent. */
function valueAt(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

type SignedEvent = { data?: unknown; signature?: { properties?: unknown }; timestamp?: unknown };

/**
 * What an event's checksum covers, before the secret: the values at each path of
 * `signature.properties` (read from the event itself, in its order, inside `data`), then
 * `timestamp`. Null when the event lacks it (a property that is not a plain value).
 */
export function checksumText(event: SignedEvent): string | null {
  const properties = event.signature?.properties;
  if (!Array.isArray(properties) || properties.length === 0 || properties.length > 20) return null;
  let text = '';
  for (const path of properties) {
    if (typeof path !== 'string' || path.length > 100) return null;
    const v = valueAt(event.data, path);
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null;
    text += String(v);
  }
  if (typeof event.timestamp !== 'number' && typeof event.timestamp !== 'string') return null;
  return `${text}${event.timestamp}`;
}

/** The checksum of an event: SHA-256 hex of checksumText and the events secret. */
export function eventChecksum(event: SignedEvent, secret: string): string | null {
  const text = checksumText(event);
  return text === null ? null : sha256(`${text}${secret}`);
}

/** Case-insensitive, constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Whether an event carries the checksum the events secret gives. */
export function verifyEvent(event: unknown, secret: string): boolean {
  if (event === null || typeof event !== 'object') return false;
  const e = event as { data?: unknown; signature?: { properties?: unknown; checksum?: unknown }; timestamp?: unknown };
  const given = e.signature?.checksum;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = eventChecksum(e, secret);
  return expected !== null && sameDigest(expected, given);
}
