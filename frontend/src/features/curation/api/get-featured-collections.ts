import type { CollectionPageView } from '@creators/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The published featured collections, last changed first, each with its first few cards. */
export const getFeaturedCollections = (limit: number): Promise<{ items: CollectionPageView[] }> =>
  api.get(`/api/collections/featured${queryString({ limit })}`);

export const featuredCollectionsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: queryKeys.curation.featured(limit), queryFn: () => getFeaturedCollections(limit) });

export const useFeaturedCollections = (limit: number) => useSuspenseQuery(featuredCollectionsQueryOptions(limit));
