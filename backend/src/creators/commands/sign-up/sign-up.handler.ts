import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creatorStreamId, type AccountAnswer } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { creatorError } from '../../creators.errors.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { creatorDecider } from '../../domain/creator.decider.js';
import { handleClaims } from '../../domain/handle-claims.js';
import { SignUp } from './sign-up.command.js';

@CommandHandler(SignUp)
export class SignUpHandler implements ICommandHandler<SignUp, AccountAnswer> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ creatorId, handle, name, alsoClaims, metadata }: SignUp): Promise<AccountAnswer> {
    const outcome = await handleCommand(
      this.events,
      creatorStreamId(creatorId),
      creatorDecider,
      { type: 'SignUp', creatorId, handle, name },
      { ...metadata, creatorId },
      // The handle before the address: should a racer take the address in between, what is left
      // claimed for nobody is a handle, never someone's e-mail address.
      { claims: (events) => [...handleClaims(this.events)(events), ...alsoClaims] },
    );
    if (outcome.state.status !== 'active') throw creatorError('concurrent_change', 'the sign-up did not complete');
    const { profile } = outcome.state;
    return {
      creator: { id: creatorId, handle: profile.handle, name: profile.name },
      position: String(outcome.position),
    };
  }
}
