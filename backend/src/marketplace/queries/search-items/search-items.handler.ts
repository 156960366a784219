import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  KINDS,
  PRICE_RANGES,
  minorUnitsOf,
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

/** How many matches a search weighs, sorts and counts facets over: the store's best by its own rank. */
export const SEARCH_CAP = 300;
/**
 * How many matches the store ranks at most: when more match (a word that thousands of items use),
 * the newest this many (on MongoDB, those with the greatest ids). The store scores every match it
 * ranks, and at 100,000 items a common word matches tens of thousands; a specific one ("navbar")
 * may match one to three thousand, which stay ranked exactly, so a well-liked older item keeps its
 * place. Suggestions rank the same way: the first two letters of a common word match most of the
 * catalogue: ranking all of it took a first suggestion 150-230 ms at 100,000 items, these about 10 ms.
 */
export const SEARCH_RANKED = 3_000;
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

/** Free or paid, asked of the store; a range (paid, in whole units of one currency) is narrowed to here. */
const PRICE_FILTERS: Readonly<Record<PriceRange, Filter>> = {
  free: { isFree: true },
  paid: { isFree: false },
  'under-10': { isFree: false },
  '10-50': { isFree: false },
  'over-50': { isFree: false },
};
/** A range's bounds in whole units of the price's own currency: 10 and 50 ($10, €50, ¥10). */
const RANGE_WORDS: Readonly<Record<'under-10' | '10-50' | 'over-50', (sign: (units: number) => string) => string>> = {
  'under-10': (sign) => `Under ${sign(10)}`,
  '10-50': (sign) => `${sign(10)} to ${sign(50)}`,
  'over-50': (sign) => `Over ${sign(50)}`,
};
/** The prices an item's price is in: free, or paid and one range of its currency's whole units. */
function pricesOf({ amount, currency }: { amount: number; currency: string }): PriceRange[] {
  if (amount === 0) return ['free'];
  const unit = 10 ** minorUnitsOf(currency);
  return ['paid', amount < 10 * unit ? 'under-10' : amount <= 50 * unit ? '10-50' : 'over-50'];
}
/** Each currency's formatter, made at its first use (the currencies are the contracts' few), not at each label. */
const formatters = new Map<string, Intl.NumberFormat>();
/** Whole units with the currency's sign: `$10`, `€50`, `CA$10`, `¥10`. */
const signed =
  (currency: string) =>
  (units: number): string => {
    let format = formatters.get(currency);
    if (format === undefined) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
      formatters.set(currency, format);
    }
    return format.format(units);
  };

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

/**
 * The price facet carries the currency's sign, so its ranges are only offered where the paid
 * results are in one currency (chosen, or the only one there): across currencies "Under 10" would
 * put ¥500 and $5 together. Where there are several, the currency facet chooses one first.
 */
function priceFacets(
  docs: readonly PublicItemDoc[],
  { price, currency }: SearchFilters,
): Pick<SearchFacets, 'prices' | 'currencies'> {
  const paid = docs.filter((doc) => doc.price.amount > 0);
  const currencies = counted(paid, (doc) => doc.price.currency);
  const only = currencies.size === 1 ? [...currencies.keys()][0] : undefined;
  const prices = counted(
    docs.flatMap((doc) => pricesOf(doc.price)),
    String,
  );
  // A range chosen (an address from before, or shared) stays offered, so that it can be dropped.
  const offered = PRICE_RANGES.filter(
    (range) => prices.has(range) && (range === 'free' || range === 'paid' || only !== undefined || range === price),
  );
  const labelOf = (range: PriceRange): string => {
    if (range === 'free') return 'Free';
    if (range === 'paid') return 'Paid';
    return only === undefined
      ? `${RANGE_WORDS[range](String)}, in each item's currency`
      : RANGE_WORDS[range](signed(only));
  };
  return {
    prices: offered.map((range) => ({ value: range, label: labelOf(range), count: prices.get(range) ?? 0 })),
    currencies:
      currencies.size > 1 || currency !== null
        ? [...currencies]
            .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
            .map(([value, count]) => ({ value, label: value, count }))
        : [],
  };
}

function facetsOf(docs: readonly PublicItemDoc[], filters: SearchFilters): SearchFacets {
  const top = (counts: Map<string, number>, label: (value: string) => string, limit: number): FacetCount[] =>
    [...counts]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, limit)
      .map(([value, count]) => ({ value, label: label(value), count }));
  const names = new Map(docs.map((doc) => [doc.creatorHandle, doc.creatorName]));
  return {
    kinds: top(
      counted(docs, (doc) => doc.kind),
      (kind) => KINDS[kind as keyof typeof KINDS].label,
      10,
    ),
    ...priceFacets(docs, filters),
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

function storeFilter({ kind, price, creator, currency }: SearchFilters): Filter {
  // Sites are shown in the feed, never found in the marketplace.
  const filter: Record<string, FieldCondition> = kind === null ? { marketplace: true } : { kind };
  if (creator !== null) filter.creatorHandle = creator;
  // A currency is a paid item's: choosing one lists what is paid in it.
  if (currency !== null) filter.isFree = false;
  return price === null ? filter : { ...filter, ...PRICE_FILTERS[price] };
}

/** What the store cannot ask: every tag and category, the price's range, the currency. */
const narrowedBy =
  ({ tags, categories, price, currency }: SearchFilters) =>
  (doc: PublicItemDoc): boolean =>
    tags.every((tag) => doc.tags?.includes(tag) === true) &&
    categories.every((category) => doc.categories?.includes(category) === true) &&
    (price === null || pricesOf(doc.price).includes(price)) &&
    (currency === null || doc.price.currency === currency);

/** The words with each misspelt one corrected, when one was. */
const correctedOf = (words: readonly ExpandedWord[]): string | null =>
  words.some((word) => word.correction !== null) ? words.map((word) => word.correction ?? word.typed).join(' ') : null;

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
    const corrected = correctedOf(words);
    const found = await this.documents.find(PUBLIC_ITEMS, {
      ...(browsing ? {} : { text: words.map((word) => word.alternatives.map(({ term }) => term)) }),
      rankWithin: SEARCH_RANKED,
      filter: storeFilter(filters),
      limit: SEARCH_CAP,
    });
    const matching = found.items.filter(narrowedBy(filters));
    if (matching.length === 0) {
      // Nothing as typed: the correction turned down is still the likeliest thing meant ("Did you mean").
      const meant =
        spelling === 'as-typed' && !browsing ? correctedOf(await expandWords(this.documents, typed)) : corrected;
      return this.nothing(filters, meant);
    }
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
      facets: facetsOf(matching, filters),
      correctedQuery: corrected,
      popular: [],
    };
  }

  /** No results: the corrected query if there is one, and the kind's (or every kind's) popular items. */
  private async nothing(filters: SearchFilters, corrected: string | null): Promise<SearchAnswer> {
    const popular = await this.documents.find(PUBLIC_ITEMS, {
      filter: filters.kind === null ? { marketplace: true } : { kind: filters.kind },
      sort: [{ field: 'score', direction: 'desc' }],
      limit: POPULAR,
    });
    return {
      items: [],
      nextCursor: null,
      total: 0,
      capped: false,
      facets: { kinds: [], prices: [], currencies: [], tags: [], categories: [], creators: [] },
      correctedQuery: corrected,
      popular: popular.items.map(itemCardView),
    };
  }
}
