import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { reorderByIds } from '../utils/reorder.js';
import { dashboardLinkKeys, type MyLinks } from './get-my-links.js';

/** The whole new order, every link's id once. */
export const reorderLinks = (ids: readonly string[]): Promise<CommandAnswer> =>
  api.put<CommandAnswer>('/api/dashboard/links/order', { ids });

/**
 * Shown at once: the list takes the new order before the server answers (a row that waited
 * would jump under the pointer), and takes back the old one if the server refuses.
 */
export function useReorderLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...dashboardLinkKeys.all, 'order'],
    // One move after another, in the order they were made.
    scope: { id: 'dashboard-links-order' },
    mutationFn: reorderLinks,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: dashboardLinkKeys.all });
      const before = queryClient.getQueryData<MyLinks>(dashboardLinkKeys.all);
      if (before !== undefined) {
        queryClient.setQueryData<MyLinks>(dashboardLinkKeys.all, { ...before, items: reorderByIds(before.items, ids) });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(dashboardLinkKeys.all, context.before);
    },
    onSettled: async () => {
      // While later moves wait their turn, an answer from here would briefly undo them on screen.
      if (queryClient.isMutating({ mutationKey: [...dashboardLinkKeys.all, 'order'] }) === 1) {
        await invalidateAfterChange(queryClient, dashboardLinkKeys.all);
      }
    },
  });
}
