import { Query } from '@nestjs/cqrs';
import type { ItemKind, ItemView, Page } from '@creators/contracts';

/** The signed-in creator's items of one kind, in every status, most recently changed first. */
export class ListMyItems extends Query<Page<ItemView>> {
  constructor(
    readonly kind: ItemKind,
    readonly creatorId: string,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}
