import { collectionName } from '@creators/storage';
import { MARKETPLACE_KINDS, type ItemKind } from '@creators/contracts';
import { displayLabel } from '../published-items/label-index-projector.js';
import { publicItemProjector, type PublicItem } from '../published-items/public-item-projector.js';
import type { WorkingDocs } from '../runner/working-docs.js';
import { deletions, vocabularyWords } from './fuzzy.js';

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

export const SEARCH_TERMS = collectionName<SearchTermDoc>('search_terms');
export const SEARCH_VARIANTS = collectionName<SearchVariantDoc>('search_variants');
export const SEARCH_LABELS = collectionName<SearchLabelDoc>('search_labels');

/** The fields whose words the vocabulary keeps (descriptions are too long to correct towards). */
const VOCABULARY_FIELDS = ['title', 'tags', 'categories', 'summary', 'creatorName'] as const;

/** Variants shared by more words than this keep the most frequent ones only. */
const MAX_TERMS_PER_VARIANT = 40;

type SearchField = 'title' | 'summary' | 'tags' | 'categories';

/** The text of a vocabulary field, as the item shows it (a list's words joined). */
function vocabularyText(item: PublicItem<SearchField>, field: (typeof VOCABULARY_FIELDS)[number]): string {
  switch (field) {
    case 'creatorName':
      return item.creator.name;
    case 'tags':
    case 'categories':
      return (item.fields[field] ?? []).join(' ');
    case 'title':
    case 'summary':
      return item.fields[field];
  }
}

/** What an item adds to search, worked out once per version of its fields (and its creator's name). */
interface Contribution {
  readonly creatorName: string;
  readonly words: ReadonlySet<string>;
  readonly labels: ReadonlyMap<string, SearchLabel>;
}

/**
 * Each fields object's contribution: an item's fields are a new object whenever they change, and
 * the same one on both sides of every other transition (published, unpublished, its creator
 * renamed), so the words that leave an item when it is unpublished are those counted when it was
 * published, not worked out again.
 */
const contributions = new WeakMap<object, Contribution>();
const NOTHING: Contribution = { creatorName: '', words: new Set(), labels: new Map() };

function contributionOf(item: PublicItem<SearchField> | null): Contribution {
  if (item === null) return NOTHING;
  const known = contributions.get(item.fields);
  if (known?.creatorName === item.creator.name) return known;
  const words = new Set<string>();
  for (const field of VOCABULARY_FIELDS)
    for (const word of vocabularyWords(vocabularyText(item, field))) words.add(word);
  const contribution = { creatorName: item.creator.name, words, labels: labelsOf(item) };
  contributions.set(item.fields, contribution);
  return contribution;
}

function labelsOf(item: PublicItem<SearchField>): Map<string, SearchLabel> {
  const labels = new Map<string, SearchLabel>();
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
  const doc = docs.get(SEARCH_TERMS, term);
  const count = (doc?.count ?? 0) + delta;
  if (count > 0) docs.put(SEARCH_TERMS, { id: term, term, count });
  else docs.delete(SEARCH_TERMS, term);
  // A word enters (or leaves) the vocabulary: so do its deletions.
  if ((doc === null) === count > 0) {
    for (const variant of [term, ...deletions(term)]) {
      const stored = docs.get(SEARCH_VARIANTS, variant);
      const others = (stored?.terms ?? []).filter((known) => known !== term);
      const terms = count > 0 ? [...others, term].sort().slice(0, MAX_TERMS_PER_VARIANT) : others;
      if (terms.length > 0) docs.put(SEARCH_VARIANTS, { id: variant, terms });
      else docs.delete(SEARCH_VARIANTS, variant);
    }
  }
}

function countLabel(docs: WorkingDocs, label: SearchLabel, delta: number): void {
  const doc = docs.get(SEARCH_LABELS, label.id);
  const count = (doc?.count ?? 0) + delta;
  if (count > 0)
    docs.put(SEARCH_LABELS, {
      id: label.id,
      key: label.key,
      type: label.type,
      kind: label.kind,
      label: label.label,
      count,
    });
  else docs.delete(SEARCH_LABELS, label.id);
}

/**
 * What search knows beside the shown items it finds (`public_items`, with their full text): the
 * vocabulary of the five marketplace kinds with its deletions, for spelling correction, and their
 * tags and categories with counts, for suggestions.
 */
export const searchProjector = publicItemProjector<SearchField>({
  name: 'search',
  version: 3,
  collections: [
    { name: SEARCH_TERMS, fields: { term: 'string', count: 'number' }, indexes: [['term']] },
    { name: SEARCH_VARIANTS, fields: {} },
    { name: SEARCH_LABELS, fields: { key: 'string', count: 'number' }, indexes: [['key']] },
  ],
  kinds: MARKETPLACE_KINDS,
  // Words and labels move with what items show, never with their engagement.
  engagement: 'none',
  docs: () => [],
  aggregate(before, after, docs) {
    if (
      before !== null &&
      after !== null &&
      before.fields === after.fields &&
      before.creator.name === after.creator.name
    )
      return;
    const was = contributionOf(before);
    const is = contributionOf(after);
    for (const term of was.words) if (!is.words.has(term)) countTerm(docs, term, -1);
    for (const term of is.words) if (!was.words.has(term)) countTerm(docs, term, 1);
    for (const [id, label] of was.labels) if (!is.labels.has(id)) countLabel(docs, label, -1);
    for (const [id, label] of is.labels) if (!was.labels.has(id)) countLabel(docs, label, 1);
  },
});
