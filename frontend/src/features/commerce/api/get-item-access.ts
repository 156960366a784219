import type { ItemAccess, MarketplaceKind } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { commerceKeys } from './query-keys.js';

/**
 * What the visitor may do with an item: get or buy it, or download what they hold (signed,
 * short-lived links). Anyone may ask; a visitor who is not signed in is simply not entitled.
 */
export const getItemAccess = (kind: MarketplaceKind, slug: string): Promise<ItemAccess> =>
  api.get<ItemAccess>(`/api/marketplace/${kind}/${encodeURIComponent(slug)}/access`);

export const itemAccessQueryOptions = (kind: MarketplaceKind, slug: string) =>
  queryOptions({
    queryKey: commerceKeys.access(kind, slug),
    queryFn: () => getItemAccess(kind, slug),
    // Download links expire: ask again rather than show old ones for long.
    staleTime: 60_000,
  });

export const useItemAccess = (kind: MarketplaceKind, slug: string) => useQuery(itemAccessQueryOptions(kind, slug));
