import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CardPage, FeedItemView, ItemKind } from '@creators/contracts';
import { FEED_TIMELINE, type FeedEntryDoc } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../platform/tokens.js';
import { toCard, toItemPage } from '../../marketplace/queries/cards.js';
import { findPublished, type Lookup } from '../../marketplace/queries/published-lookup.js';

/** The feed: every kind including sites, newest first, optionally one kind. */
export class ListFeed extends Query<CardPage> {
  constructor(
    readonly kind: ItemKind | null,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}

/** One published item as the feed shows it (sites included). */
export class GetFeedItem extends Query<Lookup<FeedItemView>> {
  constructor(
    readonly kind: ItemKind,
    readonly slug: string,
  ) {
    super();
  }
}

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
    return { items: page.items.map(toCard), nextCursor: page.nextCursor };
  }
}

@QueryHandler(GetFeedItem)
export class GetFeedItemHandler implements IQueryHandler<GetFeedItem, Lookup<FeedItemView>> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, slug }: GetFeedItem): Promise<Lookup<FeedItemView>> {
    const lookup = await findPublished(this.documents, kind, slug);
    return 'found' in lookup ? { found: { item: toItemPage(lookup.found) } } : lookup;
  }
}
