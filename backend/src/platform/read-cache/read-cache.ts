import { createHash } from 'node:crypto';

/** A public answer kept for one generation of the read models. */
export interface CachedAnswer {
  /** The JSON body, as sent. */
  readonly body: Buffer;
  /** A strong validator: a hash of the body, so equal bodies match wherever and whenever served. */
  readonly etag: string;
  /** The position the read models had reached when the answer was read. */
  readonly position: number;
  /** The route answers a signed-in visitor differently: this (anonymous) answer is for anonymous requests only. */
  readonly variesByViewer: boolean;
}

export interface ReadCacheLimits {
  readonly maxEntries: number;
  readonly maxBytes: number;
}

export const DEFAULT_READ_CACHE_LIMITS: ReadCacheLimits = { maxEntries: 5000, maxBytes: 64 * 1024 * 1024 };

/** What an entry costs beyond its body: the key, the validator and the map's bookkeeping. */
const ENTRY_OVERHEAD = 256;

export function answerOf(body: unknown, position: number, variesByViewer: boolean): CachedAnswer {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  return { body: bytes, etag: etagOf(bytes), position, variesByViewer };
}

export const etagOf = (body: Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The cache key of a GET: its path as sent and its query's `name=value` pairs in order of name
 * (pairs of one name keep their order, which a parser may give meaning to). Nothing is decoded, so
 * two requests share a key only when every parser reads them alike. A key carries no parameter the
 * route refuses: refusals are not kept.
 */
export function readCacheKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '');
  if (pairs.length === 0) return url.slice(0, mark);
  const nameOf = (pair: string): string => {
    const equals = pair.indexOf('=');
    return equals === -1 ? pair : pair.slice(0, equals);
  };
  // Array.prototype.sort is stable: pairs of one name stay in their order.
  pairs.sort((a, b) => {
    const [x, y] = [nameOf(a), nameOf(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

/**
 * Public answers by request, for the current generation of the read models only: an answer is
 * served while nothing has been committed since it was read, so it is never older than a fresh
 * read would be. Least recently used answers go first once the count or the bytes pass the limits.
 */
export class ReadCache {
  /** In order of use, least recent first (a Map keeps insertion order). */
  private readonly entries = new Map<string, CachedAnswer>();
  private generation = 0;
  private bytes = 0;

  constructor(readonly limits: ReadCacheLimits = DEFAULT_READ_CACHE_LIMITS) {}

  get(key: string, generation: number): CachedAnswer | undefined {
    if (!this.reach(generation)) return undefined;
    const answer = this.entries.get(key);
    if (answer === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, answer);
    return answer;
  }

  /** Keeps an answer read at `generation`; one read before the read models last moved is dropped. */
  set(key: string, generation: number, answer: CachedAnswer): void {
    if (!this.reach(generation)) return;
    const cost = costOf(key, answer);
    if (cost > this.limits.maxBytes || this.limits.maxEntries < 1) return;
    this.remove(key);
    this.entries.set(key, answer);
    this.bytes += cost;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  /** Moves on to a newer generation (dropping every answer); false for an older one. */
  private reach(generation: number): boolean {
    if (generation < this.generation) return false;
    if (generation > this.generation) {
      this.entries.clear();
      this.bytes = 0;
      this.generation = generation;
    }
    return true;
  }

  private remove(key: string): void {
    const answer = this.entries.get(key);
    if (answer === undefined) return;
    this.entries.delete(key);
    this.bytes -= costOf(key, answer);
  }
}

const costOf = (key: string, answer: CachedAnswer): number =>
  answer.body.length + key.length * 2 + answer.etag.length * 2 + ENTRY_OVERHEAD;
