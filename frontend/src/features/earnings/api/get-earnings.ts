import type { Earnings } from '@creators/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { earningsKeys } from './query-keys.js';

/** The creator's balances per currency, months, payouts and payout account. */
export const getEarnings = (): Promise<Earnings> => api.get<Earnings>('/api/dashboard/earnings');

export const earningsQueryOptions = () => queryOptions({ queryKey: earningsKeys.summary(), queryFn: getEarnings });

export const useEarnings = () => useQuery(earningsQueryOptions());
