import { KINDS, type ItemKind } from '@creators/contracts';
import { findPublishedItem, type Lookup, type PublicItemDoc } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { marketplaceError } from '../marketplace.errors.js';

/** A published item by kind and slug (a former slug answers where it moved), or a 404. */
export async function publishedItem(
  documents: DocumentStore,
  kind: ItemKind,
  slug: string,
): Promise<Lookup<PublicItemDoc>> {
  const lookup = await findPublishedItem(documents, kind, slug);
  if (lookup === null) throw marketplaceError('item_not_found', `no published ${KINDS[kind].singular} at "${slug}"`);
  return lookup;
}
