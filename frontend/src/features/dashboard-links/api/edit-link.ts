import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import type { LinkBody } from './add-link.js';
import { dashboardLinkKeys } from './get-my-links.js';

export interface EditLinkVariables {
  readonly id: string;
  readonly changes: Partial<LinkBody>;
}

export const editLink = ({ id, changes }: EditLinkVariables): Promise<CommandAnswer> =>
  api.patch<CommandAnswer>(`/api/dashboard/links/${encodeURIComponent(id)}`, changes);

export function useEditLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editLink,
    onSuccess: () => invalidateAfterChange(queryClient, dashboardLinkKeys.all),
  });
}
