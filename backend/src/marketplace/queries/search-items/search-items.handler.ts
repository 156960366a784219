import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  KINDS,
  PRICE_RANGES,
  templateCategoryLabel,
  type FacetCount,
  type PriceRange,
  type SearchAnswer,
  type SearchFacets,
} from '@creators/contracts';
import { PUBLIC_ITEMS, itemCardView, wordsOf, type PublicItemDoc } from '@creators/projections';
import type { DocumentStore, Filter, FieldCondition } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { expandWords, type ExpandedWord } from './query-expansion.js';
import { SearchItems, type SearchFilters } from './search-items.query.js';

/** How many of the best matches a search weighs, sorts and counts facets over. */
export const SEARCH_CAP = 300;
const TOP_LABELS = 12;
const TOP_CREATORS = 8;
const POPULAR = 6;

/** Where a word is found, and what a match there is worth (a title match above a summary one). */
const FIELD_WEIGHTS = [
  ['title', 10],
  ['tags', 7],
  ['categories', 7],
  ['summary', 4],
  ['creatorName', 3],
] as const;

const PRICE_FILTERS: Readonly<Record<PriceRange, Filter>> = {
  free: { isFree: true },
  paid: { isFree: false },
  'under-10': { priceAmount: { gt: 0, lt: 1000 } },
  '10-50': { priceAmount: { gte: 1000, lte: 5000 } },
  'over-50': { priceAmount: { gt: 5000 } },
};
const PRICE_LABELS: Readonly<Record<PriceRange, string>> = {
  free: 'Free',
  paid: 'Paid',
  'under-10': 'Under 10',
  '10-50': '10 to 50',
  'over-50': 'Over 50',
};
/** The prices an amount is in: free, or paid and one range. */
const pricesOf = (amount: number): PriceRange[] =>
  amount === 0 ? ['free'] : ['paid', amount < 1000 ? 'under-10' : amount <= 5000 ? '10-50' : 'over-50'];

