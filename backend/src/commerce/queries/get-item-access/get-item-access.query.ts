import { Query } from '@nestjs/cqrs';
import type { ItemAccess, MarketplaceKind } from '@creators/contracts';

/** What a visitor (signed in or not) may do with a published item. */
export class GetItemAccess extends Query<ItemAccess> {
  constructor(
    readonly kind: MarketplaceKind,
    readonly slug: string,
    readonly viewerId: string | null,
  ) {
    super();
  }
}
