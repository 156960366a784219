import { Injectable } from '@nestjs/common';
import { RateLimiter, secondsLeft, type RateLimit } from '../../../platform/rate-limits.js';
import { accountError } from '../../accounts.errors.js';

const FIFTEEN_MINUTES = 15 * 60_000;

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
} as const satisfies Record<string, RateLimit>;

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

  async admit(client: string, emailKey: string, nowMs = Date.now()): Promise<void> {
    const checks: [RateLimit, string][] = [
      [SIGN_IN_LIMITS.perClient, client],
      [SIGN_IN_LIMITS.perAccountAndClient, `${emailKey}\u0000${client}`],
      [SIGN_IN_LIMITS.perAccount, emailKey],
    ];
    const admitted = await Promise.all(checks.map(([limit, key]) => this.limiter.hit(limit, key, nowMs)));
    const refused = checks.filter((_, i) => admitted[i] !== true);
    if (refused.length === 0) return;
    const seconds = Math.max(...refused.map(([limit]) => secondsLeft(limit, nowMs)));
    throw accountError('too_many_attempts', `too many sign-in attempts; try again in ${seconds} s`, [], seconds);
  }

  async succeeded(client: string, emailKey: string, nowMs = Date.now()): Promise<void> {
    await Promise.all([
      this.limiter.forgive(SIGN_IN_LIMITS.perClient, client, nowMs),
      this.limiter.forgive(SIGN_IN_LIMITS.perAccountAndClient, `${emailKey}\u0000${client}`, nowMs),
      this.limiter.forgive(SIGN_IN_LIMITS.perAccount, emailKey, nowMs),
    ]);
  }
}
