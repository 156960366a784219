import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventCountsView } from '@creators/contracts';
import { eventCounts, parseEventFilter } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { asInvalidInput } from '../../invalid-parameters.js';
import { CountEvents } from './count-events.query.js';

@QueryHandler(CountEvents)
export class CountEventsHandler implements IQueryHandler<CountEvents, EventCountsView> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  execute({ filter, by }: CountEvents): Promise<EventCountsView> {
    return asInvalidInput(async () => {
      const stores = { events: this.events, documents: this.documents };
      const { counts, source } = await eventCounts(stores, parseEventFilter(filter), by);
      const { periods, types } = counts;
      return {
        by,
        periods,
        types,
        counts: periods.flatMap((period) =>
          types.flatMap((type) => {
            const count = counts.count(period, type);
            return count > 0 ? [{ period, type, count }] : [];
          }),
        ),
        source,
      };
    });
  }
}
