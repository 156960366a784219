import type { CreatorInsights } from '@creators/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { insightKeys } from './query-keys.js';

/** The signed-in creator's funnel, daily series, items and revenue over the last `days` days. */
export const getInsights = (days: number): Promise<CreatorInsights> =>
  api.get<CreatorInsights>(`/api/dashboard/insights${queryString({ days })}`);

export const insightsQueryOptions = (days: number) =>
  queryOptions({ queryKey: insightKeys.creator(days), queryFn: () => getInsights(days) });

/** Another period keeps the last one on screen until its numbers come. */
export const useInsights = (days: number) =>
  useQuery({ ...insightsQueryOptions(days), placeholderData: keepPreviousData });
