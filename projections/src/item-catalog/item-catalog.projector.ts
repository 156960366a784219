import {
  asItemEvent,
  asItemVisibilityEvent,
  type ItemFields,
  type ItemKind,
  type RecordedEvent,
} from '@creators/contracts';
import { eventFields, withFields } from '../published-items/with-fields.js';
import { documentProjector } from '../runner/projector.js';

export type ItemStatus = 'draft' | 'published' | 'unpublished';

/** Every item of every creator in every status: what the dashboard lists and edits. */
export interface CatalogItem extends ItemFields {
  readonly id: string;
  readonly kind: ItemKind;
  readonly creatorId: string;
  readonly slug: string;
  /** Slugs the item answered at before a rename. */
  readonly formerSlugs: readonly string[];
  readonly status: ItemStatus;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly publishedAt: string | null;
  /** The item stream's revision: the ETag a change must match. */
  readonly revision: number;
  /** Set while a moderator keeps the item hidden from every public page: why, and since when. */
  readonly moderation?: { readonly hidden: true; readonly reason: string; readonly at: string } | null;
  readonly [field: string]: unknown;
}

export const ITEM_CATALOG = 'catalog_items';

export function evolveCatalogItem(doc: CatalogItem | null, event: RecordedEvent): CatalogItem | null {
  const visibility = asItemVisibilityEvent(event);
  if (visibility !== null) {
    if (doc === null) return null;
    const { reason } = visibility.data;
    // Its own stream's event: the item's revision (its ETag) stays the same.
    return {
      ...doc,
      moderation: visibility.type === 'ItemHidden' ? { hidden: true, reason, at: event.metadata.occurredAt } : null,
    };
  }
  const item = asItemEvent(event);
  if (item === null) return doc;
  const at = event.metadata.occurredAt;
  if (item.change === 'Created') {
    return withFields(eventFields(item.data.fields), {
      id: item.data.itemId,
      kind: item.kind,
      creatorId: item.data.creatorId,
      slug: item.data.slug,
      formerSlugs: [],
      status: 'draft' as const,
      createdAt: at,
      updatedAt: at,
      publishedAt: null,
      revision: event.revision,
    });
  }
  if (doc === null) return null;
  const touched = { updatedAt: at, revision: event.revision };
  switch (item.change) {
    case 'Edited': {
      const renamed = item.data.slug !== undefined && item.data.slug !== doc.slug;
      return {
        ...doc,
        ...item.data.changes,
        ...touched,
        slug: item.data.slug ?? doc.slug,
        formerSlugs: renamed ? [...doc.formerSlugs.filter((s) => s !== item.data.slug), doc.slug] : doc.formerSlugs,
      };
    }
    case 'Published':
      return { ...doc, ...touched, status: 'published', publishedAt: doc.publishedAt ?? at };
    case 'Unpublished':
      return { ...doc, ...touched, status: 'unpublished' };
    case 'Deleted':
      return null;
  }
}

export const itemCatalogProjector = documentProjector<CatalogItem>({
  name: 'item-catalog',
  version: 1,
  collection: {
    name: ITEM_CATALOG,
    fields: { kind: 'string', creatorId: 'string', status: 'string', slug: 'string', updatedAt: 'string' },
    indexes: [
      ['creatorId', 'kind', 'updatedAt'],
      ['kind', 'slug'],
    ],
  },
  key: (event) => (asItemEvent(event) ?? asItemVisibilityEvent(event))?.data.itemId ?? null,
  evolve: evolveCatalogItem,
});
