import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer, ExpertListing } from '@creators/contracts';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { dashboardProfileKeys } from './get-my-profile.js';

/** Puts the creator on the experts page, or replaces their listing there. */
export const publishExpertListing = (listing: ExpertListing): Promise<CommandAnswer> =>
  api.put<CommandAnswer>('/api/dashboard/expert', listing);

export function usePublishExpertListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishExpertListing,
    onSuccess: () => invalidateAfterChange(queryClient, dashboardProfileKeys.all),
  });
}
