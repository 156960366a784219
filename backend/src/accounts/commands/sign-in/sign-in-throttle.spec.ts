import { join } from 'node:path';
import { SqliteDocumentStore } from '@creators/storage';
import { tempDir } from '@creators/storage/testing';
import { readConfig } from '../../../config.js';
import { isDomainError, type DomainError } from '../../../platform/domain-error.js';
import { GatewaySecrets } from '../../../platform/gateway-secrets.js';
import { RATE_LIMITS_COLLECTION, RateLimiter } from '../../../platform/rate-limits.js';
import { SIGN_IN_LIMITS, SignInThrottle } from './sign-in-throttle.js';

describe('the sign-in throttle', () => {
  let documents: SqliteDocumentStore;
  let throttle: SignInThrottle;
  // A time well inside a window, so a test's attempts all fall in it.
  const now =
    Math.floor(Date.UTC(2026, 10, 24, 12) / SIGN_IN_LIMITS.perClient.windowMs) * SIGN_IN_LIMITS.perClient.windowMs +
    1000;

  beforeEach(async () => {
    const dir = tempDir('throttle-');
    documents = new SqliteDocumentStore(join(dir, 'limits.db'));
    await documents.ensureCollections([RATE_LIMITS_COLLECTION, { name: 'gateway_secrets', fields: {} }]);
    const config = readConfig({ DATA_DIR: dir, APP_SECRET: 'a-secret-for-the-throttle-tests-only-0123' });
    throttle = new SignInThrottle(new RateLimiter(documents, new GatewaySecrets(config, documents)));
  });
  afterEach(async () => {
    await documents.close();
  });

  /** The throttle's refusal of an attempt, or null when it is admitted. */
  async function refusal(client: string, emailKey: string, at = now): Promise<DomainError | null> {
    try {
      await throttle.admit(client, emailKey, at);
      return null;
    } catch (error) {
      if (isDomainError(error)) return error;
      throw error;
    }
  }

  it('refuses one address guessing one account, saying when to come back, and not the owner elsewhere', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndClient.limit; i += 1) {
      expect(await refusal('10.0.0.1', 'ada')).toBeNull();
    }
    const refused = await refusal('10.0.0.1', 'ada');
    expect(refused?.code).toBe('too_many_attempts');
    expect(refused?.retryAfterSeconds).toBe(15 * 60 - 1);
    expect(await refusal('10.0.0.2', 'ada')).toBeNull();
    expect(await refusal('10.0.0.1', 'grace')).toBeNull();
    // The next window starts afresh.
    expect(await refusal('10.0.0.1', 'ada', now + SIGN_IN_LIMITS.perAccountAndClient.windowMs)).toBeNull();
  });

  it('refuses one client after its limit, whatever the account', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perClient.limit; i += 1)
      expect(await refusal('10.0.0.1', `user${i}`)).toBeNull();
    expect((await refusal('10.0.0.1', 'someone-new'))?.code).toBe('too_many_attempts');
    expect(await refusal('10.0.0.2', 'someone-new')).toBeNull();
  });

  it('refuses one account guessed from many addresses past a ceiling', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.limit; i += 1) expect(await refusal(`10.1.${i}.1`, 'ada')).toBeNull();
    expect((await refusal('10.9.9.9', 'ada'))?.code).toBe('too_many_attempts');
  });

  it('takes a successful attempt back', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndClient.limit * 3; i += 1) {
      expect(await refusal('10.0.0.1', 'ada')).toBeNull();
      await throttle.succeeded('10.0.0.1', 'ada', now);
    }
  });
});
