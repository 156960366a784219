import { accountError } from '../../accounts.errors.js';

export interface AttemptLimit {
  readonly attempts: number;
  readonly windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export const SIGN_IN_LIMITS = {
  /** Generous enough for an office behind one address, tight enough to stop guessing across accounts. */
  perClient: { attempts: 20, windowMs: FIFTEEN_MINUTES },
  perEmail: { attempts: 5, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, AttemptLimit>;

/**
 * Attempts per key in a sliding window, in process memory. The least recently seen keys are
 * forgotten beyond `maxKeys`, which only ever hands a forgotten key a fresh window.
 */
export class AttemptWindows {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: AttemptLimit,
    private readonly now: () => number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may now. */
  waitMs(key: string): number {
    const at = this.now();
    const hits = this.recent(key, at);
    const oldestCounted = hits[hits.length - this.limit.attempts];
    return oldestCounted === undefined ? 0 : oldestCounted + this.limit.windowMs - at;
  }

  record(key: string): void {
    const at = this.now();
    this.remember(key, [...this.recent(key, at), at].slice(-this.limit.attempts));
  }

  /** Takes back the key's latest attempt. */
  forgiveLatest(key: string): void {
    this.remember(key, this.recent(key, this.now()).slice(0, -1));
  }

  forget(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, at: number): number[] {
    return (this.hits.get(key) ?? []).filter((time) => time > at - this.limit.windowMs);
  }

  private remember(key: string, hits: number[]): void {
    this.hits.delete(key);
    if (hits.length === 0) return;
    this.hits.set(key, hits);
    for (const oldest of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(oldest);
    }
  }
}

/**
 * Throttles guessing: too many sign-in attempts from one client (IP address) or for one address
 * are refused (429, with Retry-After) before any password is checked. An attempt counts as soon as
 * it is admitted, so parallel guesses cannot slip past while their hashes are checked; a success
 * takes its own attempt back and clears the address's count.
 *
 * The counts live in this process: with several gateways behind a balancer each counts its own, so
 * a client gets up to that many times the limit. A shared store (e.g. Redis) would be the next step.
 */
export class SignInThrottle {
  private readonly byClient: AttemptWindows;
  private readonly byEmail: AttemptWindows;

  constructor(now: () => number = Date.now) {
    this.byClient = new AttemptWindows(SIGN_IN_LIMITS.perClient, now);
    this.byEmail = new AttemptWindows(SIGN_IN_LIMITS.perEmail, now);
  }

  admit(client: string, emailKey: string): void {
    const waitMs = Math.max(this.byClient.waitMs(client), this.byEmail.waitMs(emailKey));
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw accountError('too_many_attempts', `too many sign-in attempts; try again in ${seconds} s`, [], seconds);
    }
    this.byClient.record(client);
    this.byEmail.record(emailKey);
  }

  succeeded(client: string, emailKey: string): void {
    this.byClient.forgiveLatest(client);
    this.byEmail.forget(emailKey);
  }
}
