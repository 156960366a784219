import { Link } from 'react-router';
import { useRequestPasswordReset } from '../../features/account/api/password-reset.js';
import { PlainForm } from '../../features/account/components/plain-form.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

const TABLE = {
  email: { label: 'Email', attributes: { type: 'email', autoComplete: 'email', required: true } },
} as const;

/** Asks for a reset link; says the same whether the address has an account. */
export function Component() {
  useHeadTitle(head);
  const request = useRequestPasswordReset();
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title">Forgot your password?</h1>
      {request.isSuccess ? (
        <div className="state state-empty" role="status">
          <p>
            If an account uses <strong>{request.data.email}</strong>, a link to choose a new password is on its way. It
            works once, within an hour.
          </p>
          <p>
            <Link to="/sign-in">Back to sign in</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">Give the address you sign in with: we e-mail it a link to choose a new password.</p>
          <PlainForm
            idPrefix="forgot"
            table={TABLE}
            submitLabel="Send the link"
            busyLabel="Sending…"
            errorTitle="Could not send the link"
            pending={request.isPending}
            error={request.error}
            onSubmit={(values, refused) => {
              request.mutate(values.email.trim(), { onError: refused });
            }}
          />
        </>
      )}
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Forgot your password', { indexed: false });
