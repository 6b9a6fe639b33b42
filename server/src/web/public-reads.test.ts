import { describe, expect, it } from 'vitest';
import { createContentCache, etagMatches, serializeAnswer } from './public-reads.js';

describe('content cache', () => {
  it('fills once, then answers from memory until the TTL passes', async () => {
    let clock = 1000;
    let loads = 0;
    const cache = createContentCache(() => clock, 2000);
    const load = async () => ({ n: ++loads });
    const a = await cache.get('k', load);
    const b = await cache.get('k', load);
    expect(loads).toBe(1);
    expect(b.body).toBe(a.body);
    expect(JSON.parse(a.body.toString())).toEqual({ n: 1 });
    clock += 2001;
    const c = await cache.get('k', load);
    expect(loads).toBe(2);
    expect(c.etag).not.toBe(a.etag);
  });

  it('keeps at most maxEntries answers, the oldest filled going first, and forgets what the evicted read', async () => {
    let loads = 0;
    const cache = createContentCache(() => 1000, 60_000, 2);
    const load = async () => ++loads;
    for (const key of ['a', 'b', 'c']) {
      cache.reads(key, ['tabla']);
      await cache.get(key, load);
    }
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBeDefined();
    expect(cache.peek('c')).toBeDefined();
    // a refill moves its key to the end: 'b' goes next, not 'c'
    cache.changed(['tabla']);
    await cache.get('c', load);
    await cache.get('b', load);
    await cache.get('d', load);
    expect([cache.peek('b'), cache.peek('c'), cache.peek('d')].map(Boolean)).toEqual([true, false, true]);
    expect(loads).toBe(6);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = createContentCache(Date.now);
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10));
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  });

  it('reloads after a change to a table it reads, even while a fill was in flight', async () => {
    let value = 'viejo';
    const cache = createContentCache(Date.now, 60_000);
    cache.reads('k', ['tabla']);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = cache.get('k', async () => {
      const v = value;
      await gate;
      return v;
    });
    value = 'nuevo';
    cache.changed(['otra_tabla']);
    // A table it does not read changes nothing: the fill in flight is shared.
    expect(cache.get('k', async () => value)).toBe(slow);
    cache.changed(['tabla']);
    const fresh = await cache.get('k', async () => value);
    release();
    expect(JSON.parse((await slow).body.toString())).toBe('viejo');
    expect(JSON.parse(fresh.body.toString())).toBe('nuevo');
    // The stale fill was not kept: the next read is the fresh answer.
    expect((await cache.get('k', async () => 'otro')).etag).toBe(fresh.etag);
  });

  it('does not keep a failed load', async () => {
    const cache = createContentCache(Date.now);
    await expect(cache.get('k', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(JSON.parse((await cache.get('k', async () => [1])).body.toString())).toEqual([1]);
  });

  it('matches If-None-Match by weak comparison, lists and *', () => {
    const { etag } = serializeAnswer([1, 2]);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"x", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"x"', etag)).toBe(false);
  });
});
