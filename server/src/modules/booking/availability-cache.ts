import type { DB } from '../../db/database.js';

/**
 * The answer of GET /api/horarios-ocupados per day, kept for `AVAILABILITY_CACHE_MS` (default 1 s)
 * and dropped by every write of this instance that changes availability. Another instance's
 * booking shows here within that time at the latest; a stale "free" slot is harmless because the
 * booking insert (UNIQUE slot_key) is what decides, and answers 409.
 */
interface Entry {
  body: Buffer;
  expiresAt: number;
}

const caches = new WeakMap<DB, Map<string, Entry>>();

function cacheOf(db: DB): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** `now` is the app's clock (AppDeps.clock). */
export function cachedAvailability(db: DB, fecha: string, now: Date): Buffer | undefined {
  const entry = cacheOf(db).get(fecha);
  return entry && entry.expiresAt > now.getTime() ? entry.body : undefined;
}

export function storeAvailability(db: DB, fecha: string, slots: string[], ttlMs: number, now: Date): Buffer {
  const body = Buffer.from(JSON.stringify(slots), 'utf8');
  if (ttlMs > 0) {
    const cache = cacheOf(db);
    if (cache.size > 1000) cache.clear();
    cache.set(fecha, { body, expiresAt: now.getTime() + ttlMs });
  }
  return body;
}

/** Call after any change to bookings or blocks. */
export function invalidateAvailability(db: DB): void {
  caches.get(db)?.clear();
}
