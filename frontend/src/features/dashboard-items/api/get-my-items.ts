import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ItemKind, ItemView, Page } from '@creators/contracts';
import { api, queryString } from '../../../lib/api-client.js';
import { dashboardItemKeys } from './query-keys.js';

export const MY_ITEMS_PAGE_SIZE = 24;

export const getMyItems = (kind: ItemKind, cursor: string | null): Promise<Page<ItemView>> =>
  api.get<Page<ItemView>>(`/api/dashboard/${kind}${queryString({ limit: MY_ITEMS_PAGE_SIZE, cursor })}`);

export const myItemsQueryOptions = (kind: ItemKind) =>
  infiniteQueryOptions({
    queryKey: dashboardItemKeys.list(kind),
    queryFn: ({ pageParam }) => getMyItems(kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useMyItems = (kind: ItemKind) => useInfiniteQuery(myItemsQueryOptions(kind));
