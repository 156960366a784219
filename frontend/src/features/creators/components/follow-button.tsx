import { Link, useLocation } from 'react-router';
import { formatCount } from '../../../lib/format.js';
import { signInToResume, useResumedAction } from '../../../lib/resume-action.js';
import { useFollow, useFollowState } from '../api/follow.js';
import { useHydrated } from '../../../lib/use-hydrated.js';

/** Follow or unfollow a creator, with how many follow them; signed out, an invitation to sign in. */
export function FollowButton({
  handle,
  followers,
  signedIn,
  isMe,
}: {
  readonly handle: string;
  readonly followers: number;
  readonly signedIn: boolean;
  readonly isMe: boolean;
}) {
  const state = useFollowState(handle, signedIn && !isMe);
  const follow = useFollow(handle);
  const location = useLocation();
  const hydrated = useHydrated();
  const following = state.data?.following ?? false;
  const count = state.data?.followers ?? followers;
  useResumedAction('follow', signedIn && !isMe && hydrated && state.data !== undefined, () => {
    if (!following) follow.mutate(true);
  });
  return (
    <div className="follow">
      {isMe ? null : signedIn ? (
        <button
          type="button"
          className={following ? 'button secondary' : 'button'}
          aria-pressed={following}
          disabled={follow.isPending || state.isPending || !hydrated}
          onClick={() => {
            follow.mutate(!following);
          }}
        >
          {following ? 'Following' : 'Follow'}
        </button>
      ) : (
        <Link className="button" to={signInToResume(location, 'follow')}>
          Follow
        </Link>
      )}
      <span className="muted">{formatCount(count, 'follower')}</span>
      {follow.isError ? (
        <p role="alert" className="form-message form-message-error">
          That did not work. Please try again.
        </p>
      ) : null}
    </div>
  );
}
