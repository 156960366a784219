import type { LabelCount } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** Every component tag with how many published components carry it. */
export const getTags = (): Promise<{ items: LabelCount[] }> =>
  api.get<{ items: LabelCount[] }>('/api/marketplace/components/tags');

export const tagsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.marketplace.tags(), queryFn: () => getTags() });

// Not suspending: tags are a side panel that loads (or fails) on its own.
export const useTags = () => useQuery(tagsQueryOptions());
