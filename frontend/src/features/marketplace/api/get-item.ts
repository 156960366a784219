import type { ItemPageView, MarketplaceKind } from '@creators/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/**
 * One published item with its creator and related items. A former slug answers 301 and fetch
 * follows it, so the answer's `item.slug` may differ from the one asked for.
 */
export const getItem = (kind: MarketplaceKind, slug: string, signal?: AbortSignal): Promise<ItemPageView> =>
  api.get<ItemPageView>(`/api/marketplace/${kind}/${encodeURIComponent(slug)}`, { signal });

export const itemQueryOptions = (kind: MarketplaceKind, slug: string) =>
  queryOptions({
    queryKey: queryKeys.marketplace.item(kind, slug),
    queryFn: ({ signal }) => getItem(kind, slug, signal),
  });

export const useItem = (kind: MarketplaceKind, slug: string) => useSuspenseQuery(itemQueryOptions(kind, slug));
