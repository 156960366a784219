import { Query } from '@nestjs/cqrs';
import type { EventCountPeriod, EventCountsView } from '@creators/contracts';
import type { RawEventFilter } from '@creators/projections';

/** Events per type per period, counted as `history stats` counts them. */
export class CountEvents extends Query<EventCountsView> {
  constructor(
    readonly filter: RawEventFilter,
    readonly by: EventCountPeriod,
  ) {
    super();
  }
}
