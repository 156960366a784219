import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { commerceKeys } from './query-keys.js';

/** The buyer asks the creator for a refund of an order, with a reason (within 14 days of paying, once). */
export const requestRefund = (orderId: string, reason: string): Promise<{ orderId: string; answerBy: string }> =>
  api.post(`/api/orders/${encodeURIComponent(orderId)}/refund-request`, { reason });

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) => requestRefund(orderId, reason),
    onSuccess: () => invalidateAfterChange(queryClient, commerceKeys.library()),
  });
}
