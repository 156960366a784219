import type { ReviewView } from '@creators/contracts';
import type { CreatorProfileDoc, ReviewDoc } from '@creators/projections';

/** A review as its readers see it, with its writer's handle and name (null: they have no profile). */
export function reviewView(review: ReviewDoc, reviewers: ReadonlyMap<string, CreatorProfileDoc>): ReviewView {
  const reviewer = reviewers.get(review.reviewerId);
  return {
    id: review.id,
    itemId: review.itemId,
    reviewerId: review.reviewerId,
    reviewer: reviewer === undefined ? null : { handle: reviewer.handle, name: reviewer.name },
    rating: review.rating,
    text: review.text,
    version: review.version,
    writtenAt: review.writtenAt,
    editedAt: review.editedAt,
    answer: review.answer,
  };
}
