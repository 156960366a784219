import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creatorStreamId, type AccountAnswer } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { checkHandleFree, claimHandle } from '../../../creators/domain/claims.js';
import { creatorDecider, type CreatorCommand } from '../../../creators/domain/creator.decider.js';
import { newIdFor } from '../../../platform/command-metadata.js';
import { DomainError } from '../../../platform/domain-error.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { checkEmailFree, claimEmail } from '../../domain/email-claims.js';
import { checkEmail, emailKeyOf, normaliseEmail } from '../../domain/email.js';
import { checkPassword } from '../../domain/password.js';
import { SignUp } from './sign-up.command.js';

@CommandHandler(SignUp)
export class SignUpHandler implements ICommandHandler<SignUp, AccountAnswer> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ details, metadata }: SignUp): Promise<AccountAnswer> {
    const email = normaliseEmail(details.email);
    checkEmail(email);
    checkPassword(details.password);
    const emailKey = emailKeyOf(email);
    // Derived from the Idempotency-Key when there is one: a retry finds its own claims and events.
    const creatorId = newIdFor(metadata, 'creator');
    const asCreator = { ...metadata, creatorId };
    const command: CreatorCommand = { type: 'SignUp', creatorId, handle: details.handle, name: details.name };

    // Every refusal we can foresee comes before the first claim, so a refused sign-up leaves nothing behind.
    creatorDecider.decide(command, creatorDecider.initial);
    await checkEmailFree(this.events, emailKey, creatorId);
    await checkHandleFree(this.events, details.handle, creatorId);
    const passwordHash = await this.hasher.hash(details.password);

    // The handle before the address: should a racing sign-up take the address in between, what is
    // left claimed for nobody is a handle, never someone's e-mail address.
    await claimHandle(this.events, details.handle, creatorId, asCreator);
    await claimEmail(this.events, emailKey, creatorId, asCreator);
    const outcome = await handleCommand(this.events, creatorStreamId(creatorId), creatorDecider, command, asCreator);
    if (outcome.state.status !== 'active') throw new DomainError('concurrent_change', 'the sign-up did not complete');
    await this.credentials.save({ id: emailKey, email, creatorId, passwordHash, createdAt: metadata.now });

    const { handle, name } = outcome.state.profile;
    return { creator: { id: creatorId, handle, name }, position: String(outcome.position) };
  }
}
