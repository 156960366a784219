import { Query } from '@nestjs/cqrs';
import type { ItemPageView, MarketplaceKind } from '@creators/contracts';
import type { Lookup } from '@creators/projections';

/** A published item's page: the item, whether the visitor likes it, similar items and more by its creator. */
export class GetItemPage extends Query<Lookup<ItemPageView>> {
  constructor(
    readonly kind: MarketplaceKind,
    readonly slug: string,
    readonly viewerId: string | null,
  ) {
    super();
  }
}
