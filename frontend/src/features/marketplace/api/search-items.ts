import type { CardPage, ItemKind } from '@creators/contracts';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** One page of full-text search results over published items. */
export const searchItems = (
  q: string,
  kind: ItemKind | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CardPage> => api.get<CardPage>(`/api/marketplace/search${queryString({ q, kind, cursor })}`, { signal });

export const searchQueryOptions = (q: string, kind: ItemKind | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.marketplace.search(q, kind),
    queryFn: ({ pageParam, signal }) => searchItems(q, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useSearchItems = (q: string, kind: ItemKind | null) =>
  useSuspenseInfiniteQuery(searchQueryOptions(q, kind));
