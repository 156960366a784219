import type { ItemKind } from '@creators/contracts';
import { ITEM_DETAILS, ITEM_SLUGS, itemSlugId, type ItemDetailDoc, type ItemSlugDoc } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DomainError } from '../../platform/domain-error.js';

export type Lookup<T> = { readonly found: T } | { readonly movedTo: string };

/**
 * A published item by its kind and slug; a former slug answers where the item lives now, and an
 * unpublished, deleted or unknown one is not found.
 */
export async function findPublished(
  documents: DocumentStore,
  kind: ItemKind,
  slug: string,
): Promise<Lookup<ItemDetailDoc>> {
  const entry = await documents.get<ItemSlugDoc>(ITEM_SLUGS, itemSlugId(kind, slug));
  const item = entry === null ? null : await documents.get<ItemDetailDoc>(ITEM_DETAILS, entry.itemId);
  if (entry === null || item === null)
    throw new DomainError('item_not_found', `no published ${kind.slice(0, -1)} at "${slug}"`);
  return entry.isCurrent ? { found: item } : { movedTo: item.slug };
}
