import { Inject, Injectable } from '@nestjs/common';
import { emailClaimStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { UniqueClaim } from '../../platform/unique-claims.js';
import { emailClaim } from '../domain/email-claims.js';
import { EmailKeys } from '../domain/email-keys.js';
import { checkEmail, legacyEmailKeyOf, normaliseEmail } from '../domain/email.js';
import { checkPassword } from '../domain/password.js';
import { CredentialStore, type Credentials } from './credential-store.js';
import { PasswordHasher } from './password-hasher.js';

/** An account checked and ready: the address to claim with the creator, and the credentials to keep once they exist. */
export interface PreparedAccount {
  readonly emailClaim: UniqueClaim;
  readonly credentials: Credentials;
}

/**
 * Opening the account a new creator signs in with, in two steps around the creator's own sign-up:
 * first every check (nothing is written, so a refusal leaves nothing behind), then the credentials
 * are kept once the creator and their address are claimed.
 */
@Injectable()
export class AccountOpening {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly emailKeys: EmailKeys,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async prepare(email: string, password: string, creatorId: string, now: string): Promise<PreparedAccount> {
    const normalised = normaliseEmail(email);
    checkEmail(normalised);
    checkPassword(password);
    const emailKey = await this.emailKeys.keyOf(normalised);
    const claim = emailClaim(emailKey, creatorId);
    // An account opened before keyed names holds its address under the plain hash.
    const legacy = await this.events.readStream(emailClaimStreamId(legacyEmailKeyOf(normalised)));
    if (legacy.length > 0) throw claim.taken();
    const passwordHash = await this.hasher.hash(password);
    return {
      emailClaim: claim,
      credentials: { id: emailKey, email: normalised, creatorId, passwordHash, createdAt: now },
    };
  }

  async open(account: PreparedAccount): Promise<void> {
    await this.credentials.save(account.credentials);
  }
}
