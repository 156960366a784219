import { TokenBuckets } from './token-buckets.js';

describe('TokenBuckets', () => {
  function clock(): { now: () => number; advance: (ms: number) => void } {
    let at = 1_000_000;
    return { now: () => at, advance: (ms) => (at += ms) };
  }

  it('lets a client burst, then refuses with the seconds until the next token', () => {
    const time = clock();
    const buckets = new TokenBuckets({ burst: 3, perSecond: 0.5 }, time.now);
    expect([1, 2, 3].map(() => buckets.take('a').allowed)).toEqual([true, true, true]);
    expect(buckets.take('a')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    time.advance(2000);
    expect(buckets.take('a')).toEqual({ allowed: true });
    expect(buckets.take('a').allowed).toBe(false);
  });

  it('counts each client on its own', () => {
    const buckets = new TokenBuckets({ burst: 1, perSecond: 1 }, clock().now);
    expect(buckets.take('a').allowed).toBe(true);
    expect(buckets.take('a').allowed).toBe(false);
    expect(buckets.take('b').allowed).toBe(true);
  });

  it('refills no further than the burst', () => {
    const time = clock();
    const buckets = new TokenBuckets({ burst: 2, perSecond: 1 }, time.now);
    buckets.take('a');
    time.advance(60_000);
    expect([1, 2, 3].map(() => buckets.take('a').allowed)).toEqual([true, true, false]);
  });

  it('forgets the least recently seen clients beyond its size', () => {
    const buckets = new TokenBuckets({ burst: 1, perSecond: 0.001 }, clock().now, 2);
    buckets.take('a');
    buckets.take('b');
    buckets.take('c');
    expect(buckets.take('c').allowed).toBe(false);
    expect(buckets.take('a').allowed).toBe(true);
  });
});
