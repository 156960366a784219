import type { FeedItemView, ItemKind } from '@creators/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** One item as the feed shows it (a former slug answers 301, which fetch follows). */
export const getFeedItem = (kind: ItemKind, slug: string): Promise<FeedItemView> =>
  api.get<FeedItemView>(`/api/feed/${kind}/${encodeURIComponent(slug)}`);

export const feedItemQueryOptions = (kind: ItemKind, slug: string) =>
  queryOptions({
    queryKey: queryKeys.feed.item(kind, slug),
    queryFn: () => getFeedItem(kind, slug),
  });

export const useFeedItem = (kind: ItemKind, slug: string) => useSuspenseQuery(feedItemQueryOptions(kind, slug));
