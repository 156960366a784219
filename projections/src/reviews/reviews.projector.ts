import { collectionName } from '@creators/storage';
import { asReviewEvent, asReviewVisibilityEvent, type ItemKind, type RecordedEvent } from '@creators/contracts';
import { documentProjector, takenBy } from '../runner/projector.js';

/** One review: its stars and words as last edited, the creator's answer, and whether moderators hid it. */
export interface ReviewDoc {
  readonly id: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly reviewerId: string;
  /** The item's creator: who answers, and whose Insights count it. */
  readonly creatorId: string;
  readonly rating: number;
  readonly text: string;
  readonly version: string | null;
  readonly writtenAt: string;
  readonly editedAt: string | null;
  readonly answer: { readonly text: string; readonly at: string } | null;
  readonly hidden: boolean;
  readonly [field: string]: unknown;
}

export const ITEM_REVIEWS = collectionName<ReviewDoc>('item_reviews');

export function evolveReview(doc: ReviewDoc | null, event: RecordedEvent): ReviewDoc | null {
  const at = event.metadata.occurredAt;
  const review = asReviewEvent(event);
  if (review !== null) {
    switch (review.type) {
      case 'ReviewWritten': {
        const { data } = review;
        return {
          id: data.reviewId,
          itemId: data.itemId,
          kind: data.kind,
          reviewerId: data.reviewerId,
          creatorId: data.creatorId,
          rating: data.rating,
          text: data.text,
          version: data.version,
          writtenAt: at,
          editedAt: null,
          answer: null,
          hidden: doc?.hidden ?? false,
        };
      }
      case 'ReviewEdited': {
        const { rating, text, version } = review.data;
        return doc === null ? null : { ...doc, rating, text, version, editedAt: at };
      }
      case 'ReviewAnswered':
        return doc === null ? null : { ...doc, answer: { text: review.data.text, at } };
    }
  }
  const visibility = asReviewVisibilityEvent(event);
  if (visibility === null || doc === null) return doc;
  return { ...doc, hidden: visibility.type === 'ReviewHidden' };
}

const keyOf = (event: RecordedEvent): string | null =>
  (asReviewEvent(event) ?? asReviewVisibilityEvent(event))?.data.reviewId ?? null;

/** Every review, shown or hidden: the item page lists the shown ones, Insights counts them. */
export const reviewsProjector = documentProjector<ReviewDoc>({
  name: 'reviews',
  version: 1,
  collection: {
    name: ITEM_REVIEWS,
    fields: { itemId: 'string', reviewerId: 'string', creatorId: 'string', hidden: 'boolean', writtenAt: 'string' },
    indexes: [
      ['itemId', 'hidden', 'writtenAt'],
      ['creatorId', 'hidden', 'writtenAt'],
      ['itemId', 'reviewerId'],
    ],
  },
  takes: takenBy(asReviewEvent, asReviewVisibilityEvent),
  key: keyOf,
  evolve: evolveReview,
});
