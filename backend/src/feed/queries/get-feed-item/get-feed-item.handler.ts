import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KINDS, type FeedItemView } from '@creators/contracts';
import { findPublishedItem, itemPageView, type Lookup } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { withHolderOnlyLinks } from '../../../platform/holder-only-links.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { feedError } from '../../feed.errors.js';
import { GetFeedItem } from './get-feed-item.query.js';

@QueryHandler(GetFeedItem)
export class GetFeedItemHandler implements IQueryHandler<GetFeedItem, Lookup<FeedItemView>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, slug, viewerId }: GetFeedItem): Promise<Lookup<FeedItemView>> {
    const lookup = await findPublishedItem(this.documents, kind, slug);
    if (lookup === null) throw feedError('item_not_found', `no published ${KINDS[kind].singular} at "${slug}"`);
    if (!('found' in lookup)) return lookup;
    const page = await itemPageView(this.documents, lookup.found, viewerId);
    return { found: await withHolderOnlyLinks(this.documents, page, lookup.found.creatorId, viewerId) };
  }
}
