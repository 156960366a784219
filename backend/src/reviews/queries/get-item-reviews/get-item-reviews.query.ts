import { Query } from '@nestjs/cqrs';
import type { ItemReviewsView, MarketplaceKind } from '@creators/contracts';

/** An item's shown reviews, and what the visitor asking may do with them. */
export class GetItemReviews extends Query<ItemReviewsView> {
  constructor(
    readonly kind: MarketplaceKind,
    readonly slug: string,
    readonly viewerId: string | null,
  ) {
    super();
  }
}
