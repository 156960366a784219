import type { AnalystJobStarted } from '@creators/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { analyticsKeys } from './query-keys.js';

/** Rebuilds live read models (all when none is named): built aside, swapped in when caught up. */
export const startRebuild = (models: readonly string[]): Promise<AnalystJobStarted> =>
  api.post<AnalystJobStarted>('/api/analytics/read-models/rebuild', { models });

/** The read models and the job are read again, and followed while it runs. */
export function useStartRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRebuild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
  });
}
