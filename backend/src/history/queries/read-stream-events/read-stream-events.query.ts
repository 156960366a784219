import { Query } from '@nestjs/cqrs';
import type { EventPage } from '@creators/contracts';

/** Raw events of one stream, in order, a page at a time. */
export class ReadStreamEvents extends Query<EventPage> {
  constructor(
    readonly stream: string,
    readonly limit: number,
    readonly cursor: string | null,
    /** Who reads: whether they see personal values (see `AnalystLog`). */
    readonly viewerId: string,
  ) {
    super();
  }
}
