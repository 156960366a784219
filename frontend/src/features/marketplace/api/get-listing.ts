import type { CardPage, MarketplaceKind } from '@creators/contracts';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys, type ListingFilters } from '../../../lib/query-keys.js';

/** One page of a kind's published items. */
export const getListing = (kind: MarketplaceKind, filters: ListingFilters, cursor: string | null): Promise<CardPage> =>
  api.get<CardPage>(`/api/marketplace/${kind}${queryString({ sort: filters.sort, price: filters.price, cursor })}`);

export const listingQueryOptions = (kind: MarketplaceKind, filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.marketplace.listing(kind, filters),
    queryFn: ({ pageParam }) => getListing(kind, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useListing = (kind: MarketplaceKind, filters: ListingFilters) =>
  useSuspenseInfiniteQuery(listingQueryOptions(kind, filters));
