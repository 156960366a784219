import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemKind } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardItemKeys } from './query-keys.js';

/** 204; the position comes in `x-position`, which the api client remembers. */
export const deleteItem = (kind: ItemKind, id: string): Promise<null> =>
  api.delete<null>(`/api/dashboard/${kind}/${encodeURIComponent(id)}`);

export function useDeleteItem(kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: dashboardItemKeys.detail(kind, id) });
      await invalidateAfterChange(queryClient, dashboardItemKeys.list(kind));
    },
  });
}
