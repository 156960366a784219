import type { LabelPage } from '@creators/contracts';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys, type ListingFilters } from '../../../lib/query-keys.js';

/** One page of the templates in a category, with the category itself. */
export const getCategoryItems = (
  slug: string,
  filters: ListingFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LabelPage> =>
  api.get<LabelPage>(
    `/api/marketplace/templates/categories/${encodeURIComponent(slug)}${queryString({ sort: filters.sort, price: filters.price, cursor })}`,
    { signal },
  );

export const categoryItemsQueryOptions = (slug: string, filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.marketplace.category(slug, filters),
    queryFn: ({ pageParam, signal }) => getCategoryItems(slug, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useCategoryItems = (slug: string, filters: ListingFilters) =>
  useSuspenseInfiniteQuery(categoryItemsQueryOptions(slug, filters));
