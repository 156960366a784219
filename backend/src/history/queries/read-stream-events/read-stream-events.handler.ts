import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventPage } from '@creators/contracts';
import { parseEventFilter, readEventPage } from '@creators/projections';
import { commonError } from '../../../platform/domain-error.js';
import { AnalystLog } from '../analyst-log.js';
import { asInvalidInput } from '../../invalid-parameters.js';
import { ReadStreamEvents } from './read-stream-events.query.js';

@QueryHandler(ReadStreamEvents)
export class ReadStreamEventsHandler implements IQueryHandler<ReadStreamEvents, EventPage> {
  constructor(private readonly log: AnalystLog) {}

  async execute({ stream, limit, cursor, viewerId }: ReadStreamEvents): Promise<EventPage> {
    const events = await this.log.for(viewerId);
    const page = await asInvalidInput(() => readEventPage(events, parseEventFilter({ stream }), { limit, cursor }));
    if (page.items.length === 0 && cursor === null) throw commonError('not_found', `no stream ${stream}`);
    return page;
  }
}
