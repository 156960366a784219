import { Query } from '@nestjs/cqrs';
import type { CardPage, MarketplaceKind } from '@creators/contracts';

/** Full-text search over published marketplace items, best matches first, across kinds or within one. */
export class SearchItems extends Query<CardPage> {
  constructor(
    readonly text: string,
    readonly kind: MarketplaceKind | null,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}
