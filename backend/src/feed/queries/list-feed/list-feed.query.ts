import { Query } from '@nestjs/cqrs';
import type { CardPage, ItemKind } from '@creators/contracts';

/** The feed: every kind including sites, newest first, optionally one kind. */
export class ListFeed extends Query<CardPage> {
  constructor(
    readonly kind: ItemKind | null,
    readonly limit: number,
    readonly cursor: string | null,
  ) {
    super();
  }
}
