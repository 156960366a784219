export interface RateLimit {
  /** Requests a client may send at once. */
  readonly burst: number;
  /** Requests per second a client may sustain. */
  readonly perSecond: number;
}

export type Admittance = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

interface Bucket {
  readonly tokens: number;
  readonly at: number;
}

/**
 * One token bucket per client, in process memory. The least recently seen clients are forgotten
 * beyond `maxClients`, which only ever hands a forgotten client a full bucket again.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 10_000,
  ) {}

  take(client: string): Admittance {
    const at = this.now();
    const bucket = this.buckets.get(client);
    const refilled = bucket === undefined ? this.limit.burst : this.refill(bucket, at);
    this.buckets.delete(client);
    if (refilled < 1) {
      this.buckets.set(client, { tokens: refilled, at });
      return { allowed: false, retryAfterSeconds: Math.ceil((1 - refilled) / this.limit.perSecond) };
    }
    this.buckets.set(client, { tokens: refilled - 1, at });
    for (const oldest of this.buckets.keys()) {
      if (this.buckets.size <= this.maxClients) break;
      this.buckets.delete(oldest);
    }
    return { allowed: true };
  }

  private refill(bucket: Bucket, at: number): number {
    const elapsedSeconds = Math.max(0, at - bucket.at) / 1000;
    return Math.min(this.limit.burst, bucket.tokens + elapsedSeconds * this.limit.perSecond);
  }
}
