import { Query } from '@nestjs/cqrs';
import type { CardPage, ListingSort, MarketplaceKind, PriceFilter } from '@creators/contracts';

/** A marketplace kind's published items: newest or popular first, optionally only free or only paid. */
export class ListMarketplaceItems extends Query<CardPage> {
  constructor(
    readonly kind: MarketplaceKind,
    readonly sort: ListingSort,
    readonly price: PriceFilter | null,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}
