import { Query } from '@nestjs/cqrs';
import type { EventPage } from '@creators/contracts';
import type { RawEventFilter } from '@creators/projections';

/** Raw events of the whole log matching a filter, in log order, a page at a time. */
export class ListEvents extends Query<EventPage> {
  constructor(
    readonly filter: RawEventFilter,
    readonly limit: number,
    readonly cursor: string | null,
    /** Who reads: whether they see personal values (see `AnalystLog`). */
    readonly viewerId: string,
  ) {
    super();
  }
}
