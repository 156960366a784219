import type { ItemKind } from '@creators/contracts';
import type { CollectionName } from '@creators/storage';
import type { PublicItemProjection } from './public-item-projector.js';
import { publicItemProjector, type PublicItem } from './public-item-projector.js';
import type { WorkingDocs } from '../runner/working-docs.js';

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

export const displayLabel = (slug: string): string => {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Labels of one kind (component tags, template categories): a count per label that follows
 * publish, unpublish, delete and edits of the labels. The items under a label are the shown items
 * whose list holds it (`public_items`, filtered on the list field).
 */
export function labelIndexProjector(definition: {
  readonly name: string;
  readonly version: number;
  readonly kind: ItemKind;
  readonly field: 'tags' | 'categories';
  readonly labels: CollectionName<LabelDoc>;
}): PublicItemProjection {
  const { field, labels } = definition;
  const labelsOf = (item: PublicItem<'tags' | 'categories'> | null): Set<string> =>
    new Set((item?.fields[field] ?? []).filter((label) => label !== ''));

  function adjust(docs: WorkingDocs, slug: string, delta: number): void {
    const doc = docs.get(labels, slug);
    const count = (doc?.count ?? 0) + delta;
    if (count <= 0) docs.delete(labels, slug);
    else docs.put(labels, { id: slug, slug, label: doc?.label ?? displayLabel(slug), count });
  }

  return publicItemProjector<'tags' | 'categories'>({
    name: definition.name,
    version: definition.version,
    collections: [{ name: labels, fields: { count: 'number' }, indexes: [['count']] }],
    kinds: [definition.kind],
    // Counts move with what items show, never with their engagement.
    engagement: 'none',
    docs: () => [],
    aggregate: (before, after, docs) => {
      const was = labelsOf(before);
      const is = labelsOf(after);
      for (const label of was) if (!is.has(label)) adjust(docs, label, -1);
      for (const label of is) if (!was.has(label)) adjust(docs, label, 1);
    },
  });
}
