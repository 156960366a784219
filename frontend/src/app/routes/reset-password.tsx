import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client.js';
import { useResetPassword } from '../../features/account/api/password-reset.js';
import { PlainForm } from '../../features/account/components/plain-form.js';
import { linkToken } from '../../lib/link-token.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

const TABLE = {
  password: {
    label: 'New password',
    hint: 'At least 10 characters; not one of the most common passwords.',
    attributes: { type: 'password', autoComplete: 'new-password', required: true },
  },
} as const;

/** The link from the reset e-mail: a new password, then signing in with it. */
export function Component() {
  useDocumentTitle('Choose a new password');
  const { hash } = useLocation();
  const token = linkToken(hash);
  const reset = useResetPassword();
  const expired = reset.error instanceof ApiError && reset.error.status === 410;
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title">Choose a new password</h1>
      {token === '' || expired ? (
        <div className="state state-empty">
          <p>
            {token === ''
              ? 'This link is incomplete: open the whole link from the e-mail.'
              : 'This link was used already or has expired.'}
          </p>
          <p>
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        </div>
      ) : reset.isSuccess ? (
        <div className="state state-empty" role="status">
          <p>Your password is changed, and every session was signed out.</p>
          <p>
            <Link to="/sign-in">Sign in with your new password</Link>
          </p>
        </div>
      ) : (
        <PlainForm
          idPrefix="reset"
          table={TABLE}
          submitLabel="Save the new password"
          busyLabel="Saving…"
          errorTitle="Could not save the password"
          pending={reset.isPending}
          error={reset.error}
          onSubmit={(values, refused) => {
            reset.mutate({ token, password: values.password }, { onError: refused });
          }}
        />
      )}
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Choose a new password', { indexed: false });

/** Its token is in the address’s fragment, which never reaches the server: the browser renders it alone. */
export const browserOnly = true;
