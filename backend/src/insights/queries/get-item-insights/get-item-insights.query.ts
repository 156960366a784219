import { Query } from '@nestjs/cqrs';
import type { ItemInsights } from '@creators/contracts';

/** One of the signed-in creator's items (deleted ones too) over the period; anyone else's is "not found". */
export class GetItemInsights extends Query<ItemInsights> {
  constructor(
    readonly creatorId: string,
    readonly itemId: string,
    readonly days: number,
    /** The request's time (ISO): "today" is its UTC day. */
    readonly now: string,
  ) {
    super();
  }
}
