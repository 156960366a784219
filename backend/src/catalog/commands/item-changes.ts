import { Inject, Injectable } from '@nestjs/common';
import { itemStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { handleCommand } from '../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { catalogError } from '../catalog.errors.js';
import { itemDecider, type ItemCommand } from '../domain/item.decider.js';
import { slugClaims } from '../domain/slug-claims.js';
import type { ItemChangeCommand, ItemChangeResult } from './item-change.command.js';

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Loads an existing item, decides one change and appends it: what edit, publish, unpublish and delete share. */
@Injectable()
export class ItemChanges {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async apply({ kind, itemId, metadata }: ItemChangeCommand, command: ItemCommand): Promise<ItemChangeResult> {
    if (!ITEM_ID.test(itemId)) throw catalogError('item_not_found', 'no such item');
    // A new slug is claimed once the edit is decided: another creator's item, or a refused edit, claims nothing.
    const outcome = await handleCommand(this.events, itemStreamId(kind, itemId), itemDecider, command, metadata, {
      claims: slugClaims,
    });
    const slug = outcome.state.status === 'none' ? '' : outcome.state.slug;
    return { revision: outcome.revision, position: String(outcome.position), slug };
  }
}
