import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventPage } from '@creators/contracts';
import { forAnalysts, parseEventFilter, readEventPage } from '@creators/projections';
import type { EventStore } from '@creators/storage';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { asInvalidInput } from '../../invalid-parameters.js';
import { ListEvents } from './list-events.query.js';

@QueryHandler(ListEvents)
export class ListEventsHandler implements IQueryHandler<ListEvents, EventPage> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ filter, limit, cursor }: ListEvents): Promise<EventPage> {
    const page = await asInvalidInput(() => readEventPage(this.events, parseEventFilter(filter), { limit, cursor }));
    return { ...page, items: page.items.map(forAnalysts) };
  }
}
