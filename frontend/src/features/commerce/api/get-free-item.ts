import type { GetItemResponse, MarketplaceKind } from '@creators/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { commerceKeys } from './query-keys.js';

/** Adds a free item to the signed-in account's library (idempotent); 401 when signed out. */
export const getFreeItem = (kind: MarketplaceKind, slug: string): Promise<GetItemResponse> =>
  api.post<GetItemResponse>(`/api/marketplace/${kind}/${encodeURIComponent(slug)}/get`);

/** The answer is the new access (files to download at once); the library and counts are read again. */
export function useGetFreeItem(kind: MarketplaceKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getFreeItem(kind, slug),
    onSuccess: async (access) => {
      queryClient.setQueryData(commerceKeys.access(kind, slug), access);
      await invalidateAfterChange(queryClient, commerceKeys.library());
    },
  });
}
