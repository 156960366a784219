import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CardPage } from '@creators/contracts';
import { itemCardView, PUBLIC_ITEMS } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { priceFilter, sortKeys } from '../listing-order.js';
import { ListMarketplaceItems } from './list-items.query.js';

@QueryHandler(ListMarketplaceItems)
export class ListMarketplaceItemsHandler implements IQueryHandler<ListMarketplaceItems, CardPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ kind, sort, price, limit, cursor }: ListMarketplaceItems): Promise<CardPage> {
    const page = await this.documents.find(PUBLIC_ITEMS, {
      filter: { kind, ...priceFilter(price) },
      sort: sortKeys(sort),
      limit,
      cursor,
    });
    return { items: page.items.map(itemCardView), nextCursor: page.nextCursor };
  }
}
