import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@creators/storage';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { unclaimed } from '../../../platform/unique-claims.js';
import { creatorDecider } from '../../domain/creator.decider.js';
import { handleClaims } from '../../domain/handle-claims.js';
import { CheckSignUp } from './check-sign-up.query.js';

@QueryHandler(CheckSignUp)
export class CheckSignUpHandler implements IQueryHandler<CheckSignUp, void> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ handle, name }: CheckSignUp): Promise<void> {
    // The decision a sign-up would make, for a creator who does not exist yet.
    const decided = creatorDecider.decide({ type: 'SignUp', creatorId: '', handle, name }, creatorDecider.initial);
    await unclaimed(this.events, handleClaims(this.events)(decided));
  }
}
