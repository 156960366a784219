import { Query } from '@nestjs/cqrs';
import type { LabelCount, LabelPage, ListingSort, PriceFilter } from '@creators/contracts';
import type { LabelIndex } from './labels.js';

/** Every component tag or template category with its count of published items, most used first. */
export class ListLabels extends Query<{ items: LabelCount[] }> {
  constructor(readonly index: LabelIndex) {
    super();
  }
}

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
