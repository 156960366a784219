import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardLinkKeys } from './get-my-links.js';

export interface LinkBody {
  readonly title: string;
  readonly url: string;
}

/** Adds a link at the end of the list. */
export const addLink = (body: LinkBody): Promise<CommandAnswer & { readonly id: string }> =>
  api.post<CommandAnswer & { readonly id: string }>('/api/dashboard/links', body);

export function useAddLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLink,
    onSuccess: () => invalidateAfterChange(queryClient, dashboardLinkKeys.all),
  });
}
