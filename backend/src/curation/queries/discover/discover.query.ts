import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ItemCard } from '@creators/contracts';
import { PUBLIC_ITEMS, itemCardView, type PublicItemDoc } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { TRENDING_READER, type TrendingReader } from './trending-reader.js';

/** Trending counts the points of this many days, the log's latest day included. */
export const TRENDING_DAYS = 7;
/** New and notable looks at this many of the newest items. */
export const NEW_CANDIDATES = 48;

const DAY_MS = 86_400_000;

/**
 * The home's two lists of items besides featured collections, of the marketplace's kinds (sites
 * are the feed's).
 *
 * `trending`: most engagement points (gets and sales 10, likes 5, previews 2, views 1: the
 * weights of `popular`) over the last TRENDING_DAYS days, not over all time: what is taking off now.
 *
 * `new`: new and notable, the NEW_CANDIDATES most recently published items ranked by early
 * traction, their points per day since they were published (counted to the newest of them, so
 * the answer depends on the log only); an item as yet without points comes after those with.
 */
export class Discover extends Query<{ items: ItemCard[] }> {
  constructor(
    readonly list: 'trending' | 'new',
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(Discover)
export class DiscoverHandler implements IQueryHandler<Discover, { items: ItemCard[] }> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(TRENDING_READER) private readonly trending: TrendingReader,
  ) {}

  async execute({ list, limit }: Discover): Promise<{ items: ItemCard[] }> {
    const items = list === 'trending' ? await this.trendingItems(limit) : await this.newAndNotable(limit);
    return { items: items.map(itemCardView) };
  }

  private async trendingItems(limit: number): Promise<PublicItemDoc[]> {
    // The marketplace's lists: sites live in the feed.
    const recent = (await this.trending.recent(TRENDING_DAYS)).filter((entry) => entry.kind !== 'sites');
    // Some of the most engaged may no longer be shown: a few more are read than are wanted.
    const ids = recent.slice(0, limit * 2).map((entry) => entry.itemId);
    const shown = await this.documents.getMany(PUBLIC_ITEMS, ids);
    return ids.flatMap((id) => shown.get(id) ?? []).slice(0, limit);
  }

  private async newAndNotable(limit: number): Promise<PublicItemDoc[]> {
    const { items } = await this.documents.find(PUBLIC_ITEMS, {
      filter: { marketplace: true },
      sort: [{ field: 'publishedAt', direction: 'desc' }],
      limit: NEW_CANDIDATES,
    });
    const newest = Date.parse(items[0]?.publishedAt ?? '');
    const traction = (item: PublicItemDoc): number =>
      item.score / (1 + Math.max(0, newest - Date.parse(item.publishedAt)) / DAY_MS);
    // Stable: among equal traction (none yet, say), the newer first as found.
    return items
      .map((item, order) => ({ item, order, traction: traction(item) }))
      .sort((a, b) => b.traction - a.traction || a.order - b.order)
      .slice(0, limit)
      .map(({ item }) => item);
  }
}
