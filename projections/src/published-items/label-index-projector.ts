import type { ItemKind } from '@creators/contracts';
import type { PublicItemProjection } from './public-item-projector.js';
import { itemCard, type CardField, type ItemCardDoc } from './item-card.js';
import { publicItemProjector, type PublicItem } from './public-item-projector.js';
import { withFields } from './with-fields.js';
import type { WorkingDocs } from './working-docs.js';

/** A tag or category with the number of published items that carry it. */
export interface LabelDoc {
  /** The label's slug (tags and categories are stored as slugs). */
  readonly id: string;
  readonly slug: string;
  /** For display: the slug's words, capitalised. */
  readonly label: string;
  readonly count: number;
  readonly [field: string]: unknown;
}

/** One published item under one label (`<label>:<itemId>`): the item's card plus the fields a label page sorts on. */
export interface LabelMemberDoc extends ItemCardDoc {
  readonly itemId: string;
  readonly score: number;
  readonly likeCount: number;
}

export const displayLabel = (slug: string): string => {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Labels of one kind (component tags, template categories): a count per label that follows
 * publish, unpublish, delete and edits of the labels, and one membership document per item and
 * label, carrying the item's card, so a label page is one keyset-paged query (the store filters
 * on scalars only, never inside arrays).
 */
export function labelIndexProjector(definition: {
  readonly name: string;
  readonly version: number;
  readonly kind: ItemKind;
  readonly field: 'tags' | 'categories';
  /** The membership field holding the label: `tag` or `category`. */
  readonly key: string;
  readonly labels: string;
  readonly members: string;
}): PublicItemProjection {
  const { field, key, labels, members } = definition;
  const labelsOf = (item: PublicItem<CardField> | null): Set<string> =>
    new Set((item?.fields[field] ?? []).filter((label) => label !== ''));

  function adjust(docs: WorkingDocs, slug: string, delta: number): void {
    const doc = docs.get<LabelDoc>(labels, slug);
    const count = (doc?.count ?? 0) + delta;
    if (count <= 0) docs.delete(labels, slug);
    else docs.put(labels, { id: slug, slug, label: doc?.label ?? displayLabel(slug), count });
  }

  return publicItemProjector<CardField>({
    name: definition.name,
    version: definition.version,
    collections: [
      { name: labels, fields: { count: 'number' }, indexes: [['count']] },
      {
        name: members,
        fields: { [key]: 'string', itemId: 'string', publishedAt: 'string', score: 'number', isFree: 'boolean' },
        indexes: [
          [key, 'publishedAt'],
          [key, 'score'],
          [key, 'isFree', 'publishedAt'],
          [key, 'isFree', 'score'],
        ],
      },
    ],
    kinds: [definition.kind],
    engagement: 'scored',
    docs: (item) => {
      const card = itemCard(item);
      return [...labelsOf(item)].map((label) => ({
        collection: members,
        doc: withFields(card, {
          id: `${label}:${item.id}`,
          itemId: item.id,
          [key]: label,
          score: item.score,
          likeCount: item.likeCount,
        }) satisfies LabelMemberDoc,
      }));
    },
    aggregate: (before, after, docs) => {
      const was = labelsOf(before);
      const is = labelsOf(after);
      for (const label of was) if (!is.has(label)) adjust(docs, label, -1);
      for (const label of is) if (!was.has(label)) adjust(docs, label, 1);
    },
  });
}
