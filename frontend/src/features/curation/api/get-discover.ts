import type { ItemCard } from '@creators/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

export type DiscoverList = 'trending' | 'new';

/** Trending (the last 7 days' engagement) or new and notable (the newest, early traction first). */
export const getDiscover = (list: DiscoverList, limit: number): Promise<{ items: ItemCard[] }> =>
  api.get(`/api/discover/${list}${queryString({ limit })}`);

export const discoverQueryOptions = (list: DiscoverList, limit: number) =>
  queryOptions({ queryKey: queryKeys.curation.discover(list, limit), queryFn: () => getDiscover(list, limit) });

export const useDiscover = (list: DiscoverList, limit: number) => useSuspenseQuery(discoverQueryOptions(list, limit));
