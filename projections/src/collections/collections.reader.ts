import type { DocumentStore, Filter } from '@creators/storage';
import { COLLECTIONS, type CollectionDoc } from './collections.projector.js';

/**
 * A published collection at its address: a featured one by slug, or a person's by their id and the
 * slug. A private collection (or a featured draft) is `null`, as if absent.
 */
export async function findPublishedCollection(
  documents: DocumentStore,
  slug: string,
  ownerId: string | null,
): Promise<CollectionDoc | null> {
  const filter: Filter = ownerId === null ? { scope: 'featured', slug } : { scope: 'personal', slug, ownerId };
  const found = await documents.find(COLLECTIONS, { filter: { ...filter, published: true }, limit: 1 });
  return found.items[0] ?? null;
}
