import type { LabelPage } from '@creators/contracts';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys, type ListingFilters } from '../../../lib/query-keys.js';

/** One page of the components carrying a tag, with the tag itself. */
export const getTagItems = (
  slug: string,
  filters: ListingFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LabelPage> =>
  api.get<LabelPage>(
    `/api/marketplace/components/tags/${encodeURIComponent(slug)}${queryString({ sort: filters.sort, price: filters.price, cursor })}`,
    { signal },
  );

export const tagItemsQueryOptions = (slug: string, filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.marketplace.tag(slug, filters),
    queryFn: ({ pageParam, signal }) => getTagItems(slug, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useTagItems = (slug: string, filters: ListingFilters) =>
  useSuspenseInfiniteQuery(tagItemsQueryOptions(slug, filters));
