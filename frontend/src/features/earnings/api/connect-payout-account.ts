import type { PayoutAccountAnswer } from '@creators/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { earningsKeys } from './query-keys.js';

/** Connects the creator's payout account: at once in test mode; with Stripe, the answer says where to finish. */
export const connectPayoutAccount = (): Promise<PayoutAccountAnswer> =>
  api.post<PayoutAccountAnswer>('/api/dashboard/payout-account');

export function useConnectPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectPayoutAccount,
    onSuccess: async (answer) => {
      if (answer.onboardingUrl !== null) window.location.assign(answer.onboardingUrl);
      await invalidateAfterChange(queryClient, earningsKeys.summary());
    },
  });
}
