import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemKind, ItemView } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { dashboardItemKeys } from './query-keys.js';

/** One of the creator's own items, any status; its `revision` is what an edit sends as If-Match. */
export const getMyItem = (kind: ItemKind, id: string): Promise<ItemView> =>
  api.get<ItemView>(`/api/dashboard/${kind}/${encodeURIComponent(id)}`);

export const myItemQueryOptions = (kind: ItemKind, id: string) =>
  queryOptions({
    queryKey: dashboardItemKeys.detail(kind, id),
    queryFn: () => getMyItem(kind, id),
  });

// The route's loader asked already; an item that is not there is not asked for again on mount.
export const useMyItem = (kind: ItemKind, id: string) =>
  useQuery({ ...myItemQueryOptions(kind, id), retryOnMount: false });
