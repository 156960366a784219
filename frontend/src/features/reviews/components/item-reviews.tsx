import { useState, type ReactNode } from 'react';
import type { MarketplaceKind, ReviewView } from '@creators/contracts';
import { Rating, Stars } from '../../../components/ui/rating.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { ErrorState } from '../../../components/ui/state.js';
import { formatDate } from '../../../lib/format.js';
import { useItemReviews } from '../api/get-item-reviews.js';
import { AnswerForm } from './answer-form.js';
import { ReviewForm } from './review-form.js';

/** The reviews section of an item page: the average, a form for holders, and the shown reviews, newest first. */
export function ItemReviews({
  kind,
  slug,
  report,
}: {
  readonly kind: MarketplaceKind;
  readonly slug: string;
  /** The way to report one review (moderation's own button). */
  readonly report: (review: ReviewView) => ReactNode;
}) {
  const reviews = useItemReviews(kind, slug);
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="reviews-heading" className="item-reviews">
      <h2 id="reviews-heading">Reviews</h2>
      {reviews.isPending ? (
        <Spinner label="Loading reviews" />
      ) : reviews.isError ? (
        <ErrorState
          error={reviews.error}
          title="The reviews could not be loaded"
          onRetry={() => {
            void reviews.refetch();
          }}
        />
      ) : (
        <>
          {reviews.data.ratingAverage === null ? (
            <p className="muted">No reviews yet.</p>
          ) : (
            <p className="reviews-summary">
              <Rating rating={{ average: reviews.data.ratingAverage, count: reviews.data.ratingCount }} />
            </p>
          )}
          {reviews.data.canReview ? (
            <ReviewForm kind={kind} slug={slug} initial={null} onDone={() => undefined} />
          ) : null}
          {reviews.data.mine?.hidden === true ? (
            <p className="form-message" role="status">
              A moderator hid your review: it is not shown on this page.
            </p>
          ) : null}
          {editing && reviews.data.mine !== null ? (
            <ReviewForm
              kind={kind}
              slug={slug}
              initial={reviews.data.mine}
              onDone={() => {
                setEditing(false);
              }}
            />
          ) : null}
          <ol className="review-list">
            {reviews.data.items.map((review) => (
              <li key={review.id} className="review">
                <p className="review-head">
                  <Stars value={review.rating} />{' '}
                  <span className="review-author">{review.reviewer?.name ?? 'Deleted account'}</span>{' '}
                  <time dateTime={review.writtenAt} className="muted">
                    {formatDate(review.writtenAt)}
                  </time>
                  {review.version === null ? null : <span className="muted"> · version {review.version}</span>}
                  {review.editedAt === null ? null : <span className="muted"> · edited</span>}
                </p>
                {review.text === '' ? null : <p className="review-text">{review.text}</p>}
                {review.answer === null ? null : (
                  <blockquote className="review-answer">
                    <p>
                      <strong>The creator answered:</strong> {review.answer.text}
                    </p>
                  </blockquote>
                )}
                <div className="review-actions">
                  {reviews.data.mine?.id === review.id && !editing ? (
                    <button
                      type="button"
                      className="button secondary"
                      onClick={() => {
                        setEditing(true);
                      }}
                    >
                      Edit your review
                    </button>
                  ) : null}
                  {reviews.data.isCreator && review.answer === null ? (
                    <AnswerForm kind={kind} slug={slug} reviewId={review.id} />
                  ) : null}
                  {reviews.data.mine?.id === review.id ? null : report(review)}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
