import { Query } from '@nestjs/cqrs';
import type { LabelCount } from '@creators/contracts';
import type { LabelIndex } from '../labels.js';

/** Every component tag or template category with its count of published items, most used first. */
export class ListLabels extends Query<{ items: LabelCount[] }> {
  constructor(readonly index: LabelIndex) {
    super();
  }
}
