import type { DiscountCodeView } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { earningsKeys } from './query-keys.js';

/** The creator's discount codes, with how often each was used. */
export const listDiscountCodes = (): Promise<{ items: DiscountCodeView[] }> =>
  api.get<{ items: DiscountCodeView[] }>('/api/dashboard/discount-codes');

export const discountCodesQueryOptions = () =>
  queryOptions({ queryKey: earningsKeys.discountCodes(), queryFn: listDiscountCodes });

export const useDiscountCodes = () => useQuery(discountCodesQueryOptions());
