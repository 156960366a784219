import type { ItemKind, ListingSort, PriceFilter } from '@creators/contracts';

/** Sort and price filter of a listing, as the URL carries them. */
export interface ListingFilters {
  readonly sort: ListingSort;
  readonly price: PriceFilter | null;
}

export interface ExpertFilters {
  readonly service: string;
  readonly language: string;
  readonly location: string;
  /** Empty for any; else one of `EXPERT_AVAILABILITIES`. */
  readonly availability: string;
  /** Empty for any; else a three-letter code. */
  readonly currency: string;
  /** Empty for newest first; else a rate order of `EXPERT_SORTS`. */
  readonly sort: string;
}

/**
 * Every query key of the public pages, in one hierarchy, so a change can invalidate by prefix
 * (`['marketplace', kind]` covers that kind's listings, item pages, tag and category pages)
 * without one feature importing another.
 */
export const queryKeys = {
  marketplace: {
    all: ['marketplace'] as const,
    kind: (kind: ItemKind) => ['marketplace', kind] as const,
    latest: (kind: ItemKind, limit: number) => ['marketplace', kind, 'latest', { limit }] as const,
    listing: (kind: ItemKind, filters: ListingFilters) => ['marketplace', kind, 'listing', filters] as const,
    item: (kind: ItemKind, slug: string) => ['marketplace', kind, 'item', slug] as const,
    reviews: (kind: ItemKind, slug: string) => ['marketplace', kind, 'reviews', slug] as const,
    tags: () => ['marketplace', 'components', 'tags'] as const,
    tag: (slug: string, filters: ListingFilters) => ['marketplace', 'components', 'tags', slug, filters] as const,
    categories: () => ['marketplace', 'templates', 'categories'] as const,
    category: (slug: string, filters: ListingFilters) =>
      ['marketplace', 'templates', 'categories', slug, filters] as const,
    searches: ['marketplace', 'search'] as const,
    search: (search: object) => ['marketplace', 'search', search] as const,
  },
  feed: {
    all: ['feed'] as const,
    timeline: (kind: ItemKind | null) => ['feed', 'timeline', { kind }] as const,
    item: (kind: ItemKind, slug: string) => ['feed', kind, slug] as const,
  },
  experts: {
    all: ['experts'] as const,
    directory: (filters: ExpertFilters) => ['experts', filters] as const,
  },
  curation: {
    all: ['curation'] as const,
    featured: (limit: number) => ['curation', 'featured', { limit }] as const,
    discover: (list: 'trending' | 'new', limit: number) => ['curation', list, { limit }] as const,
    collection: (handle: string | null, slug: string) => ['curation', 'collection', handle, slug] as const,
    /** A signed-in person's own collections, or the moderators' featured ones (drafts too). */
    curating: (scope: 'personal' | 'featured') => ['curation', 'curating', scope] as const,
  },
  creators: {
    all: ['creators'] as const,
    page: (handle: string) => ['creators', handle] as const,
  },
};
