import { MARKETPLACE_KINDS, type ItemKind, type MarketplaceKind, type Price } from '@creators/contracts';
import type { Doc, DocumentStore, FindQuery, SortKey } from '@creators/storage';
import { COMPONENT_TAGS } from '../component-tags/component-tags.projector.js';
import { CREATOR_PROFILES } from '../creator-profiles/creator-profiles.projector.js';
import { EXPERTS } from '../experts-directory/experts-directory.projector.js';
import { PUBLIC_ITEMS } from '../public-items/public-items.projector.js';
import { TEMPLATE_CATEGORIES } from '../template-categories/template-categories.projector.js';

export const SORTS = ['newest', 'popular'] as const;
export type ListingSort = (typeof SORTS)[number];
export const PRICES = ['free', 'paid'] as const;
export type PriceFilter = (typeof PRICES)[number];

/** What a list's documents show of an item (each read model's document holds at least this). */
export interface RankedCard extends Doc {
  readonly kind: ItemKind;
  readonly slug: string;
  readonly title: string;
  readonly price: Price;
  readonly creatorId: string;
  readonly creator: { readonly handle: string };
  readonly publishedAt: string;
  /** Popularity, on lists that rank by it. */
  readonly score?: number;
}

/** A component tag or template category with its count. */
export interface LabelCount extends Doc {
  readonly slug: string;
  readonly count: number;
}

/** What the experts directory shows of an expert. */
export interface ExpertRow extends Doc {
  readonly handle: string;
  readonly name: string;
  readonly services: readonly string[];
  readonly location: string;
  readonly listedAt: string;
}

const ORDER: Record<ListingSort, readonly SortKey[]> = {
  newest: [{ field: 'publishedAt', direction: 'desc' }],
  popular: [
    { field: 'score', direction: 'desc' },
    { field: 'publishedAt', direction: 'desc' },
  ],
};

/**
 * The public reading queries (`API.md`, "Public reading"), over read models wherever they live:
 * the live collections (`physical` is the identity) or a namespace built by `replay --as-of`.
 */
export class ReadModelQueries {
  constructor(
    private readonly documents: DocumentStore,
    private readonly physical: (collection: string) => string = (collection) => collection,
  ) {}

  private async find<T extends Doc>(collection: string, query: FindQuery): Promise<T[]> {
    return (await this.documents.find<T>(this.physical(collection), query)).items;
  }

  /** `GET /api/marketplace/{kind}?sort=&price=`. */
  listings(kind: MarketplaceKind, sort: ListingSort, price: PriceFilter | null, limit: number): Promise<RankedCard[]> {
    return this.find<RankedCard>(PUBLIC_ITEMS, {
      filter: { kind, ...(price === null ? {} : { isFree: price === 'free' }) },
      sort: ORDER[sort],
      limit,
    });
  }

  /** `GET /api/marketplace/components/tags`: tags, the most used first. */
  tags(limit: number): Promise<LabelCount[]> {
    return this.find<LabelCount>(COMPONENT_TAGS, { sort: [{ field: 'count', direction: 'desc' }], limit });
  }

  /** `GET /api/marketplace/components/tags/{slug}`. */
  tagged(tag: string, sort: ListingSort, limit: number): Promise<RankedCard[]> {
    return this.find<RankedCard>(PUBLIC_ITEMS, {
      filter: { tags: { has: tag }, kind: 'components' },
      sort: ORDER[sort],
      limit,
    });
  }

  /** `GET /api/marketplace/templates/categories`. */
  categories(limit: number): Promise<LabelCount[]> {
    return this.find<LabelCount>(TEMPLATE_CATEGORIES, { sort: [{ field: 'count', direction: 'desc' }], limit });
  }

  /** `GET /api/marketplace/templates/categories/{slug}`. */
  categorised(category: string, sort: ListingSort, limit: number): Promise<RankedCard[]> {
    return this.find<RankedCard>(PUBLIC_ITEMS, {
      filter: { categories: { has: category }, kind: 'templates' },
      sort: ORDER[sort],
      limit,
    });
  }

  /** `GET /api/feed?kind=`: newest first. */
  feed(kind: ItemKind | null, limit: number): Promise<RankedCard[]> {
    return this.find<RankedCard>(PUBLIC_ITEMS, {
      ...(kind === null ? {} : { filter: { kind } }),
      sort: [{ field: 'publishedAt', direction: 'desc' }],
      limit,
    });
  }

  /** `GET /api/experts`: the most recently listed first. */
  experts(limit: number): Promise<ExpertRow[]> {
    return this.find<ExpertRow>(EXPERTS, { sort: [{ field: 'listedAt', direction: 'desc' }], limit });
  }

  /** How much there was: published items per kind, creators, experts, tags, categories. */
  async summary(): Promise<{ label: string; count: number }[]> {
    const count = (collection: string, filter?: FindQuery['filter']): Promise<number> =>
      this.documents.count(this.physical(collection), filter);
    const rows: { label: string; count: number }[] = [];
    for (const kind of [...MARKETPLACE_KINDS, 'sites'])
      rows.push({ label: `published ${kind}`, count: await count(PUBLIC_ITEMS, { kind }) });
    rows.push({ label: 'creators', count: await count(CREATOR_PROFILES) });
    rows.push({ label: 'listed experts', count: await count(EXPERTS) });
    rows.push({ label: 'component tags', count: await count(COMPONENT_TAGS) });
    rows.push({ label: 'template categories', count: await count(TEMPLATE_CATEGORIES) });
    return rows;
  }
}
