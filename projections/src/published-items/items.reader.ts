import type { ItemFields, ItemKind } from '@creators/contracts';
import type { DocumentStore, Page } from '@creators/storage';
import { ITEMS, type ItemModeration, type ItemStateDoc, type ItemStatus } from './item-state.js';

/** An item as the dashboard and moderation see it: its fields beside its state. */
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
  readonly moderation?: ItemModeration | null;
}

export function catalogItem(doc: ItemStateDoc): CatalogItem {
  const { fields, moderation, id, kind, creatorId, slug, formerSlugs, status, createdAt, updatedAt, publishedAt } = doc;
  return {
    ...fields,
    id,
    kind,
    creatorId,
    slug,
    formerSlugs,
    status,
    createdAt,
    updatedAt,
    publishedAt,
    revision: doc.revision,
    ...(moderation === undefined ? {} : { moderation }),
  };
}

/** One item in any state (null: never created, or deleted). */
export async function findItem(documents: DocumentStore, itemId: string): Promise<CatalogItem | null> {
  const doc = await documents.get(ITEMS, itemId);
  return doc === null ? null : catalogItem(doc);
}

export async function findItems(
  documents: DocumentStore,
  itemIds: readonly string[],
): Promise<Map<string, CatalogItem>> {
  const found = await documents.getMany(ITEMS, itemIds);
  return new Map([...found].map(([id, doc]) => [id, catalogItem(doc)]));
}

/** A creator's items of one kind, the latest changed first. */
export async function listCreatorItems(
  documents: DocumentStore,
  query: {
    readonly creatorId: string;
    readonly kind: ItemKind;
    readonly limit: number;
    readonly cursor: string | null;
  },
): Promise<Page<CatalogItem>> {
  const page = await documents.find(ITEMS, {
    filter: { creatorId: query.creatorId, kind: query.kind },
    sort: [{ field: 'updatedAt', direction: 'desc' }],
    limit: query.limit,
    cursor: query.cursor,
  });
  return { items: page.items.map(catalogItem), nextCursor: page.nextCursor };
}
