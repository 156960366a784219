import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creatorStreamId, type AccountAnswer } from '@creators/contracts';
import { findCreatorProfile } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { accountError } from '../../accounts.errors.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { EmailKeys } from '../../domain/email-keys.js';
import { legacyEmailKeyOf, normaliseEmail } from '../../domain/email.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { SignIn } from './sign-in.command.js';

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn, AccountAnswer> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly clock: ReadModelClock,
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly emailKeys: EmailKeys,
  ) {}

  async execute({ email, password, client }: SignIn): Promise<AccountAnswer> {
    const normalised = normaliseEmail(email);
    const emailKey = await this.emailKeys.keyOf(normalised);
    await this.throttle.admit(client, emailKey);
    // Accounts opened before keyed names are found under the plain hash.
    const account =
      (await this.credentials.find(emailKey)) ?? (await this.credentials.find(legacyEmailKeyOf(normalised)));
    // An unknown address and a wrong password answer alike, and (the hasher sees to it) as slowly.
    const verified = await this.hasher.verify(account?.passwordHash ?? null, password);
    const answer = account !== null && verified ? await this.creator(account.creatorId) : null;
    if (answer === null) throw accountError('bad_credentials', 'the e-mail address or the password is wrong');
    await this.throttle.succeeded(client, emailKey);
    return answer;
  }

  /** The creator as they stand now (their handle may have changed since sign-up), from their public profile. */
  private async creator(creatorId: string): Promise<AccountAnswer | null> {
    const profile = await this.clock.readOwn(creatorStreamId(creatorId), () =>
      findCreatorProfile(this.documents, creatorId),
    );
    if (profile === null) return null;
    return {
      creator: { id: creatorId, handle: profile.handle, name: profile.name },
      position: String(await this.clock.position()),
    };
  }
}
