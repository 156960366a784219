import type { DocumentStore } from '@creators/storage';
import { ITEM_DELIVERABLES, type DeliverablesDoc } from './deliverables.projector.js';

/** What an item ever published hands over (null: never published, or a site). */
export const findItemDeliverables = (documents: DocumentStore, itemId: string): Promise<DeliverablesDoc | null> =>
  documents.get<DeliverablesDoc>(ITEM_DELIVERABLES, itemId);
