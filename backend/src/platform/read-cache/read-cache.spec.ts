import { ifNoneMatch } from './cached-answer.js';
import { answerOf, ReadCache, readCacheKey } from './read-cache.js';

const answer = (body: unknown) => answerOf(body, 7, false);

describe('the read cache key', () => {
  it('orders query parameters by name, keeping the order of repeated ones', () => {
    expect(readCacheKey('/api/feed?limit=5&kind=plugins')).toBe('/api/feed?kind=plugins&limit=5');
    expect(readCacheKey('/api/feed?kind=plugins&limit=5')).toBe('/api/feed?kind=plugins&limit=5');
    expect(readCacheKey('/api/x?b=2&a=1&b=1')).toBe('/api/x?a=1&b=2&b=1');
    expect(readCacheKey('/api/x?b=1&a=1&b=2')).not.toBe(readCacheKey('/api/x?b=2&a=1&b=1'));
  });

  it('drops empty pairs and a bare question mark, and decodes nothing', () => {
    expect(readCacheKey('/api/feed?')).toBe('/api/feed');
    expect(readCacheKey('/api/feed?&limit=5&')).toBe('/api/feed?limit=5');
    expect(readCacheKey('/api/search?q=a%20b')).not.toBe(readCacheKey('/api/search?q=a+b'));
    expect(readCacheKey('/api/creators/Orla')).not.toBe(readCacheKey('/api/creators/orla'));
  });
});

describe('If-None-Match', () => {
  const etag = answer({ a: 1 }).etag;
  it('matches the current validator, weakly, in a list, or as *', () => {
    expect(ifNoneMatch(etag, etag)).toBe(true);
    expect(ifNoneMatch(`W/${etag}`, etag)).toBe(true);
    expect(ifNoneMatch(`"other", ${etag}`, etag)).toBe(true);
    expect(ifNoneMatch('*', etag)).toBe(true);
  });
  it('does not match another validator or none', () => {
    expect(ifNoneMatch('"other"', etag)).toBe(false);
    expect(ifNoneMatch(undefined, etag)).toBe(false);
    expect(ifNoneMatch(answer({ a: 2 }).etag, etag)).toBe(false);
  });
});

describe('the read cache', () => {
  it('gives an answer only for the generation it was read at, and drops everything when the generation moves on', () => {
    const cache = new ReadCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('/a', 1, answer('a'));
    cache.set('/b', 1, answer('b'));
    expect(cache.get('/a', 1)?.body.toString()).toBe('"a"');
    expect(cache.get('/a', 2)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get('/b', 1)).toBeUndefined();
  });

  it('refuses an answer read before the read models last moved', () => {
    const cache = new ReadCache({ maxEntries: 10, maxBytes: 1_000_000 });
    expect(cache.get('/a', 3)).toBeUndefined();
    cache.set('/a', 2, answer('old'));
    expect(cache.get('/a', 3)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new ReadCache({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.set('/a', 1, answer('a'));
    cache.set('/b', 1, answer('b'));
    cache.get('/a', 1);
    cache.set('/c', 1, answer('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)).toBeDefined();
    expect(cache.get('/c', 1)).toBeDefined();
  });

  it('keeps at most maxBytes, and never an answer larger than that', () => {
    const big = 'x'.repeat(2000);
    const cache = new ReadCache({ maxEntries: 100, maxBytes: 5000 });
    for (const key of ['/a', '/b', '/c', '/d']) cache.set(key, 1, answer(big));
    expect(cache.size).toBe(2);
    expect(cache.byteSize).toBeLessThanOrEqual(5000);
    expect(cache.get('/d', 1)).toBeDefined();
    cache.set('/huge', 1, answer('y'.repeat(6000)));
    expect(cache.get('/huge', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('counts a replaced answer once', () => {
    const cache = new ReadCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('/a', 1, answer('first'));
    const before = cache.byteSize;
    cache.set('/a', 1, answer('again'));
    expect(cache.size).toBe(1);
    expect(cache.byteSize).toBe(before);
    expect(cache.get('/a', 1)?.body.toString()).toBe('"again"');
  });
});
