import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KINDS, type FeedItemView } from '@creators/contracts';
import { findPublishedItem, itemPageView, type Lookup } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { withHolderOnlyLinks } from '../../../platform/holder-only-links.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { isRemovedItem } from '../../../platform/removed-items.js';
import { feedError } from '../../feed.errors.js';
import { GetFeedItem } from './get-feed-item.query.js';

@QueryHandler(GetFeedItem)
export class GetFeedItemHandler implements IQueryHandler<GetFeedItem, Lookup<FeedItemView>> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async execute({ kind, slug, viewerId }: GetFeedItem): Promise<Lookup<FeedItemView>> {
    const lookup = await findPublishedItem(this.documents, kind, slug);
    if (lookup === null) {
      if (await isRemovedItem(this.events, kind, slug)) {
        throw feedError('item_removed', `the ${KINDS[kind].singular} at "${slug}" was removed by its creator`);
      }
      throw feedError('item_not_found', `no published ${KINDS[kind].singular} at "${slug}"`);
    }
    if (!('found' in lookup)) return lookup;
    const page = await itemPageView(this.documents, lookup.found, viewerId);
    return { found: await withHolderOnlyLinks(this.documents, page, lookup.found.creatorId, viewerId) };
  }
}
