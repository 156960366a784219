import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creatorStreamId, type CommandAnswer } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { creatorDecider } from '../../domain/creator.decider.js';
import { WithdrawExpertListing } from './withdraw-expert-listing.command.js';

@CommandHandler(WithdrawExpertListing)
export class WithdrawExpertListingHandler implements ICommandHandler<WithdrawExpertListing, CommandAnswer> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ metadata }: WithdrawExpertListing): Promise<CommandAnswer> {
    const { creatorId } = metadata;
    const outcome = await handleCommand(
      this.events,
      creatorStreamId(creatorId),
      creatorDecider,
      { type: 'WithdrawExpertListing', creatorId },
      metadata,
    );
    return { revision: outcome.revision, position: String(outcome.position) };
  }
}
