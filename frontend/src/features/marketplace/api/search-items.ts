import {
  isCurrencyCode,
  isItemKind,
  PRICE_RANGES,
  SEARCH_SORTS,
  SEARCH_CREATOR_MAX,
  SEARCH_TEXT_MAX,
  SUGGESTION_TEXT_MAX,
  type CurrencyCode,
  type MarketplaceKind,
  type PriceRange,
  type SearchAnswer,
  type SearchSort,
  type SearchSuggestions,
} from '@creators/contracts';
import { infiniteQueryOptions, useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** A search as the URL holds it: the words, every filter, the order. */
export interface SearchParams {
  readonly q: string;
  readonly kind: MarketplaceKind | null;
  readonly price: PriceRange | null;
  /** Paid in this currency; the price ranges then read in it. */
  readonly currency: CurrencyCode | null;
  readonly creator: string | null;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly sort: SearchSort;
  /** The words as typed, their spelling not corrected ("Search instead for navbr"). */
  readonly exact: boolean;
}

const list = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The words as typed, no longer than the API takes (cut as the search box would). */
const searchTextOf = (params: URLSearchParams): string =>
  (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX).trim();

/** Whether the address asks for more words than search takes (typed or pasted into it). */
export const isSearchTextTooLong = (params: URLSearchParams): boolean =>
  (params.get('q') ?? '').trim().length > SEARCH_TEXT_MAX;

/** `?q=&kind=&price=&currency=&creator=&tags=&categories=&sort=&exact=`, each read only when it is a value search takes. */
export function searchParamsOf(params: URLSearchParams): SearchParams {
  const kind = params.get('kind') ?? '';
  const price = params.get('price') ?? '';
  const currency = params.get('currency') ?? '';
  const sort = params.get('sort') ?? '';
  const creator = (params.get('creator') ?? '').trim();
  return {
    q: searchTextOf(params),
    kind: isItemKind(kind) && kind !== 'sites' ? kind : null,
    price: (PRICE_RANGES as readonly string[]).includes(price) ? (price as PriceRange) : null,
    currency: isCurrencyCode(currency) ? currency : null,
    // A handle longer than any search takes names nobody: no filter rather than a refused search.
    creator: creator === '' || creator.length > SEARCH_CREATOR_MAX ? null : creator,
    tags: list(params.get('tags')),
    categories: list(params.get('categories')),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : 'relevance',
    exact: params.get('exact') === 'true',
  };
}

const searchFields = (search: SearchParams) => ({
  q: search.q,
  kind: search.kind,
  price: search.price,
  currency: search.currency,
  creator: search.creator,
  tags: search.tags.join(','),
  categories: search.categories.join(','),
  sort: search.sort === 'relevance' ? null : search.sort,
  exact: search.exact ? 'true' : null,
});

/** The URL of a search (empty values and the default order left out). */
export const searchPath = (search: SearchParams): string => `/marketplace/search${queryString(searchFields(search))}`;

export const searchItems = (search: SearchParams, cursor: string | null): Promise<SearchAnswer> =>
  api.get<SearchAnswer>(`/api/marketplace/search${queryString({ ...searchFields(search), cursor })}`);

export const searchQueryOptions = (search: SearchParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.marketplace.search(search),
    queryFn: ({ pageParam }) => searchItems(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useSearchItems = (search: SearchParams) => useSuspenseInfiniteQuery(searchQueryOptions(search));

/** Suggestions for the first letters typed (none under two letters, nor for long text, which the API refuses). */
export const useSuggestions = (typed: string) => {
  const q = typed.trim();
  return useQuery({
    queryKey: [...queryKeys.marketplace.searches, 'suggestions', q],
    // Not a page's data: a suggestion nobody waits for any more may be dropped on the way.
    queryFn: ({ signal }) =>
      api.get<SearchSuggestions>(`/api/marketplace/suggestions${queryString({ q })}`, { signal }),
    enabled: q.length >= 2 && q.length <= SUGGESTION_TEXT_MAX,
    staleTime: 30_000,
  });
};
