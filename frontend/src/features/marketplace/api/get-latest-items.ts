import type { CardPage, MarketplaceKind } from '@creators/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The newest few items of a kind, for the marketplace's entry page. */
export const getLatestItems = (kind: MarketplaceKind, limit: number): Promise<CardPage> =>
  api.get<CardPage>(`/api/marketplace/${kind}${queryString({ sort: 'newest', limit })}`);

export const latestItemsQueryOptions = (kind: MarketplaceKind, limit: number) =>
  queryOptions({
    queryKey: queryKeys.marketplace.latest(kind, limit),
    queryFn: () => getLatestItems(kind, limit),
  });

export const useLatestItems = (kind: MarketplaceKind, limit: number) =>
  useSuspenseQuery(latestItemsQueryOptions(kind, limit));
