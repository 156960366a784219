import type { CardPage, ItemKind } from '@creators/contracts';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** One page of the timeline, newest first, of every kind (sites too) or of one. */
export const getFeed = (kind: ItemKind | null, cursor: string | null): Promise<CardPage> =>
  api.get<CardPage>(`/api/feed${queryString({ kind, cursor })}`);

export const feedQueryOptions = (kind: ItemKind | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.feed.timeline(kind),
    queryFn: ({ pageParam }) => getFeed(kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useFeed = (kind: ItemKind | null) => useSuspenseInfiniteQuery(feedQueryOptions(kind));

/** The Following feed: new items of the creators I follow (signed in). */
export const followingFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['feed', 'following'] as const,
    queryFn: ({ pageParam }) => api.get<CardPage>(`/api/feed/following${queryString({ cursor: pageParam })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useFollowingFeed = () => useSuspenseInfiniteQuery(followingFeedQueryOptions());
