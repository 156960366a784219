import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CardPage } from '@creators/contracts';
import { MARKETPLACE_LISTINGS, type ListingDoc } from '@creators/projections';
import type { DocumentStore, Filter } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { toCard } from '../cards.js';
import { ListMarketplaceItems } from './list-items.query.js';

export const sortKeys = (sort: 'newest' | 'popular') =>
  sort === 'popular'
    ? // Ties in score fall back on the id, which the (…, score, id) indexes keep in order.
      [{ field: 'score', direction: 'desc' as const }]
    : [{ field: 'publishedAt', direction: 'desc' as const }];

export const priceFilter = (price: 'free' | 'paid' | null): Filter =>
  price === null ? {} : { isFree: price === 'free' };

@QueryHandler(ListMarketplaceItems)
export class ListMarketplaceItemsHandler implements IQueryHandler<ListMarketplaceItems, CardPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, sort, price, limit, cursor }: ListMarketplaceItems): Promise<CardPage> {
    const page = await this.documents.find<ListingDoc>(MARKETPLACE_LISTINGS, {
      filter: { kind, ...priceFilter(price) },
      sort: sortKeys(sort),
      limit,
      cursor,
    });
    return { items: page.items.map(toCard), nextCursor: page.nextCursor };
  }
}
