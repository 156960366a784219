import { collectionName } from '@creators/storage';
import { asEngagementEvent, type RecordedEvent } from '@creators/contracts';
import { documentProjector } from '../runner/projector.js';

/**
 * How many events of one type were recorded on one day (UTC): the analysts' activity chart. Views,
 * previews and likes are counted by each item's engagement window (`tallies`), so that one of them
 * writes no document of its own here: `eventCounts` adds those.
 */
export interface EventTypeDay {
  readonly id: string;
  readonly day: string;
  readonly type: string;
  readonly count: number;
  readonly [field: string]: unknown;
}

export const EVENT_STATS = collectionName<EventTypeDay>('event_type_days');

export const eventStatsProjector = documentProjector<EventTypeDay>({
  name: 'event-stats',
  version: 2,
  collection: { name: EVENT_STATS, fields: { day: 'string', type: 'string' }, indexes: [['day', 'type']] },
  key: (event: RecordedEvent) =>
    asEngagementEvent(event) === null ? `${event.metadata.occurredAt.slice(0, 10)}:${event.type}` : null,
  evolve: (doc, event) => ({
    id: `${event.metadata.occurredAt.slice(0, 10)}:${event.type}`,
    day: event.metadata.occurredAt.slice(0, 10),
    type: event.type,
    count: (doc?.count ?? 0) + 1,
  }),
});
