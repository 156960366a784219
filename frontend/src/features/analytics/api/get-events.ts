import type { EventPage, RecordedEvent } from '@creators/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client.js';
import { analyticsKeys, type EventQuery } from './query-keys.js';

/**
 * The events the browser shows: one correlation's (all it caused, in log order), or a page of the
 * log filtered by type, stream and time. Personal values come withheld.
 */
export async function getEvents(query: EventQuery): Promise<EventPage> {
  if (query.correlation !== '') {
    const { items } = await api.get<{ items: RecordedEvent[] }>(
      `/api/analytics/correlations/${encodeURIComponent(query.correlation)}`,
    );
    return { items, nextCursor: null };
  }
  return api.get<EventPage>(
    `/api/events${queryString({
      type: query.type,
      stream: query.stream,
      from: query.from,
      to: query.to,
      cursor: query.cursor,
      limit: 50,
    })}`,
  );
}

export const eventsQueryOptions = (query: EventQuery) =>
  queryOptions({ queryKey: analyticsKeys.events(query), queryFn: () => getEvents(query) });

export const useEvents = (query: EventQuery) =>
  useQuery({ ...eventsQueryOptions(query), placeholderData: keepPreviousData });
