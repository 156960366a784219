import { asItemEvent, itemStreamId, slugClaimStreamId, type ItemKind } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { claimHolder } from './unique-claims.js';

/**
 * Whether a slug that answers no published item was its creator's deleted item: a slug's claim
 * outlives its item, so a slug claimed by an item whose log ends in its deletion is gone (410),
 * not an address that never was (404). Asked of the log, not of a read model, so that the
 * marketplace as it stood (an earlier build of the read models) still tells an item not yet made
 * (404) from one deleted by then.
 */
export async function isRemovedItem(events: EventStore, kind: ItemKind, slug: string): Promise<boolean> {
  const itemId = await claimHolder(events, slugClaimStreamId(kind, slug));
  if (itemId === null) return false;
  const history = await events.readStream(itemStreamId(kind, itemId));
  return history.some((event) => asItemEvent(event)?.change === 'Deleted');
}
