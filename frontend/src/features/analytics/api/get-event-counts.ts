import type { EventCountPeriod, EventCountsView } from '@creators/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { analyticsKeys } from './query-keys.js';

/** Events per type per day, week or month: the numbers of `history stats`. */
export const getEventCounts = (by: EventCountPeriod): Promise<EventCountsView> =>
  api.get<EventCountsView>(`/api/analytics/event-counts${queryString({ by })}`);

export const eventCountsQueryOptions = (by: EventCountPeriod) =>
  queryOptions({ queryKey: analyticsKeys.counts(by), queryFn: () => getEventCounts(by) });

export const useEventCounts = (by: EventCountPeriod) =>
  useQuery({ ...eventCountsQueryOptions(by), placeholderData: keepPreviousData });
