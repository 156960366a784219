import type { ItemKind, PublicItemView } from '@creators/contracts';
import type { DocumentStore } from '@creators/storage';
import {
  ITEM_DETAILS,
  ITEM_SLUGS,
  itemSlugId,
  type ItemDetailDoc,
  type ItemSlugDoc,
} from './item-details.projector.js';

/** What a slug or handle leads to: the thing itself, or (a former one) where it lives now. */
export type Lookup<T> = { readonly found: T } | { readonly movedTo: string };

/**
 * A published item by its kind and slug; a former slug answers where the item lives now. `null`
 * when nothing published answers there (never published, unpublished, deleted or unknown).
 */
export async function findPublishedItem(
  documents: DocumentStore,
  kind: ItemKind,
  slug: string,
): Promise<Lookup<ItemDetailDoc> | null> {
  const entry = await documents.get<ItemSlugDoc>(ITEM_SLUGS, itemSlugId(kind, slug));
  const item = entry === null ? null : await documents.get<ItemDetailDoc>(ITEM_DETAILS, entry.itemId);
  if (entry === null || item === null) return null;
  return entry.isCurrent ? { found: item } : { movedTo: item.slug };
}

/** A published item's page: its full fields, as the dashboard's view has them, with its likes. */
export function publicItemView(doc: ItemDetailDoc): PublicItemView {
  const { creatorId: _creatorId, isFree: _isFree, formerSlugs: _formerSlugs, likeCount, ...item } = doc;
  return { ...item, likes: likeCount };
}
