import { collectionName } from '@creators/storage';
import { asCollectionEvent, type CollectionScope, type RecordedEvent } from '@creators/contracts';
import { documentProjector, takenBy } from '../runner/projector.js';

/**
 * One document per collection (featured or personal), as its stream stands: its text, its items in
 * order and whether others may see it. Pages read the items' cards from `public_items`, so an item
 * that is unpublished or hidden drops out of every collection without a change here.
 */
export interface CollectionDoc {
  readonly id: string;
  readonly scope: CollectionScope;
  readonly slug: string;
  /** A personal collection's owner; for a featured one, the moderator who made it. */
  readonly ownerId: string;
  readonly title: string;
  readonly description: string;
  readonly itemIds: readonly string[];
  readonly published: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly [field: string]: unknown;
}

export const COLLECTIONS = collectionName<CollectionDoc>('collections');

export function evolveCollection(doc: CollectionDoc | null, event: RecordedEvent): CollectionDoc | null {
  const collection = asCollectionEvent(event);
  if (collection === null) return doc;
  const at = event.metadata.occurredAt;
  if (collection.change === 'Created') {
    const { collectionId, curatorId, slug, title, description } = collection.data;
    return {
      id: collectionId,
      scope: collection.scope,
      slug,
      ownerId: curatorId,
      title,
      description,
      itemIds: [],
      published: false,
      createdAt: at,
      updatedAt: at,
    };
  }
  if (doc === null) return null;
  switch (collection.change) {
    case 'Edited':
      return { ...doc, title: collection.data.title, description: collection.data.description, updatedAt: at };
    case 'ItemAdded':
      return { ...doc, itemIds: [...doc.itemIds, collection.data.itemId], updatedAt: at };
    case 'ItemRemoved':
      return { ...doc, itemIds: doc.itemIds.filter((id) => id !== collection.data.itemId), updatedAt: at };
    case 'ItemsReordered':
      return { ...doc, itemIds: collection.data.itemIds, updatedAt: at };
    case 'Published':
      return { ...doc, published: true, updatedAt: at };
    case 'Unpublished':
      return { ...doc, published: false, updatedAt: at };
    case 'Deleted':
      return null;
  }
}

export const collectionsProjector = documentProjector<CollectionDoc>({
  name: 'collections',
  version: 1,
  collection: {
    name: COLLECTIONS,
    fields: { scope: 'string', slug: 'string', ownerId: 'string', published: 'boolean', updatedAt: 'string' },
    indexes: [
      // The home's featured collections, and a person's own.
      ['scope', 'published', 'updatedAt'],
      ['ownerId', 'scope', 'updatedAt'],
      ['scope', 'slug'],
    ],
  },
  takes: takenBy(asCollectionEvent),
  key: (event) => asCollectionEvent(event)?.data.collectionId ?? null,
  evolve: evolveCollection,
});
