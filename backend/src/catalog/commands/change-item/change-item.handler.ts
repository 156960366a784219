import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { itemStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { DomainError } from '../../../platform/domain-error.js';
import { handleCommand, loadStream } from '../../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { itemDecider, type ItemCommand } from '../../domain/item.decider.js';
import { fieldChanges } from '../../domain/item-fields.js';
import { claimSlug } from '../../domain/slug-claims.js';
import { ChangeItem, type ItemChangeResult } from './change-item.command.js';

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

@CommandHandler(ChangeItem)
export class ChangeItemHandler implements ICommandHandler<ChangeItem, ItemChangeResult> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ kind, itemId, change, metadata }: ChangeItem): Promise<ItemChangeResult> {
    const creatorId = metadata.creatorId;
    if (creatorId === null) throw new DomainError('not_signed_in', 'sign in to change items');
    if (!ITEM_ID.test(itemId)) throw new DomainError('item_not_found', 'no such item');
    const streamId = itemStreamId(kind, itemId);
    let command: ItemCommand;
    if (change.type === 'Edit') {
      const { slug } = change.body;
      // The slug is claimed only once the item is known to be this creator's (a dry decide checks it).
      if (slug !== undefined) await this.checkOwnership(streamId, kind, creatorId);
      const claimed = slug === undefined ? undefined : await claimSlug(this.events, kind, slug, itemId, metadata, true);
      command = {
        type: 'Edit',
        kind,
        creatorId,
        changes: fieldChanges(change.body),
        ...(claimed === undefined ? {} : { slug: claimed }),
      };
    } else {
      command = { type: change.type, kind, creatorId };
    }
    const outcome = await handleCommand(this.events, streamId, itemDecider, command, metadata);
    const slug = outcome.state.status === 'none' ? '' : outcome.state.slug;
    return { revision: outcome.revision, position: String(outcome.position), slug };
  }

  private async checkOwnership(streamId: string, kind: ChangeItem['kind'], creatorId: string): Promise<void> {
    const state = (await loadStream(this.events, streamId)).reduce(itemDecider.evolve, itemDecider.initial);
    itemDecider.decide({ type: 'Edit', kind, creatorId, changes: {} }, state);
  }
}
