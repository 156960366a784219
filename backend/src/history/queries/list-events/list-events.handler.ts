import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventPage } from '@creators/contracts';
import { parseEventFilter, readEventPage } from '@creators/projections';
import { AnalystLog } from '../analyst-log.js';
import { asInvalidInput } from '../../invalid-parameters.js';
import { ListEvents } from './list-events.query.js';

@QueryHandler(ListEvents)
export class ListEventsHandler implements IQueryHandler<ListEvents, EventPage> {
  constructor(private readonly log: AnalystLog) {}

  async execute({ filter, limit, cursor, viewerId }: ListEvents): Promise<EventPage> {
    const events = await this.log.for(viewerId);
    return asInvalidInput(() => readEventPage(events, parseEventFilter(filter), { limit, cursor }));
  }
}
