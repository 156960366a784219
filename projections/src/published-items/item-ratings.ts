import { asReviewEvent, asReviewVisibilityEvent, type RecordedEvent } from '@creators/contracts';

/** What an item's shown reviews add up to: their count, and the mean of their stars (null with none). */
export interface ItemRating {
  readonly count: number;
  readonly average: number | null;
}

export const noRating: ItemRating = { count: 0, average: null };

/**
 * An item's stars, by review: the latest of each, and which reviews moderators hid (they leave the
 * average; a review edited while hidden keeps its new stars for when it is restored).
 */
export interface RatingsDoc {
  readonly id: string;
  readonly stars: Readonly<Record<string, number>>;
  readonly hidden: readonly string[];
  readonly [field: string]: unknown;
}

/** The item whose stars an event moves, or null. */
export const ratingSubject = (event: RecordedEvent): string | null =>
  (asReviewEvent(event) ?? asReviewVisibilityEvent(event))?.data.itemId ?? null;

export function evolveRatings(doc: RatingsDoc | null, event: RecordedEvent, itemId: string): RatingsDoc {
  const current: RatingsDoc = doc ?? { id: itemId, stars: {}, hidden: [] };
  const review = asReviewEvent(event);
  if (review !== null) {
    if (review.type === 'ReviewAnswered') return current;
    const { reviewId, rating } = review.data;
    return current.stars[reviewId] === rating
      ? current
      : { ...current, stars: { ...current.stars, [reviewId]: rating } };
  }
  const visibility = asReviewVisibilityEvent(event);
  if (visibility === null) return current;
  const { reviewId } = visibility.data;
  const others = current.hidden.filter((id) => id !== reviewId);
  return { ...current, hidden: visibility.type === 'ReviewHidden' ? [...others, reviewId] : others };
}

/** The mean of some reviews' stars (null: none). Shown to one decimal: kept at two, so a sort by rating still tells 4.45 from 4.35. */
export function averageStars(stars: readonly number[]): number | null {
  if (stars.length === 0) return null;
  const sum = stars.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / stars.length) * 100) / 100;
}

export function ratingOf(doc: RatingsDoc): ItemRating {
  const shown = Object.entries(doc.stars).flatMap(([reviewId, stars]) =>
    doc.hidden.includes(reviewId) ? [] : [stars],
  );
  return shown.length === 0 ? noRating : { count: shown.length, average: averageStars(shown) };
}
