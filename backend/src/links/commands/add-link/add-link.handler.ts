import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { linksStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { newIdFor } from '../../../platform/command-metadata.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { linksDecider } from '../../domain/links.decider.js';
import { AddLink, type AddedLinkAnswer } from './add-link.command.js';

@CommandHandler(AddLink)
export class AddLinkHandler implements ICommandHandler<AddLink, AddedLinkAnswer> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ title, url, metadata }: AddLink): Promise<AddedLinkAnswer> {
    const { creatorId } = metadata;
    // Derived from the Idempotency-Key when there is one, so a retry names the same link.
    const linkId = newIdFor(metadata, 'link');
    const outcome = await handleCommand(
      this.events,
      linksStreamId(creatorId),
      linksDecider,
      { type: 'AddLink', creatorId, link: { id: linkId, title, url } },
      metadata,
    );
    return { id: linkId, revision: outcome.revision, position: String(outcome.position) };
  }
}
