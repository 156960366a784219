import type { Library } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { commerceKeys } from './query-keys.js';

/** Everything the signed-in account got or bought, newest first, with fresh download links. */
export const getLibrary = (): Promise<Library> => api.get<Library>('/api/library');

export const libraryQueryOptions = () =>
  queryOptions({
    queryKey: commerceKeys.library(),
    queryFn: () => getLibrary(),
    // Download links expire: a library shown again after a while asks for new ones.
    staleTime: 60_000,
  });

export const useLibrary = () => useQuery(libraryQueryOptions());
