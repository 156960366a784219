import { MARKETPLACE_KINDS, type ItemKind } from '@creators/contracts';
import { displayLabel } from '../published-items/label-index-projector.js';
import { itemCard, type CardField, type ItemCardDoc } from '../published-items/item-card.js';
import { publicItemProjector, type PublicItem } from '../published-items/public-item-projector.js';
import { withFields } from '../published-items/with-fields.js';
import type { WorkingDocs } from '../published-items/working-docs.js';
import { deletions, vocabularyWords } from './fuzzy.js';

/** A published marketplace item as search finds it: its card, the text it is found by, and what it is sorted and narrowed on. */
export interface SearchDoc extends ItemCardDoc {
  readonly description: string;
  readonly creatorName: string;
  readonly creatorHandle: string;
  readonly priceAmount: number;
  readonly score: number;
  readonly likeCount: number;
}

/** A word published items use, and in how many of them. */
export interface SearchTermDoc {
  readonly id: string;
  readonly term: string;
  readonly count: number;
  readonly [field: string]: unknown;
}

/** A word with one letter deleted (or a word itself), and the vocabulary words it comes from. */
export interface SearchVariantDoc {
  readonly id: string;
  readonly terms: readonly string[];
  readonly [field: string]: unknown;
}

interface SearchLabel {
  readonly id: string;
  readonly key: string;
  readonly type: 'tag' | 'category';
  readonly kind: ItemKind;
  readonly label: string;
}

/** A tag or category of any marketplace kind, for suggestions: found by the first letters of its slug. */
export interface SearchLabelDoc extends SearchLabel {
  readonly count: number;
  readonly [field: string]: unknown;
}

export const MARKETPLACE_SEARCH = 'marketplace_search';
export const SEARCH_TERMS = 'search_terms';
export const SEARCH_VARIANTS = 'search_variants';
export const SEARCH_LABELS = 'search_labels';

/** Full-text fields, heaviest first: a match in the title ranks above one in the description. */
export const SEARCH_TEXT = ['title', 'tags', 'categories', 'summary', 'creatorName', 'description'] as const;

/** The fields whose words the vocabulary keeps (descriptions are too long to correct towards). */
const VOCABULARY_FIELDS = ['title', 'tags', 'categories', 'summary', 'creatorName'] as const;

/** Variants shared by more words than this keep the most frequent ones only. */
const MAX_TERMS_PER_VARIANT = 40;

export const searchDocOf = (item: PublicItem<CardField | 'description'>): SearchDoc =>
  withFields(itemCard(item), {
    description: item.fields.description,
    creatorName: item.creator.name,
    creatorHandle: item.creator.handle,
    priceAmount: item.fields.price.amount,
    score: item.score,
    likeCount: item.likeCount,
  });

function vocabularyOf(item: PublicItem<CardField | 'description'> | null): Set<string> {
  if (item === null) return new Set();
  const doc = searchDocOf(item);
  return new Set(
    VOCABULARY_FIELDS.flatMap((field) => {
      const value = doc[field];
      return vocabularyWords(Array.isArray(value) ? value.join(' ') : String(value));
    }),
  );
}

function labelsOf(item: PublicItem<CardField | 'description'> | null): Map<string, SearchLabel> {
  const labels = new Map<string, SearchLabel>();
  if (item === null) return labels;
  for (const [type, values] of [
    ['tag', item.fields.tags ?? []],
    ['category', item.fields.categories ?? []],
  ] as const) {
    for (const slug of values) {
      if (slug === '') continue;
      const id = `${item.kind}:${type}:${slug}`;
      labels.set(id, { id, key: slug, type, kind: item.kind, label: displayLabel(slug) });
    }
  }
  return labels;
}

function countTerm(docs: WorkingDocs, term: string, delta: number): void {
  const doc = docs.get<SearchTermDoc>(SEARCH_TERMS, term);
  const count = (doc?.count ?? 0) + delta;
  if (count > 0) docs.put(SEARCH_TERMS, { id: term, term, count });
  else docs.delete(SEARCH_TERMS, term);
  // A word enters (or leaves) the vocabulary: so do its deletions.
  if ((doc === null) === count > 0) {
    for (const variant of [term, ...deletions(term)]) {
      const stored = docs.get<SearchVariantDoc>(SEARCH_VARIANTS, variant);
      const others = (stored?.terms ?? []).filter((known) => known !== term);
      const terms = count > 0 ? [...others, term].sort().slice(0, MAX_TERMS_PER_VARIANT) : others;
      if (terms.length > 0) docs.put(SEARCH_VARIANTS, { id: variant, terms });
      else docs.delete(SEARCH_VARIANTS, variant);
    }
  }
}

function countLabel(docs: WorkingDocs, label: SearchLabel, delta: number): void {
  const doc = docs.get<SearchLabelDoc>(SEARCH_LABELS, label.id);
  const count = (doc?.count ?? 0) + delta;
  if (count > 0) docs.put(SEARCH_LABELS, { ...label, count });
  else docs.delete(SEARCH_LABELS, label.id);
}

/**
 * Search over published items of the five marketplace kinds: the documents (with their full text,
 * price and popularity), the vocabulary with its deletions for spelling correction, and the tags
 * and categories with counts for suggestions.
 */
export const searchProjector = publicItemProjector<CardField | 'description'>({
  name: 'search',
  version: 2,
  collections: [
    {
      name: MARKETPLACE_SEARCH,
      fields: {
        kind: 'string',
        isFree: 'boolean',
        publishedAt: 'string',
        priceAmount: 'number',
        creatorHandle: 'string',
        score: 'number',
      },
      text: SEARCH_TEXT,
      indexes: [['kind', 'publishedAt'], ['score'], ['kind', 'score']],
    },
    { name: SEARCH_TERMS, fields: { term: 'string', count: 'number' }, indexes: [['term']] },
    { name: SEARCH_VARIANTS, fields: {} },
    { name: SEARCH_LABELS, fields: { key: 'string', count: 'number' }, indexes: [['key']] },
  ],
  kinds: MARKETPLACE_KINDS,
  engagement: 'scored',
  docs: (item) => [{ collection: MARKETPLACE_SEARCH, doc: searchDocOf(item) }],
  aggregate(before, after, docs) {
    // A view or a like moves only the score: the words and labels are as they were.
    if (
      before !== null &&
      after !== null &&
      before.fields === after.fields &&
      before.creator.name === after.creator.name
    )
      return;
    const was = vocabularyOf(before);
    const is = vocabularyOf(after);
    for (const term of was) if (!is.has(term)) countTerm(docs, term, -1);
    for (const term of is) if (!was.has(term)) countTerm(docs, term, 1);
    const labelsBefore = labelsOf(before);
    const labelsAfter = labelsOf(after);
    for (const [id, label] of labelsBefore) if (!labelsAfter.has(id)) countLabel(docs, label, -1);
    for (const [id, label] of labelsAfter) if (!labelsBefore.has(id)) countLabel(docs, label, 1);
  },
});
