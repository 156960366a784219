import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { entitlementStreamId, KINDS, type ItemAccess } from '@creators/contracts';
import { findPublishedItem } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { commerceError } from '../../commerce.errors.js';
import { entitlementDecider } from '../../domain/entitlement.decider.js';
import { GetItemAccess } from '../../queries/get-item-access/get-item-access.query.js';
import { GetFreeItem } from './get-free-item.command.js';

@CommandHandler(GetFreeItem)
export class GetFreeItemHandler implements ICommandHandler<GetFreeItem, ItemAccess> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly clock: ReadModelClock,
    private readonly queries: QueryBus,
  ) {}

  async execute({ kind, slug, metadata }: GetFreeItem): Promise<ItemAccess> {
    const lookup = await findPublishedItem(this.documents, kind, slug);
    if (lookup === null) throw commerceError('item_not_found', `no published ${KINDS[kind].singular} at "${slug}"`);
    if (!('found' in lookup)) throw commerceError('item_not_found', `this item now lives at "${lookup.movedTo}"`);
    const item = lookup.found;
    if (item.price.amount > 0) throw commerceError('not_free', 'this item is sold: buy it to get its files');
    // A creator holds their own item already: nothing to record.
    if (item.creatorId !== metadata.creatorId) {
      const outcome = await handleCommand(
        this.events,
        entitlementStreamId(item.id, metadata.creatorId),
        entitlementDecider,
        { type: 'GetItem', holder: { itemId: item.id, kind, sellerId: item.creatorId, accountId: metadata.creatorId } },
        metadata,
      );
      // The answer (the library, the count beside the button) includes this get: wait for the read models.
      await this.clock.waitFor(outcome.position, 2000);
    }
    return this.queries.execute(new GetItemAccess(kind, item.slug, metadata.creatorId));
  }
}
