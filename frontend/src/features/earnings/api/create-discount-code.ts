import type { CreateDiscountCodeRequest } from '@creators/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { invalidateAfterChange } from '../../../lib/invalidate-after-change.js';
import { earningsKeys } from './query-keys.js';

/** Makes a discount code: a percentage or an amount off, for all the creator's items unless one is named. */
export const createDiscountCode = (body: CreateDiscountCodeRequest): Promise<{ code: string }> =>
  api.post<{ code: string }>('/api/dashboard/discount-codes', body);

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscountCode,
    onSuccess: () => invalidateAfterChange(queryClient, earningsKeys.discountCodes()),
  });
}