const labelOf = (slug: string): string => {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const categoryLabelOf = (slug: string): string => templateCategoryLabel(slug) ?? labelOf(slug);

/** How well a document answers the words: the best field each word (or one of its alternatives) is found in. */
function relevance(doc: PublicItemDoc, words: readonly ExpandedWord[]): number {
  const fields = FIELD_WEIGHTS.map(([field, weight]) => {
    const value = doc[field];
    return { weight, words: wordsOf(Array.isArray(value) ? value.join(' ') : String(value ?? '')) };
  });
  let total = 0;
  for (const word of words) {
    let best = 0;
    for (const { term, weight } of word.alternatives) {
      for (const field of fields) {
        const whole = field.words.includes(term);
        if (whole || field.words.some((w) => w.startsWith(term))) {
          best = Math.max(best, weight * field.weight * (whole ? 1.2 : 1));
        }
      }
    }
    // Found by the store in the description alone: a match all the same, the weakest.
    total += Math.max(best, 1);
  }
  return total;
}

function counted<T>(values: readonly T[], key: (value: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(key(value), (counts.get(key(value)) ?? 0) + 1);
  return counts;
}

function facetsOf(docs: readonly PublicItemDoc[]): SearchFacets {
  const top = (counts: Map<string, number>, label: (value: string) => string, limit: number): FacetCount[] =>
    [...counts]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, limit)
      .map(([value, count]) => ({ value, label: label(value), count }));
  const names = new Map(docs.map((doc) => [doc.creatorHandle, doc.creatorName]));
  const prices = counted(
    docs.flatMap((doc) => pricesOf(doc.priceAmount)),
    String,
  );
  return {
    kinds: top(
      counted(docs, (doc) => doc.kind),
      (kind) => KINDS[kind as keyof typeof KINDS].label,
      10,
    ),
    prices: PRICE_RANGES.filter((range) => prices.has(range)).map((range) => ({
      value: range,
      label: PRICE_LABELS[range],
      count: prices.get(range) ?? 0,
    })),
    tags: top(
      counted(
        docs.flatMap((doc) => doc.tags ?? []),
        String,
      ),
      labelOf,
      TOP_LABELS,
    ),
    categories: top(
      counted(
        docs.flatMap((doc) => doc.categories ?? []),
        String,
      ),
      categoryLabelOf,
      TOP_LABELS,
    ),
    creators: top(
      counted(docs, (doc) => doc.creatorHandle),
      (handle) => names.get(handle) ?? handle,
      TOP_CREATORS,
    ),
  };
}

function storeFilter({ kind, price, creator }: SearchFilters): Filter {
  // Sites are shown in the feed, never found in the marketplace.
  const filter: Record<string, FieldCondition> = kind === null ? { marketplace: true } : { kind };
  if (creator !== null) filter.creatorHandle = creator;
  return price === null ? filter : { ...filter, ...PRICE_FILTERS[price] };
}

const offsetOf = (cursor: string | null): number => {
  const offset = Number(Buffer.from(cursor ?? '', 'base64url').toString('utf8'));
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
};

@QueryHandler(SearchItems)
export class SearchItemsHandler implements IQueryHandler<SearchItems, SearchAnswer> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ text, filters, sort, limit, cursor, spelling }: SearchItems): Promise<SearchAnswer> {
    const typed = wordsOf(text).slice(0, 8);
    // No words but a creator: browsing their work. Nothing at all to look for: nothing found (rather than everything).
    const browsing = typed.length === 0;
    if (browsing && filters.creator === null) return this.nothing(filters, null);
    const words = browsing ? [] : await expandWords(this.documents, typed, spelling);
    const corrected = words.some((word) => word.correction !== null)
      ? words.map((word) => word.correction ?? word.typed).join(' ')
      : null;
    const found = await this.documents.find<PublicItemDoc>(PUBLIC_ITEMS, {
      ...(browsing ? {} : { text: words.map((word) => word.alternatives.map(({ term }) => term)) }),
      filter: storeFilter(filters),
      limit: SEARCH_CAP,
    });
    const matching = found.items.filter(
      (doc) =>
        filters.tags.every((tag) => doc.tags?.includes(tag) === true) &&
        filters.categories.every((category) => doc.categories?.includes(category) === true),
    );
    if (matching.length === 0) return this.nothing(filters, corrected);
    const ranked = matching.map((doc) => ({ doc, relevance: relevance(doc, words) }));
    const order = {
      relevance: (a: (typeof ranked)[number], b: (typeof ranked)[number]) =>
        b.relevance - a.relevance || b.doc.score - a.doc.score,
      newest: (a: (typeof ranked)[number], b: (typeof ranked)[number]) =>
        b.doc.publishedAt.localeCompare(a.doc.publishedAt),
      popular: (a: (typeof ranked)[number], b: (typeof ranked)[number]) =>
        b.doc.score - a.doc.score || b.relevance - a.relevance,
      // Unrated items last; among equal stars, the more reviews the surer.
      rating: (a: (typeof ranked)[number], b: (typeof ranked)[number]) =>
        (b.doc.ratingAverage ?? 0) - (a.doc.ratingAverage ?? 0) ||
        b.doc.ratingCount - a.doc.ratingCount ||
        b.relevance - a.relevance,
    }[sort];
    ranked.sort((a, b) => order(a, b) || a.doc.id.localeCompare(b.doc.id));
    const offset = offsetOf(cursor);
    const page = ranked.slice(offset, offset + limit);
    const next = offset + limit < ranked.length ? Buffer.from(String(offset + limit)).toString('base64url') : null;
    return {
      items: page.map(({ doc }) => itemCardView(doc)),
      nextCursor: next,
      total: ranked.length,
      capped: found.nextCursor !== null,
      facets: facetsOf(matching),
      correctedQuery: corrected,
      popular: [],
    };
  }

  /** No results: the corrected query if there is one, and the kind's (or every kind's) popular items. */
  private async nothing(filters: SearchFilters, corrected: string | null): Promise<SearchAnswer> {
    const popular = await this.documents.find<PublicItemDoc>(PUBLIC_ITEMS, {
      filter: filters.kind === null ? { marketplace: true } : { kind: filters.kind },
      sort: [{ field: 'score', direction: 'desc' }],
      limit: POPULAR,
    });
    return {
      items: [],
      nextCursor: null,
      total: 0,
      capped: false,
      facets: { kinds: [], prices: [], tags: [], categories: [], creators: [] },
      correctedQuery: corrected,
      popular: popular.items.map(itemCardView),
    };
  }
}
