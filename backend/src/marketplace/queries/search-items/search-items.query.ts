import { Query } from '@nestjs/cqrs';
import type { Spelling } from './query-expansion.js';
import type { CurrencyCode, MarketplaceKind, PriceRange, SearchAnswer, SearchSort } from '@creators/contracts';

/** What a search is narrowed to: every filter given applies. */
export interface SearchFilters {
  readonly kind: MarketplaceKind | null;
  readonly price: PriceRange | null;
  /** Paid in this currency (which the price ranges then count in). */
  readonly currency: CurrencyCode | null;
  readonly creator: string | null;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
}

export const NO_SEARCH_FILTERS: SearchFilters = {
  kind: null,
  price: null,
  currency: null,
  creator: null,
  tags: [],
  categories: [],
};

/** Search over published marketplace items: forgiving of typos, plurals and unfinished words, with facets. */
export class SearchItems extends Query<SearchAnswer> {
  constructor(
    readonly text: string,
    readonly filters: SearchFilters,
    readonly sort: SearchSort,
    readonly limit: number,
    readonly cursor: string | null,
    readonly spelling: Spelling = 'forgiving',
  ) {
    super();
  }
}
