import type { LabelCount } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** Every template category with how many published templates are in it. */
export const getCategories = (): Promise<{ items: LabelCount[] }> =>
  api.get<{ items: LabelCount[] }>('/api/marketplace/templates/categories');

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.marketplace.categories(), queryFn: () => getCategories() });

// Not suspending: on most pages categories are a side panel that loads (or fails) on its own.
export const useCategories = () => useQuery(categoriesQueryOptions());
