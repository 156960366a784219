import type { ItemInsights } from '@creators/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { insightKeys } from './query-keys.js';

/** One of the creator's items: its funnel, daily series and revenue (404 for anyone else's). */
export const getItemInsights = (itemId: string, days: number): Promise<ItemInsights> =>
  api.get<ItemInsights>(`/api/dashboard/insights/items/${encodeURIComponent(itemId)}${queryString({ days })}`);

export const itemInsightsQueryOptions = (itemId: string, days: number) =>
  queryOptions({
    queryKey: insightKeys.item(itemId, days),
    queryFn: () => getItemInsights(itemId, days),
  });

export const useItemInsights = (itemId: string, days: number) =>
  useQuery({ ...itemInsightsQueryOptions(itemId, days), placeholderData: keepPreviousData });
