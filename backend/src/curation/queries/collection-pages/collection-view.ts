import type { CollectionPageView, CollectionSummary } from '@creators/contracts';
import {
  CREATOR_PROFILES,
  PUBLIC_ITEMS,
  itemCardView,
  type CollectionDoc,
  type CreatorProfileDoc,
} from '@creators/projections';
import type { DocumentStore } from '@creators/storage';

export function collectionSummary(doc: CollectionDoc, owner: CreatorProfileDoc | null): CollectionSummary {
  return {
    id: doc.id,
    scope: doc.scope,
    slug: doc.slug,
    title: doc.title,
    description: doc.description,
    published: doc.published,
    itemCount: doc.itemIds.length,
    itemIds: doc.itemIds,
    updatedAt: doc.updatedAt,
    owner: doc.scope === 'personal' && owner !== null ? { handle: owner.handle, name: owner.name } : null,
  };
}

/** Collections with the cards of their first `limit` shown items each (an unpublished or hidden item is passed over). */
export async function collectionPages(
  documents: DocumentStore,
  docs: readonly CollectionDoc[],
  limit = Number.POSITIVE_INFINITY,
): Promise<CollectionPageView[]> {
  const wanted = [...new Set(docs.flatMap((doc) => doc.itemIds))];
  const owners = [...new Set(docs.filter((doc) => doc.scope === 'personal').map((doc) => doc.ownerId))];
  const [items, profiles] = await Promise.all([
    documents.getMany(PUBLIC_ITEMS, wanted),
    documents.getMany(CREATOR_PROFILES, owners),
  ]);
  return docs.map((doc) => ({
    collection: collectionSummary(doc, profiles.get(doc.ownerId) ?? null),
    items: doc.itemIds
      .flatMap((id) => {
        const item = items.get(id);
        return item === undefined ? [] : [itemCardView(item)];
      })
      .slice(0, limit),
  }));
}
