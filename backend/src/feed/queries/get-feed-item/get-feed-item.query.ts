import { Query } from '@nestjs/cqrs';
import type { FeedItemView, ItemKind } from '@creators/contracts';
import type { Lookup } from '@creators/projections';

/** One published item as the feed shows it (sites included): the same page as the marketplace's. */
export class GetFeedItem extends Query<Lookup<FeedItemView>> {
  constructor(
    readonly kind: ItemKind,
    readonly slug: string,
    readonly viewerId: string | null,
  ) {
    super();
  }
}
