import { Query } from '@nestjs/cqrs';
import type { RecordedEvent } from '@creators/contracts';

/** The events of one correlation, in log order, as analysts see them. */
export class CorrelatedEvents extends Query<{ items: RecordedEvent[] }> {
  constructor(readonly correlationId: string) {
    super();
  }
}
