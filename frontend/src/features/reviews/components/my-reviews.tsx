import { Link } from 'react-router';
import { Rating, Stars } from '../../../components/ui/rating.js';
import { EmptyState, QueryView } from '../../../components/ui/state.js';
import { formatDate } from '../../../lib/format.js';
import { useMyReviews } from '../api/get-my-reviews.js';

/** Insights' reviews: the creator's average, each reviewed item, and the newest reviews to answer. */
export function MyReviews() {
  const reviews = useMyReviews();
  return (
    <section aria-labelledby="my-reviews-heading" className="item-reviews">
      <h2 id="my-reviews-heading">Reviews</h2>
      <QueryView query={reviews} loadingLabel="Loading your reviews" errorTitle="Your reviews could not be loaded">
        {(data) =>
          data.ratingAverage === null ? (
            <EmptyState title="No reviews yet">
              <p>Holders of your items can rate them; their reviews show here.</p>
            </EmptyState>
          ) : (
            <>
              <p className="reviews-summary">
                Your items: <Rating rating={{ average: data.ratingAverage, count: data.ratingCount }} />
              </p>
              <table className="insight-table">
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Rating</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.itemId}>
                      <td>
                        <Link to={`/marketplace/${item.kind}/${item.slug}`}>{item.title}</Link>
                      </td>
                      <td>
                        <Rating rating={{ average: item.ratingAverage, count: item.ratingCount }} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <h3>Newest</h3>
              <ol className="review-list">
                {data.latest.map((review) => (
                  <li key={review.id} className="review">
                    <p className="review-head">
                      <Stars value={review.rating} />{' '}
                      <Link to={`/marketplace/${review.kind}/${review.slug}`}>{review.title}</Link>{' '}
                      <time dateTime={review.writtenAt} className="muted">
                        {formatDate(review.writtenAt)}
                      </time>
                      {review.answer === null ? <span className="muted"> · not answered yet</span> : null}
                    </p>
                    {review.text === '' ? null : <p className="review-text">{review.text}</p>}
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </QueryView>
    </section>
  );
}
