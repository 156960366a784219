import { Query } from '@nestjs/cqrs';
import type { CreatorInsights } from '@creators/contracts';

/** The signed-in creator's numbers over the `days` UTC days that end on the day of `now`. */
export class GetCreatorInsights extends Query<CreatorInsights> {
  constructor(
    readonly creatorId: string,
    readonly days: number,
    /** The request's time (ISO): "today" is its UTC day. */
    readonly now: string,
  ) {
    super();
  }
}
