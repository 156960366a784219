import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer, ItemBody, ItemKind } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardItemKeys } from './query-keys.js';

export interface EditItemAnswer extends CommandAnswer {
  readonly slug: string;
}

export interface EditItemVariables {
  readonly id: string;
  /** The revision the form started from: a 409 answers when someone changed the item since. */
  readonly revision: number;
  readonly changes: ItemBody;
}

export const editItem = (kind: ItemKind, { id, revision, changes }: EditItemVariables): Promise<EditItemAnswer> =>
  api.patch<EditItemAnswer>(`/api/dashboard/${kind}/${encodeURIComponent(id)}`, changes, {
    headers: { 'if-match': `"${revision}"` },
  });

export function useEditItem(kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: EditItemVariables) => editItem(kind, variables),
    onSuccess: () => invalidateAfterChange(queryClient, dashboardItemKeys.kind(kind)),
  });
}
