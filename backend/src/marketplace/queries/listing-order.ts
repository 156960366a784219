import type { ListingSort, PriceFilter } from '@creators/contracts';
import type { Filter } from '@creators/storage';

/** The orders and the price filter every public list of the marketplace offers. */
export const sortKeys = (sort: ListingSort) =>
  sort === 'popular'
    ? // Ties in score fall back on the id, which the (…, score, id) indexes keep in order.
      [{ field: 'score', direction: 'desc' as const }]
    : [{ field: 'publishedAt', direction: 'desc' as const }];

export const priceFilter = (price: PriceFilter | null): Filter => (price === null ? {} : { isFree: price === 'free' });
