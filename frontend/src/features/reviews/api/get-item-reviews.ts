import type { ItemReviewsView, MarketplaceKind } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** An item's shown reviews, and what the visitor asking may do with them. */
export const getItemReviews = (kind: MarketplaceKind, slug: string): Promise<ItemReviewsView> =>
  api.get<ItemReviewsView>(`/api/marketplace/${kind}/${encodeURIComponent(slug)}/reviews`);

export const itemReviewsQueryOptions = (kind: MarketplaceKind, slug: string) =>
  queryOptions({ queryKey: queryKeys.marketplace.reviews(kind, slug), queryFn: () => getItemReviews(kind, slug) });

export const useItemReviews = (kind: MarketplaceKind, slug: string) => useQuery(itemReviewsQueryOptions(kind, slug));
