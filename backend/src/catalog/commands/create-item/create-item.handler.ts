import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { itemStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { newIdFor } from '../../../platform/command-metadata.js';
import { DomainError } from '../../../platform/domain-error.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { itemDecider } from '../../domain/item.decider.js';
import { newItemFields } from '../../domain/item-fields.js';
import { claimSlug } from '../../domain/slug-claims.js';
import { slugify } from '../../domain/slug.js';
import { CreateItem, type ItemCommandResult } from './create-item.command.js';

@CommandHandler(CreateItem)
export class CreateItemHandler implements ICommandHandler<CreateItem, ItemCommandResult> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ kind, body, metadata }: CreateItem): Promise<ItemCommandResult> {
    const creatorId = metadata.creatorId;
    if (creatorId === null) throw new DomainError('not_signed_in', 'sign in to create items');
    const itemId = newIdFor(metadata, `item-${kind}`);
    const fields = newItemFields(body);
    const slug = await claimSlug(
      this.events,
      kind,
      body.slug ?? slugify(fields.title),
      itemId,
      metadata,
      body.slug !== undefined,
    );
    const outcome = await handleCommand(
      this.events,
      itemStreamId(kind, itemId),
      itemDecider,
      { type: 'Create', kind, itemId, creatorId, slug, fields },
      metadata,
    );
    return { id: itemId, slug, revision: outcome.revision, position: String(outcome.position) };
  }
}
