import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardLinkKeys } from './get-my-links.js';

/** 204; the position comes in `x-position`, which the api client remembers. */
export const removeLink = (id: string): Promise<null> =>
  api.delete<null>(`/api/dashboard/links/${encodeURIComponent(id)}`);

export function useRemoveLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLink,
    onSuccess: () => invalidateAfterChange(queryClient, dashboardLinkKeys.all),
  });
}
