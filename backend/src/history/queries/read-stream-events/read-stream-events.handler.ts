import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventPage } from '@creators/contracts';
import { forAnalysts, parseEventFilter, readEventPage } from '@creators/projections';
import type { EventStore } from '@creators/storage';
import { commonError } from '../../../platform/domain-error.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { asInvalidInput } from '../../invalid-parameters.js';
import { ReadStreamEvents } from './read-stream-events.query.js';

@QueryHandler(ReadStreamEvents)
export class ReadStreamEventsHandler implements IQueryHandler<ReadStreamEvents, EventPage> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ stream, limit, cursor }: ReadStreamEvents): Promise<EventPage> {
    const page = await asInvalidInput(() =>
      readEventPage(this.events, parseEventFilter({ stream }), { limit, cursor }),
    );
    if (page.items.length === 0 && cursor === null) throw commonError('not_found', `no stream ${stream}`);
    return { ...page, items: page.items.map(forAnalysts) };
  }
}
