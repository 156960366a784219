import { KINDS, type ItemKind } from '@creators/contracts';
import { findPublishedItem, type Lookup, type PublicItemDoc } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { isRemovedItem } from '../../platform/removed-items.js';
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

/** The same for the item's page, which tells a deleted item (410) from one that never was (404). */
export async function shownItem(
  documents: DocumentStore,
  events: EventStore,
  kind: ItemKind,
  slug: string,
): Promise<Lookup<PublicItemDoc>> {
  const lookup = await findPublishedItem(documents, kind, slug);
  if (lookup !== null) return lookup;
  if (await isRemovedItem(events, kind, slug)) {
    throw marketplaceError('item_removed', `the ${KINDS[kind].singular} at "${slug}" was removed by its creator`);
  }
  throw marketplaceError('item_not_found', `no published ${KINDS[kind].singular} at "${slug}"`);
}
