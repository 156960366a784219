import { Query } from '@nestjs/cqrs';
import type { ItemKind, ItemView } from '@creators/contracts';

/** One of the signed-in creator's items; another creator's is "not found". */
export class GetMyItem extends Query<ItemView> {
  constructor(
    readonly kind: ItemKind,
    readonly creatorId: string,
    readonly itemId: string,
  ) {
    super();
  }
}
