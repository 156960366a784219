import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer, ItemKind } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardItemKeys } from './query-keys.js';

/** Takes a published item off the public pages; it stays in the dashboard. */
export const unpublishItem = (kind: ItemKind, id: string): Promise<CommandAnswer> =>
  api.post<CommandAnswer>(`/api/dashboard/${kind}/${encodeURIComponent(id)}/unpublish`);

export function useUnpublishItem(kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unpublishItem(kind, id),
    onSuccess: () => invalidateAfterChange(queryClient, dashboardItemKeys.kind(kind)),
  });
}
