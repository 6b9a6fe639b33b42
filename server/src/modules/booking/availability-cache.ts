import { onTablesChanged, type DB } from '../../db/database.js';

/**
 * The answer of GET /api/horarios-ocupados per day, kept for `AVAILABILITY_CACHE_MS` (default 1 s)
 * and dropped by every committed write of this process to the tables availability is read from
 * (the same table-change mechanism as the public content cache, db/table-changes.ts: no write path
 * has to remember it). Another instance's booking shows here within that time at the latest; a
 * stale "free" slot is harmless because the booking insert (UNIQUE slot_key) is what decides, and
 * answers 409 — which is also how this process learns of that other write (`forgetAvailability`).
 */
interface Entry {
  body: Buffer;
  expiresAt: number;
}

const caches = new WeakMap<DB, Map<string, Entry>>();

/** The tables GET /api/horarios-ocupados reads. */
const AVAILABILITY_TABLES = ['registros', 'bloqueos'];

function cacheOf(db: DB): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    const entries = (cache = new Map());
    caches.set(db, entries);
    onTablesChanged(db, (tables) => {
      if (AVAILABILITY_TABLES.some((t) => tables.has(t))) entries.clear();
    });
  }
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

/**
 * For a slot conflict only: the UNIQUE slot_key refused a write because another instance took the
 * slot, a change this process's table watch cannot see, so the next read goes to the database.
 */
export function forgetAvailability(db: DB): void {
  caches.get(db)?.clear();
}
