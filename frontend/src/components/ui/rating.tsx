import type { RatingSummary } from '@creators/contracts';

/** One decimal, as people read stars: 4.5, 4.0. */
export const formatRating = (average: number): string => average.toFixed(1);

/** An item's mean stars and how many reviews make it, as cards and item pages show it. */
export function Rating({ rating }: { readonly rating: RatingSummary }) {
  const { average, count } = rating;
  return (
    <span
      className="rating"
      role="img"
      aria-label={`Rated ${formatRating(average)} out of 5 by ${count} ${count === 1 ? 'review' : 'reviews'}`}
    >
      <span aria-hidden="true">★ {formatRating(average)}</span>
      <span aria-hidden="true" className="rating-count">
        ({count})
      </span>
    </span>
  );
}

/** Whole stars out of five, for one review. */
export function Stars({ value }: { readonly value: number }) {
  return (
    <span className="stars" role="img" aria-label={`${value} out of 5 stars`}>
      <span aria-hidden="true">{'★'.repeat(value) + '☆'.repeat(5 - value)}</span>
    </span>
  );
}
