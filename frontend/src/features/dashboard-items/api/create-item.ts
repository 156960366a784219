import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedAnswer, ItemKind, NewItemBody } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardItemKeys } from './query-keys.js';

/** A new draft; the answer's position makes the next list read include it. */
export const createItem = (kind: ItemKind, body: NewItemBody): Promise<CreatedAnswer> =>
  api.post<CreatedAnswer>(`/api/dashboard/${kind}`, body);

export function useCreateItem(kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewItemBody) => createItem(kind, body),
    onSuccess: () => invalidateAfterChange(queryClient, dashboardItemKeys.list(kind)),
  });
}
