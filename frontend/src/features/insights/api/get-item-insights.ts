import type { ItemInsights } from '@creators/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { insightKeys } from './query-keys.js';

/** One of the creator's items: its funnel, daily series and revenue (404 for anyone else's). */
export const getItemInsights = (itemId: string, days: number, signal?: AbortSignal): Promise<ItemInsights> =>
  api.get<ItemInsights>(`/api/dashboard/insights/items/${encodeURIComponent(itemId)}${queryString({ days })}`, {
    signal,
  });

export const itemInsightsQueryOptions = (itemId: string, days: number) =>
  queryOptions({
    queryKey: insightKeys.item(itemId, days),
    queryFn: ({ signal }) => getItemInsights(itemId, days, signal),
  });

export const useItemInsights = (itemId: string, days: number) =>
  useQuery({ ...itemInsightsQueryOptions(itemId, days), placeholderData: keepPreviousData });
