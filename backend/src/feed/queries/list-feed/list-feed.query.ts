import { Query } from '@nestjs/cqrs';
import type { CardPage, ItemKind } from '@creators/contracts';

/** The feed: every kind including sites, newest first, optionally one kind, optionally only followed creators. */
export class ListFeed extends Query<CardPage> {
  constructor(
    readonly kind: ItemKind | null,
    readonly limit: number,
    readonly cursor: string | null,
    /** Only the creators this person follows ("Following"). */
    readonly followedBy: string | null = null,
  ) {
    super();
  }
}
