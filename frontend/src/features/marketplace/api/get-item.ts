import type { ItemPageView, MarketplaceKind } from '@creators/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/**
 * One published item with its creator and related items. A former slug answers 301 and fetch
 * follows it, so the answer's `item.slug` may differ from the one asked for.
 */
export const getItem = (kind: MarketplaceKind, slug: string): Promise<ItemPageView> =>
  api.get<ItemPageView>(`/api/marketplace/${kind}/${encodeURIComponent(slug)}`);

export const itemQueryOptions = (kind: MarketplaceKind, slug: string) =>
  queryOptions({
    queryKey: queryKeys.marketplace.item(kind, slug),
    queryFn: () => getItem(kind, slug),
  });

export const useItem = (kind: MarketplaceKind, slug: string) => useSuspenseQuery(itemQueryOptions(kind, slug));
