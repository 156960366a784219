import type { DocumentStore } from '@creators/storage';
import {
  ITEM_ACQUISITIONS,
  LIBRARY_ENTRIES,
  LIBRARY_ORDERS,
  libraryEntryId,
  type LibraryEntryDoc,
  type OrderDoc,
} from './holdings.projector.js';

/** The most a library lists: far beyond what one person holds, and a bound on one answer. */
const LIBRARY_LIMIT = 1000;
/** The most holders one release notice goes to in one pass. */
const HOLDERS_LIMIT = 10_000;

/** Everything an account holds, newest first (refunded purchases left out). */
export async function listLibrary(documents: DocumentStore, accountId: string): Promise<LibraryEntryDoc[]> {
  const page = await documents.find(LIBRARY_ENTRIES, {
    filter: { accountId },
    sort: [{ field: 'acquiredAt', direction: 'desc' }],
    limit: LIBRARY_LIMIT,
  });
  return page.items.filter((entry) => !entry.revoked);
}

/** Who holds an item and got it before `before` (refunded purchases left out), oldest first. */
export async function listHolders(
  documents: DocumentStore,
  itemId: string,
  before: string,
): Promise<LibraryEntryDoc[]> {
  const page = await documents.find(LIBRARY_ENTRIES, {
    filter: { itemId, acquiredAt: { lt: before } },
    sort: [{ field: 'acquiredAt', direction: 'asc' }],
    limit: HOLDERS_LIMIT,
  });
  return page.items.filter((entry) => !entry.revoked);
}

/** How an account holds an item, or null when it does not (a refund revokes). */
export async function findEntitlement(
  documents: DocumentStore,
  itemId: string,
  accountId: string,
): Promise<LibraryEntryDoc | null> {
  const entry = await documents.get(LIBRARY_ENTRIES, libraryEntryId(accountId, itemId));
  return entry === null || entry.revoked ? null : entry;
}

export const findOrder = (documents: DocumentStore, orderId: string): Promise<OrderDoc | null> =>
  documents.get(LIBRARY_ORDERS, orderId);

/** A buyer's order for an item still waiting for payment (placed, or failed and open to another card). */
export async function findPendingOrder(
  documents: DocumentStore,
  buyerId: string,
  itemId: string,
): Promise<OrderDoc | null> {
  const page = await documents.find(LIBRARY_ORDERS, {
    filter: { buyerId, itemId, status: { in: ['placed', 'failed'] } },
    sort: [{ field: 'placedAt', direction: 'desc' }],
    limit: 1,
  });
  return page.items[0] ?? null;
}

/** The public count of an item's gets and standing licences. */
export async function acquisitionCount(documents: DocumentStore, itemId: string): Promise<number> {
  const { gets, sales } = await acquisitionCounts(documents, itemId);
  return gets + sales;
}

/** An item's free gets and standing licences, apart. */
export async function acquisitionCounts(
  documents: DocumentStore,
  itemId: string,
): Promise<{ readonly gets: number; readonly sales: number }> {
  const counts = await documents.get(ITEM_ACQUISITIONS, itemId);
  return { gets: counts?.gets ?? 0, sales: counts?.sales ?? 0 };
}
