import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { linksStreamId, type CommandAnswer } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { linksDecider } from '../../domain/links.decider.js';
import { ReorderLinks } from './reorder-links.command.js';

@CommandHandler(ReorderLinks)
export class ReorderLinksHandler implements ICommandHandler<ReorderLinks, CommandAnswer> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ linkIds, metadata }: ReorderLinks): Promise<CommandAnswer> {
    const { creatorId } = metadata;
    const outcome = await handleCommand(
      this.events,
      linksStreamId(creatorId),
      linksDecider,
      { type: 'ReorderLinks', creatorId, linkIds },
      metadata,
    );
    return { revision: outcome.revision, position: String(outcome.position) };
  }
}
