import type { ItemEvent, ItemFields, ItemKind } from '@creators/contracts';

/**
 * What a read model remembers of every item it follows, drafts included: an `Edited` or
 * `Published` event carries only what changed, so the rest has to be known already. Each model
 * keeps only the fields it shows (`keep`).
 */
export interface ItemStateDoc<K extends keyof ItemFields> {
  readonly id: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
  readonly slug: string;
  readonly formerSlugs: readonly string[];
  readonly status: 'draft' | 'published' | 'unpublished';
  readonly fields: Pick<ItemFields, K>;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The first publication: a republished item keeps its place in "newest". */
  readonly publishedAt: string | null;
  readonly [field: string]: unknown;
}

function pick<K extends keyof ItemFields>(
  fields: Partial<ItemFields>,
  keep: readonly K[],
): Partial<Pick<ItemFields, K>> {
  return Object.fromEntries(
    keep.flatMap((field) => (fields[field] === undefined ? [] : [[field, fields[field]]])),
  ) as Partial<Pick<ItemFields, K>>;
}

/** The item's next state after one of its events (null once deleted or never created). */
export function evolveItemState<K extends keyof ItemFields>(
  doc: ItemStateDoc<K> | null,
  item: ItemEvent,
  at: string,
  keep: readonly K[],
): ItemStateDoc<K> | null {
  if (item.change === 'Created') {
    return {
      id: item.data.itemId,
      kind: item.kind,
      creatorId: item.data.creatorId,
      slug: item.data.slug,
      formerSlugs: [],
      status: 'draft',
      fields: pick(item.data.fields, keep) as Pick<ItemFields, K>,
      createdAt: at,
      updatedAt: at,
      publishedAt: null,
    };
  }
  if (doc === null) return null;
  switch (item.change) {
    case 'Edited': {
      const slug = item.data.slug ?? doc.slug;
      return {
        ...doc,
        fields: { ...doc.fields, ...pick(item.data.changes, keep) },
        slug,
        formerSlugs: slug === doc.slug ? doc.formerSlugs : [...doc.formerSlugs.filter((s) => s !== slug), doc.slug],
        updatedAt: at,
      };
    }
    case 'Published':
      return { ...doc, status: 'published', publishedAt: doc.publishedAt ?? at, updatedAt: at };
    case 'Unpublished':
      return { ...doc, status: 'unpublished', updatedAt: at };
    case 'Deleted':
      return null;
  }
}
