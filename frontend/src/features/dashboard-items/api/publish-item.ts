import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer, ItemKind } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardItemKeys } from './query-keys.js';

/** Publishing answers 422, naming each missing field, when the item is not complete yet. */
export const publishItem = (kind: ItemKind, id: string): Promise<CommandAnswer> =>
  api.post<CommandAnswer>(`/api/dashboard/${kind}/${encodeURIComponent(id)}/publish`);

export function usePublishItem(kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => publishItem(kind, id),
    onSuccess: () => invalidateAfterChange(queryClient, dashboardItemKeys.kind(kind)),
  });
}
