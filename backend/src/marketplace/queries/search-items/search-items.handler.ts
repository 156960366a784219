import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CardPage } from '@creators/contracts';
import { itemCardView, MARKETPLACE_SEARCH, type SearchDoc } from '@creators/projections';
import { searchTerms, type DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { SearchItems } from './search-items.query.js';

@QueryHandler(SearchItems)
export class SearchItemsHandler implements IQueryHandler<SearchItems, CardPage> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ text, kind, limit, cursor }: SearchItems): Promise<CardPage> {
    // Nothing to look for: nothing found (rather than everything).
    if (searchTerms(text).length === 0) return { items: [], nextCursor: null };
    const page = await this.documents.find<SearchDoc>(MARKETPLACE_SEARCH, {
      text,
      filter: kind === null ? {} : { kind },
      limit,
      cursor,
    });
    return { items: page.items.map(itemCardView), nextCursor: page.nextCursor };
  }
}
