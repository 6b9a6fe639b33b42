import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A tiny in-process cache of the public content answers (the home page's critical path).
 *
 * Each entry keeps the serialized JSON and its strong ETag, both computed once per fill, so a
 * request costs a map lookup. It is safe with several app instances behind a load balancer:
 * entries live only `CONTENT_CACHE_TTL_MS`, so a change written through another instance shows
 * here within that time, and the admin writes call `invalidateContentCache()` so the instance
 * that made the change shows it at once.
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
  generation: number;
  expiresAt: number;
}

interface Fill {
  generation: number;
  promise: Promise<CachedAnswer>;
}

/** Bumped by every invalidation: entries and in-flight fills of an older generation are stale. */
let generation = 0;

/** Drops every cached public content answer (of every app in this process). Call after each admin change. */
export function invalidateContentCache(): void {
  generation += 1;
}

export function serializeAnswer(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, ...(body.length >= GZIP_MIN_BYTES ? { gzip: gzipSync(body) } : {}) };
}

export interface ContentCache {
  /** The cached answer for `key` while it is fresh, without waiting (the hot path). */
  peek(key: string): CachedAnswer | undefined;
  /** The cached answer for `key`, or one fresh from `load` (concurrent misses share one load). */
  get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
}

export function createContentCache(ttlMs: number = CONTENT_CACHE_TTL_MS, now: () => number = Date.now): ContentCache {
  const entries = new Map<string, Entry>();
  const fills = new Map<string, Fill>();

  const fresh = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.generation === generation && entry.expiresAt > now() ? entry : undefined;
  };

  return {
    peek: fresh,
    get(key, load) {
      const entry = fresh(key);
      if (entry) return Promise.resolve(entry);

      const pending = fills.get(key);
      if (pending && pending.generation === generation) return pending.promise;

      const fillGeneration = generation;
      const promise = load()
        .then((value) => {
          const answer = serializeAnswer(value);
          // A fill that raced an invalidation is still answered to its callers but not kept.
          if (fillGeneration === generation) entries.set(key, { ...answer, generation: fillGeneration, expiresAt: now() + ttlMs });
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
