import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner.js';
import { ErrorState } from '../../components/ui/state.js';
import { useConfirmSignUp } from '../../features/auth/api/sign-up.js';
import { safeNextPath } from '@creators/contracts';
import { ApiError } from '../../lib/api-client.js';
import { linkToken, useLinkOnce } from '../../lib/link-token.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

/** The link from the sign-up e-mail: confirms once, then goes (signed in) where the person was going. */
export function Component() {
  useDocumentTitle('Confirming your account');
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const confirm = useConfirmSignUp();
  const token = linkToken(hash);
  const next = safeNextPath(new URLSearchParams(search).get('next'));
  const finish = () => {
    confirm.mutate(token, { onSuccess: () => void navigate(next, { replace: true }) });
  };

  useLinkOnce(token, finish);

  const refused = confirm.error instanceof ApiError && confirm.error.status < 500;
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title">Confirming your account</h1>
      {token === '' || refused ? (
        <div className="state state-empty">
          <p>
            {token === ''
              ? 'This link is incomplete: open the whole link from the e-mail.'
              : 'This link was used already or has expired.'}
          </p>
          <p>
            If you finished signing up, <Link to="/sign-in">sign in</Link>. Otherwise{' '}
            <Link to="/sign-up">sign up again</Link> for a new link.
          </p>
        </div>
      ) : confirm.isError ? (
        <ErrorState error={confirm.error} title="Your account could not be confirmed" onRetry={finish} />
      ) : (
        <Spinner label="Creating your account" />
      )}
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Confirming your account', { indexed: false });

/** Its token is in the address’s fragment, which never reaches the server: the browser renders it alone. */
export const browserOnly = true;
