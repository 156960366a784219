import type { ListingSort, PriceFilter } from '@creators/contracts';
import type { ListingFilters } from '../../../lib/query-keys.js';

/** `?sort=popular&price=free` -> filters; anything unknown falls back to the default. */
export function listingFiltersFrom(params: URLSearchParams): ListingFilters {
  const sort: ListingSort = params.get('sort') === 'popular' ? 'popular' : 'newest';
  const priceParam = params.get('price');
  const price: PriceFilter | null = priceParam === 'free' || priceParam === 'paid' ? priceParam : null;
  return { sort, price };
}

/** The same filters as query parameters, leaving out defaults so plain URLs stay plain. */
export function listingParams(filters: ListingFilters): Record<string, string | null> {
  return { sort: filters.sort === 'newest' ? null : filters.sort, price: filters.price };
}
