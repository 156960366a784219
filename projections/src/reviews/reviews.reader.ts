import type { DocumentStore } from '@creators/storage';
import { ITEM_REVIEWS, type ReviewDoc } from './reviews.projector.js';

/** The most reviews one answer lists. */
const REVIEWS_LIMIT = 200;

/** An item's shown reviews, newest first. */
export async function listItemReviews(documents: DocumentStore, itemId: string): Promise<ReviewDoc[]> {
  const page = await documents.find(ITEM_REVIEWS, {
    filter: { itemId, hidden: false },
    sort: [{ field: 'writtenAt', direction: 'desc' }],
    limit: REVIEWS_LIMIT,
  });
  return page.items;
}

/** A creator's shown reviews across their items, newest first (Insights). */
export async function listCreatorReviews(documents: DocumentStore, creatorId: string): Promise<ReviewDoc[]> {
  const page = await documents.find(ITEM_REVIEWS, {
    filter: { creatorId, hidden: false },
    sort: [{ field: 'writtenAt', direction: 'desc' }],
    limit: 1000,
  });
  return page.items;
}

export const findReview = (documents: DocumentStore, reviewId: string): Promise<ReviewDoc | null> =>
  documents.get(ITEM_REVIEWS, reviewId);

/** One holder's review of an item, shown or hidden. */
export async function findReviewBy(
  documents: DocumentStore,
  itemId: string,
  reviewerId: string,
): Promise<ReviewDoc | null> {
  const page = await documents.find(ITEM_REVIEWS, { filter: { itemId, reviewerId }, limit: 1 });
  return page.items[0] ?? null;
}
