import type { MarketplaceKind } from '@creators/contracts';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client.js';
import { formatCount } from '../../../lib/format.js';
import { signInPath } from '../../../lib/paths.js';
import { useLikeItem } from '../api/like-item.js';
import { useHydrated } from '../../../lib/use-hydrated.js';

/** A toggle that likes at once; a signed-out visitor is offered sign-in, and comes back here after. */
export function LikeButton({
  kind,
  slug,
  liked,
  likes,
}: {
  readonly kind: MarketplaceKind;
  readonly slug: string;
  readonly liked: boolean;
  readonly likes: number;
}) {
  const like = useLikeItem(kind, slug);
  const hydrated = useHydrated();
  const location = useLocation();
  const signedOut = like.error instanceof ApiError && like.error.status === 401;
  return (
    <div className="like">
      <button
        type="button"
        className={liked ? 'button like-button' : 'button secondary like-button'}
        aria-pressed={liked}
        disabled={like.isPending || !hydrated}
        onClick={() => {
          like.mutate(!liked);
        }}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> Like
      </button>
      <span className="like-count">{formatCount(likes, 'like')}</span>
      {signedOut ? (
        <p className="like-message" role="status">
          <Link to={signInPath(location.pathname + location.search)}>Sign in</Link> to like items.
        </p>
      ) : like.isError ? (
        <p className="like-message" role="alert">
          Your like could not be saved. Please try again.
        </p>
      ) : null}
    </div>
  );
}
