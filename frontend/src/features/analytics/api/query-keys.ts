import type { EventCountPeriod } from '@creators/contracts';

/** What the event browser asks for: the filter words of `GET /api/events`, and a correlation. */
export interface EventQuery {
  readonly type: string;
  readonly stream: string;
  readonly from: string;
  readonly to: string;
  readonly correlation: string;
  readonly cursor: string;
}

/** `['analytics', ...]`: the analysts' workbench. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  events: (query: EventQuery) => [...analyticsKeys.all, 'events', query] as const,
  counts: (by: EventCountPeriod) => [...analyticsKeys.all, 'counts', { by }] as const,
  readModels: () => [...analyticsKeys.all, 'read-models'] as const,
  asOfBuilds: () => [...analyticsKeys.all, 'as-of'] as const,
  job: () => [...analyticsKeys.all, 'job'] as const,
};
