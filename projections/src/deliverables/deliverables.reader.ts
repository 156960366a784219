import type { DocumentStore } from '@creators/storage';
import { ITEM_DELIVERABLES, type DeliverablesDoc } from './deliverables.projector.js';

/** What an item ever published hands over (null: never published, or a site). */
export const findItemDeliverables = (documents: DocumentStore, itemId: string): Promise<DeliverablesDoc | null> =>
  documents.get(ITEM_DELIVERABLES, itemId);

/** Items whose latest release came out after `since`, oldest first. */
export async function listReleasedSince(documents: DocumentStore, since: string): Promise<DeliverablesDoc[]> {
  const page = await documents.find(ITEM_DELIVERABLES, {
    filter: { releasedAt: { gt: since } },
    sort: [{ field: 'releasedAt', direction: 'asc' }],
    limit: 500,
  });
  return page.items;
}
