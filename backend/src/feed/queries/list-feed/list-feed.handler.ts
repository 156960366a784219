import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CardPage } from '@creators/contracts';
import { FOLLOWS, PUBLIC_ITEMS, itemCardView } from '@creators/projections';
import type { DocumentStore, FieldCondition } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { ListFeed } from './list-feed.query.js';

/** The creators a Following feed draws from: the most recently followed ones. */
const MAX_FOLLOWED = 1000;

@QueryHandler(ListFeed)
export class ListFeedHandler implements IQueryHandler<ListFeed, CardPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, limit, cursor, followedBy }: ListFeed): Promise<CardPage> {
    const filter: Record<string, FieldCondition> = kind === null ? {} : { kind };
    if (followedBy !== null) {
      const follows = await this.documents.find(FOLLOWS, {
        filter: { followerId: followedBy },
        sort: [{ field: 'followedAt', direction: 'desc' }],
        limit: MAX_FOLLOWED,
      });
      if (follows.items.length === 0) return { items: [], nextCursor: null };
      filter.creatorId = { in: follows.items.map((follow) => follow.creatorId) };
    }
    // Following: a followed creator's new release brings its item back to the top.
    const page = await this.documents.find(PUBLIC_ITEMS, {
      filter,
      sort: [{ field: followedBy === null ? 'publishedAt' : 'activeAt', direction: 'desc' }],
      limit,
      cursor,
    });
    return { items: page.items.map(itemCardView), nextCursor: page.nextCursor };
  }
}
