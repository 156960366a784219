import { DomainError } from '../../../platform/domain-error.js';
import { SIGN_IN_LIMITS, SignInThrottle } from './sign-in-throttle.js';

/** The throttle's refusal of an attempt, or null when it is admitted. */
const refusal = (limiter: SignInThrottle, client: string, emailKey: string): DomainError | null => {
  try {
    limiter.admit(client, emailKey);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
};

describe('the sign-in throttle', () => {
  let now = 0;
  const throttle = (): SignInThrottle => new SignInThrottle(() => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('refuses the attempt after the limit for one address, saying when to come back', () => {
    const limiter = throttle();
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.attempts; i += 1) {
      expect(refusal(limiter, `10.0.0.${i}`, 'ada')).toBeNull();
      now += 1000;
    }
    const refused = refusal(limiter, '10.0.1.1', 'ada');
    expect(refused?.code).toBe('too_many_attempts');
    // The first attempt, 5 s ago, leaves the window in 15 min - 5 s.
    expect(refused?.retryAfterSeconds).toBe(15 * 60 - 5);
    expect(refusal(limiter, '10.0.1.1', 'grace')).toBeNull();
    now += 15 * 60_000 - 5000;
    expect(refusal(limiter, '10.0.1.1', 'ada')).toBeNull();
  });

  it('refuses one client after its limit, whatever the address', () => {
    const limiter = throttle();
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.attempts; i += 1) limiter.admit('10.0.0.1', `user${i}`);
    expect(refusal(limiter, '10.0.0.1', 'someone-new')?.code).toBe('too_many_attempts');
    expect(refusal(limiter, '10.0.0.2', 'someone-new')).toBeNull();
  });

  it('forgets an address after a success, and a success costs the client nothing', () => {
    const limiter = throttle();
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.attempts - 1; i += 1) limiter.admit('10.0.0.1', 'ada');
    limiter.admit('10.0.0.1', 'ada');
    limiter.succeeded('10.0.0.1', 'ada');
    for (let i = 0; i < SIGN_IN_LIMITS.perEmail.attempts; i += 1) {
      expect(refusal(limiter, '10.0.0.1', 'ada')).toBeNull();
      limiter.succeeded('10.0.0.1', 'ada');
    }
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.attempts - SIGN_IN_LIMITS.perEmail.attempts + 1; i += 1) {
      expect(refusal(limiter, '10.0.0.1', `other${i}`)).toBeNull();
    }
    expect(refusal(limiter, '10.0.0.1', 'one-more')?.code).toBe('too_many_attempts');
  });
});
