import { Query } from '@nestjs/cqrs';
import type { DiscountCodeView } from '@creators/contracts';

/** A creator's own discount codes, newest first, with their uses. */
export class ListDiscountCodes extends Query<{ items: DiscountCodeView[] }> {
  constructor(readonly creatorId: string) {
    super();
  }
}
