import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CollectionSpec, DocumentStore } from '@creators/storage';
import { commonError } from './domain-error.js';
import { GatewaySecrets } from './gateway-secrets.js';
import { DOCUMENT_STORE } from './tokens.js';

export const RATE_LIMITS = 'rate_limits';
export const RATE_LIMITS_COLLECTION: CollectionSpec = {
  name: RATE_LIMITS,
  fields: { expiresAt: 'string' },
  indexes: [['expiresAt']],
};

/** So many hits per key in each window of time. */
export interface RateLimit {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Mails one address may be sent an hour at a stranger's request (a sign-up with it, say), however
 * many client addresses ask: its owner is not to be flooded.
 */
export const MAILS_TO_AN_ADDRESS: RateLimit = { name: 'mails-to', limit: 5, windowMs: 3_600_000 };

/** Seconds until the window `nowMs` falls in ends. */
export const secondsLeft = (limit: RateLimit, nowMs: number): number =>
  Math.max(1, Math.ceil((limit.windowMs - (nowMs % limit.windowMs)) / 1000));

interface WindowDoc {
  readonly id: string;
  readonly expiresAt: string;
  readonly count: number;
  readonly [field: string]: unknown;
}

/**
 * Fixed-window counters kept in the document store, so a limit holds however many gateways share
 * it (each hit is one atomic increment). Keys such as addresses are stored only as keyed hashes.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly secrets: GatewaySecrets,
  ) {}

  /** Counts one hit of `key`; false once the window's limit is passed. */
  async hit(limit: RateLimit, key: string, nowMs = Date.now()): Promise<boolean> {
    return (await this.add(limit, key, 1, nowMs)) <= limit.limit;
  }

  /** Takes back one hit of `key` in the current window (a sign-in that succeeded costs nothing). */
  async forgive(limit: RateLimit, key: string, nowMs = Date.now()): Promise<void> {
    await this.add(limit, key, -1, nowMs);
  }

  private async add(limit: RateLimit, key: string, by: number, nowMs: number): Promise<number> {
    const window = Math.floor(nowMs / limit.windowMs);
    const keyed = createHmac('sha256', await this.secrets.secret('rate-limits'))
      .update(key)
      .digest('base64url');
    const doc: WindowDoc = {
      id: `${limit.name}:${keyed.slice(0, 22)}:${window}`,
      expiresAt: new Date((window + 1) * limit.windowMs).toISOString(),
      count: 0,
    };
    return this.documents.increment(RATE_LIMITS, doc, 'count', by);
  }

  /** Counts one hit, refusing it (429, with when to try again) once the limit is passed. */
  async take(limit: RateLimit, key: string, what: string, nowMs = Date.now()): Promise<void> {
    if (await this.hit(limit, key, nowMs)) return;
    const retryAfter = secondsLeft(limit, nowMs);
    throw commonError('rate_limited', `too many ${what}; try again in ${retryAfter} s`, [], retryAfter);
  }
}
