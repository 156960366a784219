import { Query } from '@nestjs/cqrs';
import type { LabelPage, ListingSort, PriceFilter } from '@creators/contracts';
import type { LabelIndex } from '../labels.js';

/** One tag's or category's published items. */
export class ListLabelItems extends Query<LabelPage> {
  constructor(
    readonly index: LabelIndex,
    readonly slug: string,
    readonly sort: ListingSort,
    readonly price: PriceFilter | null,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}
