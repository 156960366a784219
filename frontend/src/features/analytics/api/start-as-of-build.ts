import type { AnalystJobStarted } from '@creators/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { analyticsKeys } from './query-keys.js';

/** Builds the read models as they stood at a moment (an ISO instant or a position), in the background. */
export const startAsOfBuild = (asOf: string): Promise<AnalystJobStarted> =>
  api.post<AnalystJobStarted>('/api/analytics/as-of', { asOf });

/** The builds and the job are read again, and followed while it runs. */
export function useStartAsOfBuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAsOfBuild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
  });
}
