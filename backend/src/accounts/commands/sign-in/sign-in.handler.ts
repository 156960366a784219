import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creatorStreamId, type AccountAnswer } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { creatorDecider } from '../../../creators/domain/creator.decider.js';
import { DomainError } from '../../../platform/domain-error.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { emailKeyOf, normaliseEmail } from '../../domain/email.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { SignIn } from './sign-in.command.js';

@CommandHandler(SignIn)
export class SignInHandler implements ICommandHandler<SignIn, AccountAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  async execute({ email, password, client }: SignIn): Promise<AccountAnswer> {
    const emailKey = emailKeyOf(normaliseEmail(email));
    this.throttle.admit(client, emailKey);
    const account = await this.credentials.find(emailKey);
    // An unknown address and a wrong password answer alike, and (the hasher sees to it) as slowly.
    const verified = await this.hasher.verify(account?.passwordHash ?? null, password);
    const answer = account !== null && verified ? await this.creator(account.creatorId) : null;
    if (answer === null) throw new DomainError('bad_credentials', 'the e-mail address or the password is wrong');
    this.throttle.succeeded(client, emailKey);
    return answer;
  }

  /** The creator as they stand now (their handle may have changed since sign-up). */
  private async creator(creatorId: string): Promise<AccountAnswer | null> {
    const history = await this.events.readStream(creatorStreamId(creatorId));
    const state = history.reduce(creatorDecider.evolve, creatorDecider.initial);
    if (state.status !== 'active') return null;
    const { handle, name } = state.profile;
    return { creator: { id: creatorId, handle, name }, position: String(history.at(-1)?.position ?? 0) };
  }
}
