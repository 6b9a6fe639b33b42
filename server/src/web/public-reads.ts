import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { gzipSync } from 'node:zlib';
import { onTablesChanged, type DB } from '../db/database.js';
import type { Database } from '../db/schema.js';

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
  /** Headers of the answer besides the body's own (a list's X-Total-Count), kept with it. */
  headers?: [string, string][];
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

/**
 * What a load returns when its answer carries headers of its own (a page of a list and its
 * X-Total-Count): they are computed with the body and cached with it.
 */
export class AnswerWithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

export function serializeAnswer(value: unknown): CachedAnswer {
  const headers = value instanceof AnswerWithHeaders ? Object.entries(value.headers) : undefined;
  const body = Buffer.from(JSON.stringify(value instanceof AnswerWithHeaders ? value.body : value), 'utf8');
  const hash = createHash('sha1').update(body);
  // The headers are part of the answer: a changed total alone must not be a 304.
  for (const [name, header] of headers ?? []) hash.update(`\n${name}:${header}`);
  const etag = `"${hash.digest('base64url')}"`;
  return { body, etag, ...(headers?.length ? { headers } : {}), ...(body.length >= GZIP_MIN_BYTES ? { gzip: gzipSync(body) } : {}) };
}

export interface ContentCache {
  /** Declares the tables the answer of `key` is read from. */
  reads(key: string, tables: readonly string[]): void;
  /** Undoes `reads` for a key whose load failed (an unknown product's slug must not stay listed). */
  forget(key: string): void;
  /** Drops the answers read from any of `tables` (and the fills in flight for them). */
  changed(tables: Iterable<string>): void;
  /** The cached answer for `key` while it is fresh, without waiting (the hot path). */
  peek(key: string): CachedAnswer | undefined;
  /** The cached answer for `key`, or one fresh from `load` (concurrent misses share one load). */
  get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
}

/**
 * `now` is the app's clock in milliseconds (AppDeps.clock), so tests move it past the TTL. With
 * `maxEntries`, the oldest filled entry goes when one more is kept (keys that strangers choose, the
 * site search's words, stay bounded in memory).
 */
export function createContentCache(now: () => number, ttlMs: number = CONTENT_CACHE_TTL_MS, maxEntries = Infinity): ContentCache {
  const entries = new Map<string, Entry>();
  const fills = new Map<string, Fill>();
  const keysReading = new Map<string, Set<string>>();
  /** Bumped by every change to a table the key reads: entries and fills of an older one are stale. */
  const generations = new Map<string, number>();
  const generationOf = (key: string) => generations.get(key) ?? 0;

  /** Drops the oldest entries past `maxEntries`, and what remembers their keys (none has a fill in flight). */
  const evict = () => {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries) return;
      entries.delete(key);
      if (fills.has(key)) continue;
      generations.delete(key);
      for (const keys of keysReading.values()) keys.delete(key);
    }
  };

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
    forget(key) {
      // A concurrent fill that succeeded keeps its key (its entry must still be dropped by a change).
      if (entries.has(key) || fills.has(key)) return;
      for (const keys of keysReading.values()) keys.delete(key);
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
          if (fillGeneration === generationOf(key)) {
            // deleted first: a refilled key moves to the end of the eviction order
            entries.delete(key);
            entries.set(key, { ...answer, expiresAt: now() + ttlMs });
            if (entries.size > maxEntries) evict();
          }
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

/** Sends a cached answer: strong ETag, `no-cache` revalidation (304), the gzipped copy when accepted. */
export function sendCachedAnswer(req: Request, res: Response, answer: CachedAnswer): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of answer.headers ?? []) res.setHeader(name, value);
  if (etagMatches(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const gzip = answer.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? answer.gzip! : answer.body;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export type PublicTables = readonly (keyof Database)[];

/**
 * The one way a public GET is answered from the cache: a cache fed by the database's committed
 * writes, and `answer`, which serves `key` from it or from `load` (whose answer reads `tables`).
 * A failed load (a 404, say) is not kept and its key is forgotten. Keys that strangers choose need
 * `maxEntries`.
 */
export function createPublicReads(db: DB, now: () => number, { maxEntries = Infinity }: { maxEntries?: number } = {}) {
  const cache = createContentCache(now, CONTENT_CACHE_TTL_MS, maxEntries);
  onTablesChanged(db, (tables) => cache.changed(tables));
  return {
    answer(req: Request, res: Response, next: NextFunction, key: string, tables: PublicTables, load: () => Promise<unknown>): void {
      // Fresh entries are answered synchronously; only a miss waits for the database.
      const hit = cache.peek(key);
      if (hit) return sendCachedAnswer(req, res, hit);
      cache.reads(key, tables);
      cache.get(key, load).then(
        (answer) => sendCachedAnswer(req, res, answer),
        (err: unknown) => {
          cache.forget(key);
          next(err);
        },
      );
    },
  };
}
