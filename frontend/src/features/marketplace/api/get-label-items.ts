import type { LabelPage } from '@creators/contracts';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys, type ListingFilters } from '../../../lib/query-keys.js';

/** Component tags and template categories are one mechanism; what differs is where they live. */
const LABELS = {
  tags: { path: 'components/tags', key: queryKeys.marketplace.tag },
  categories: { path: 'templates/categories', key: queryKeys.marketplace.category },
} as const;

export type LabelIndex = keyof typeof LABELS;

/** One page of the items carrying a tag (components) or in a category (templates), with the label itself. */
export const getLabelItems = (
  index: LabelIndex,
  slug: string,
  filters: ListingFilters,
  cursor: string | null,
): Promise<LabelPage> =>
  api.get<LabelPage>(
    `/api/marketplace/${LABELS[index].path}/${encodeURIComponent(slug)}${queryString({ sort: filters.sort, price: filters.price, cursor })}`,
  );

export const labelItemsQueryOptions = (index: LabelIndex, slug: string, filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: LABELS[index].key(slug, filters),
    queryFn: ({ pageParam }) => getLabelItems(index, slug, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useLabelItems = (index: LabelIndex, slug: string, filters: ListingFilters) =>
  useSuspenseInfiniteQuery(labelItemsQueryOptions(index, slug, filters));
