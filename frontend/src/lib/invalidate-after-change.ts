import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change: refetch what shows it here (`queryKey`, asked with X-Consistent-With so the
 * answer already holds the change), and mark every other cached answer stale without asking now:
 * public pages read their own read models, and each is asked again when next shown.
 */
export async function invalidateAfterChange(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey }),
  ]);
}
