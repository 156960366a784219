import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecordedEvent } from '@creators/contracts';
import { EventLogSqlProvider } from '../../event-log-sql.provider.js';
import { CorrelatedEvents } from './correlated-events.query.js';

@QueryHandler(CorrelatedEvents)
export class CorrelatedEventsHandler implements IQueryHandler<CorrelatedEvents, { items: RecordedEvent[] }> {
  constructor(private readonly log: EventLogSqlProvider) {}

  async execute({ correlationId }: CorrelatedEvents): Promise<{ items: RecordedEvent[] }> {
    return { items: await (await this.log.sql()).correlated(correlationId) };
  }
}
