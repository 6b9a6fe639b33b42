import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A tiny in-process cache of the public content answers (the home page's critical path).
 *
 * Each entry keeps the serialized JSON and its strong ETag, both computed once per fill, so a
 * request costs a map lookup. Each key declares the tables its answer reads (`reads`); a
 * committed write of this process to one of them drops it (`changed`, fed by
 * db/table-changes.ts), so the instance that made a change shows it at once. It is safe with
 * several app instances behind a load balancer: entries live only `CONTENT_CACHE_TTL_MS`, so a
 * change written through another instance shows here within that time.
 */
export const CONTENT_CACHE_TTL_MS = 2000;

export interface CachedAnswer {
  body: Buffer;
  /** The body gzipped once per fill, when it is big enough to gain from it. */
  gzip?: Buffer;
  etag: string;
}

/** Bodies below this are sent as they are (compression's own threshold). */
const GZIP_MIN_BYTES = 1024;

interface Entry extends CachedAnswer {
  expiresAt: number;
}

interface Fill {
  generation: number;
  promise: Promise<CachedAnswer>;
}

export function serializeAnswer(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, ...(body.length >= GZIP_MIN_BYTES ? { gzip: gzipSync(body) } : {}) };
}

export interface ContentCache {
  /** Declares the tables the answer of `key` is read from. */
  reads(key: string, tables: readonly string[]): void;
  /** Drops the answers read from any of `tables` (and the fills in flight for them). */
  changed(tables: Iterable<string>): void;
  /** The cached answer for `key` while it is fresh, without waiting (the hot path). */
  peek(key: string): CachedAnswer | undefined;
  /** The cached answer for `key`, or one fresh from `load` (concurrent misses share one load). */
  get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
}

/** `now` is the app's clock in milliseconds (AppDeps.clock), so tests move it past the TTL. */
export function createContentCache(now: () => number, ttlMs: number = CONTENT_CACHE_TTL_MS): ContentCache {
  const entries = new Map<string, Entry>();
  const fills = new Map<string, Fill>();
  const keysReading = new Map<string, Set<string>>();
  /** Bumped by every change to a table the key reads: entries and fills of an older one are stale. */
  const generations = new Map<string, number>();
  const generationOf = (key: string) => generations.get(key) ?? 0;

  // A change deletes the entries it makes stale, so a present entry is only checked for its age.
  const fresh = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > now() ? entry : undefined;
  };

  return {
    reads(key, tables) {
      for (const table of tables) {
        let keys = keysReading.get(table);
        if (!keys) keysReading.set(table, (keys = new Set()));
        keys.add(key);
      }
    },
    changed(tables) {
      for (const table of tables) {
        for (const key of keysReading.get(table) ?? []) {
          generations.set(key, generationOf(key) + 1);
          entries.delete(key);
        }
      }
    },
    peek: fresh,
    get(key, load) {
      const entry = fresh(key);
      if (entry) return Promise.resolve(entry);

      const fillGeneration = generationOf(key);
      const pending = fills.get(key);
      if (pending && pending.generation === fillGeneration) return pending.promise;

      const promise = load()
        .then((value) => {
          const answer = serializeAnswer(value);
          // A fill that raced a change is still answered to its callers but not kept.
          if (fillGeneration === generationOf(key)) entries.set(key, { ...answer, expiresAt: now() + ttlMs });
          return answer;
        })
        .finally(() => {
          if (fills.get(key)?.promise === promise) fills.delete(key);
        });
      fills.set(key, { generation: fillGeneration, promise });
      return promise;
    },
  };
}

/** RFC 9110 If-None-Match: weak comparison, a list of tags, or '*'. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
