import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { storageUsageKey } from './query-keys.js';

/** What the signed-in account's uploads keep stored, against its quota. */
export const getStorageUsage = (): Promise<StorageUsage> => api.get<StorageUsage>('/api/media/usage');

export const storageUsageQueryOptions = () =>
  queryOptions({ queryKey: storageUsageKey, queryFn: () => getStorageUsage() });

export const useStorageUsage = () => useQuery(storageUsageQueryOptions());
