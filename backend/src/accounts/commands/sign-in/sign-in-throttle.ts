import { Injectable } from '@nestjs/common';
import { RateLimiter, secondsLeft, type RateLimit } from '../../../platform/rate-limits.js';
import { accountError } from '../../accounts.errors.js';

const FIFTEEN_MINUTES = 15 * 60_000;

/** One kind of guess's limits: per client, per account and client, per account from anywhere. */
export interface AttemptLimits {
  readonly perClient: RateLimit;
  readonly perAccountAndClient: RateLimit;
  readonly perAccount: RateLimit;
}

export const SIGN_IN_LIMITS = {
  /** Generous enough for an office behind one address, tight enough to stop guessing across accounts. */
  perClient: { name: 'sign-in-client', limit: 20, windowMs: FIFTEEN_MINUTES },
  /** Guessing one account's password from one address. */
  perAccountAndClient: { name: 'sign-in-account-client', limit: 5, windowMs: FIFTEEN_MINUTES },
  /**
   * One account's attempts from anywhere: far above what its owner makes, so locking the owner out
   * takes many addresses, while a password spray across addresses still meets a ceiling.
   */
  perAccount: { name: 'sign-in-account', limit: 100, windowMs: FIFTEEN_MINUTES },
} as const satisfies AttemptLimits;

/**
 * Guessing a six-digit code (a million of them) is cheaper than guessing a password, so its
 * limits are tighter: an attacker with the password still has a handful of tries an hour.
 */
export const CODE_LIMITS = {
  perClient: { name: 'code-client', limit: 20, windowMs: FIFTEEN_MINUTES },
  perAccountAndClient: { name: 'code-account-client', limit: 5, windowMs: FIFTEEN_MINUTES },
  perAccount: { name: 'code-account', limit: 20, windowMs: FIFTEEN_MINUTES },
} as const satisfies AttemptLimits;

const WHAT: ReadonlyMap<AttemptLimits, string> = new Map<AttemptLimits, string>([
  [SIGN_IN_LIMITS, 'sign-in attempts'],
  [CODE_LIMITS, 'code attempts'],
]);

/**
 * Throttles guessing before any password is checked: per client (address), per account and
 * client, and per account from anywhere, so an attacker at one address locks only themselves out,
 * never the owner signing in from elsewhere. An attempt counts as soon as it is admitted, so
 * parallel guesses cannot slip past while their hashes are checked; a success takes its own
 * attempt back. The counts live in the document store: they hold across gateways.
 */
@Injectable()
export class SignInThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  async admit(
    client: string,
    emailKey: string,
    nowMs = Date.now(),
    limits: AttemptLimits = SIGN_IN_LIMITS,
  ): Promise<void> {
    const checks: [RateLimit, string][] = [
      [limits.perClient, client],
      [limits.perAccountAndClient, `${emailKey}\u0000${client}`],
      [limits.perAccount, emailKey],
    ];
    const admitted = await Promise.all(checks.map(([limit, key]) => this.limiter.hit(limit, key, nowMs)));
    const refused = checks.filter((_, i) => admitted[i] !== true);
    if (refused.length === 0) return;
    const seconds = Math.max(...refused.map(([limit]) => secondsLeft(limit, nowMs)));
    const what = WHAT.get(limits) ?? 'attempts';
    throw accountError('too_many_attempts', `too many ${what}; try again in ${seconds} s`, [], seconds);
  }

  async succeeded(
    client: string,
    emailKey: string,
    nowMs = Date.now(),
    limits: AttemptLimits = SIGN_IN_LIMITS,
  ): Promise<void> {
    await Promise.all([
      this.limiter.forgive(limits.perClient, client, nowMs),
      this.limiter.forgive(limits.perAccountAndClient, `${emailKey}\u0000${client}`, nowMs),
      this.limiter.forgive(limits.perAccount, emailKey, nowMs),
    ]);
  }
}
