import type { CollectionPageView } from '@creators/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** A published collection: a featured one (`handle` null) or a person's public one. */
export const getCollectionPage = (handle: string | null, slug: string): Promise<CollectionPageView> =>
  api.get(
    handle === null
      ? `/api/collections/featured/${encodeURIComponent(slug)}`
      : `/api/creators/${encodeURIComponent(handle)}/collections/${encodeURIComponent(slug)}`,
  );

export const collectionPageQueryOptions = (handle: string | null, slug: string) =>
  queryOptions({
    queryKey: queryKeys.curation.collection(handle, slug),
    queryFn: () => getCollectionPage(handle, slug),
  });

export const useCollectionPage = (handle: string | null, slug: string) =>
  useSuspenseQuery(collectionPageQueryOptions(handle, slug));
