import type { CollectionPageView, CollectionScope } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** Where a scope's collections are curated: one's own, or the moderators' featured ones. */
export const curatingPath = (scope: CollectionScope): string =>
  scope === 'personal' ? '/api/collections' : '/api/moderation/collections';

/** Every collection one curates, private ones and drafts too; one's own say whether one curates featured ones too. */
export const getCurating = (
  scope: CollectionScope,
): Promise<{ items: CollectionPageView[]; curatesFeatured?: boolean }> =>
  api.get(scope === 'personal' ? '/api/collections/mine' : '/api/moderation/collections');

export const curatingQueryOptions = (scope: CollectionScope) =>
  queryOptions({ queryKey: queryKeys.curation.curating(scope), queryFn: () => getCurating(scope) });

export const useCurating = (scope: CollectionScope, enabled = true) =>
  useQuery({ ...curatingQueryOptions(scope), enabled });
