import type { ItemKind } from '@creators/contracts';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/error-text.js';
import { formatCount } from '../../../lib/format.js';
import { useLikeItem } from '../api/like-item.js';
import { signInToResume, useResumedAction } from '../../../lib/resume-action.js';
import { useHydrated } from '../../../lib/use-hydrated.js';

/** A toggle that likes at once; a signed-out visitor signs in and comes back here with the like given. */
export function LikeButton({
  kind,
  slug,
  liked,
  likes,
  signedIn,
}: {
  readonly kind: ItemKind;
  readonly slug: string;
  readonly liked: boolean;
  readonly likes: number;
  /** False when nobody is signed in: Like then leads to sign-in, as Follow and Get do. */
  readonly signedIn: boolean;
}) {
  const like = useLikeItem(kind, slug);
  const hydrated = useHydrated();
  const location = useLocation();
  const signedOut = like.error instanceof ApiError && like.error.status === 401;
  const signIn = signInToResume(location, 'like');
  useResumedAction('like', signedIn && hydrated, () => {
    if (!liked) like.mutate(true);
  });
  return (
    <div className="like">
      {signedIn ? (
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
      ) : (
        <Link className="button secondary like-button" to={signIn}>
          <span aria-hidden="true">♡</span> Like
        </Link>
      )}
      <span className="like-count">{formatCount(likes, 'like')}</span>
      {signedOut ? (
        <p className="like-message" role="status">
          <Link to={signIn}>Sign in</Link> to like items.
        </p>
      ) : like.isError ? (
        <p className="like-message" role="alert">
          Your like was not saved. {errorText(like.error)}
        </p>
      ) : null}
    </div>
  );
}
