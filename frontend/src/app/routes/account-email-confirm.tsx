import { Link, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.js';
import { ErrorState } from '../../components/ui/state.js';
import { useConfirmEmail } from '../../features/account/api/account-changes.js';
import { ApiError } from '../../lib/api-client.js';
import { linkToken, useLinkOnce } from '../../lib/link-token.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

/** The link sent to a new address: confirms it once. */
export function Component() {
  useDocumentTitle('Confirming your new address');
  const { hash } = useLocation();
  const token = linkToken(hash);
  const confirm = useConfirmEmail();
  const finish = () => {
    confirm.mutate(token);
  };
  useLinkOnce(token, finish);
  const refused = confirm.error instanceof ApiError && confirm.error.status < 500;
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title">Your new address</h1>
      {token === '' || refused ? (
        <div className="state state-empty">
          <p>
            {token === ''
              ? 'This link is incomplete: open the whole link from the e-mail.'
              : confirm.error instanceof ApiError && confirm.error.status === 410
                ? 'This link was used already or has expired.'
                : confirm.error instanceof ApiError
                  ? confirm.error.message
                  : ''}
          </p>
          <p>
            <Link to="/account">Back to your account settings</Link>
          </p>
        </div>
      ) : confirm.isError ? (
        <ErrorState error={confirm.error} title="Your address could not be confirmed" onRetry={finish} />
      ) : confirm.isSuccess ? (
        <div className="state state-empty" role="status">
          <p>
            You now sign in with <strong>{confirm.data.email}</strong>.
          </p>
          <p>
            <Link to="/account">Back to your account settings</Link>
          </p>
        </div>
      ) : (
        <Spinner label="Confirming your new address" />
      )}
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Confirming your new address', { indexed: false });

/** Its token is in the address’s fragment, which never reaches the server: the browser renders it alone. */
export const browserOnly = true;
