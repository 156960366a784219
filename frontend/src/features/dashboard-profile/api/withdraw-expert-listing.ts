import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardProfileKeys } from './get-my-profile.js';

/** Takes the creator off the experts page (204, position in `x-position`). */
export const withdrawExpertListing = (): Promise<null> => api.delete<null>('/api/dashboard/expert');

export function useWithdrawExpertListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawExpertListing,
    onSuccess: () => invalidateAfterChange(queryClient, dashboardProfileKeys.all),
  });
}
