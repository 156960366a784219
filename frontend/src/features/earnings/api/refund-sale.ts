import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { earningsKeys } from './query-keys.js';

export type RefundAction = 'refund' | 'approve' | 'decline';

const PATHS: Readonly<Record<RefundAction, string>> = {
  refund: 'refund',
  approve: 'refund-request/approve',
  decline: 'refund-request/decline',
};

/** The creator refunds a sale (with a reason), or answers the buyer's request (declining says why). */
export const refundSale = (orderId: string, action: RefundAction, reason: string): Promise<unknown> =>
  api.post(
    `/api/dashboard/sales/${encodeURIComponent(orderId)}/${PATHS[action]}`,
    action === 'approve' ? undefined : { reason },
  );

export function useRefundSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action, reason }: { orderId: string; action: RefundAction; reason: string }) =>
      refundSale(orderId, action, reason),
    onSuccess: () => invalidateAfterChange(queryClient, earningsKeys.all),
  });
}
