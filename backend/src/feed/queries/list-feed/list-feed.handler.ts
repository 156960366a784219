import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CardPage } from '@creators/contracts';
import { FEED_TIMELINE, itemCardView, type FeedEntryDoc } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { ListFeed } from './list-feed.query.js';

@QueryHandler(ListFeed)
export class ListFeedHandler implements IQueryHandler<ListFeed, CardPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, limit, cursor }: ListFeed): Promise<CardPage> {
    const page = await this.documents.find<FeedEntryDoc>(FEED_TIMELINE, {
      filter: kind === null ? {} : { kind },
      sort: [{ field: 'publishedAt', direction: 'desc' }],
      limit,
      cursor,
    });
    return { items: page.items.map(itemCardView), nextCursor: page.nextCursor };
  }
}
