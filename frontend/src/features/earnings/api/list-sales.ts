import type { SalesPage } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { earningsKeys } from './query-keys.js';

/** The creator's sales, newest first, with refunds and refund requests. */
export const listSales = (): Promise<SalesPage> => api.get<SalesPage>('/api/dashboard/sales');

export const salesQueryOptions = () => queryOptions({ queryKey: earningsKeys.sales(), queryFn: listSales });

export const useSales = () => useQuery(salesQueryOptions());
