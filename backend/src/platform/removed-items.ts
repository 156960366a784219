import { slugClaimStreamId, type ItemKind } from '@creators/contracts';
import { ITEMS } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { claimHolder } from './unique-claims.js';

/**
 * Whether a slug that answers no published item was its creator's deleted item: a slug's claim
 * outlives its item, so a slug claimed by an item the catalog no longer has is a deletion (410),
 * not an address that never was (404).
 */
export async function isRemovedItem(
  documents: DocumentStore,
  events: EventStore,
  kind: ItemKind,
  slug: string,
): Promise<boolean> {
  const itemId = await claimHolder(events, slugClaimStreamId(kind, slug));
  return itemId !== null && (await documents.get(ITEMS, itemId)) === null;
}
