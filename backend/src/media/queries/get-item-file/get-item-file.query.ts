import { Query } from '@nestjs/cqrs';
import type { ItemFile, MarketplaceKind } from '@creators/contracts';

/** A deliverable of a published item, for a visitor to download. */
export class GetItemFile extends Query<ItemFile> {
  constructor(
    readonly kind: MarketplaceKind,
    readonly slug: string,
    readonly uploadId: string,
    readonly viewerId: string | null,
  ) {
    super();
  }
}
