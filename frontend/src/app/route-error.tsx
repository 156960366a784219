import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { NotFound } from '../components/not-found.js';
import { ApiError } from '../lib/api-client.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Nothing there: never was (404), or its creator removed it (410). */
const NOT_THERE = new Set([404, 410]);

function isNotFound(error: unknown): boolean {
  return (error instanceof ApiError || isRouteErrorResponse(error)) && NOT_THERE.has(error.status);
}

/** The not-found page for a 404 or 410; a friendly apology (with a retry, when asked for) otherwise. */
function ErrorContent({ retry }: { readonly retry?: () => void }) {
  return isNotFound(useRouteError()) ? <NotFound /> : <Apology retry={retry} />;
}

function Apology({ retry }: { readonly retry?: (() => void) | undefined }) {
  useDocumentTitle('Something went wrong');
  return (
    <section className="state state-error" role="alert">
      <h1>Something went wrong</h1>
      <p>We could not show this page. Please try again in a moment.</p>
      <p className="state-actions">
        {retry === undefined ? null : (
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        )}
        <Link to="/marketplace">Back to the marketplace</Link>
      </p>
    </section>
  );
}

/** What a screen shows when it could not load, outside the layout (the root route's boundary). */
export function RouteError() {
  return (
    <main id="main" className="page">
      <ErrorContent />
    </main>
  );
}

/**
 * The same inside the layout, for screens whose loader failed (route modules export it as their
 * `ErrorBoundary`): the navigation stays, and a failed load can be retried in place.
 */
export function PageError() {
  const revalidator = useRevalidator();
  return (
    <ErrorContent
      retry={() => {
        void revalidator.revalidate();
      }}
    />
  );
}
