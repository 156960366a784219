import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-client.js';

/** What a screen shows when it could not load: a not-found page for a 404, a friendly apology otherwise. */
export function RouteError() {
  const error = useRouteError();
  const notFound =
    (error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <main id="main" className="page">
      <section className="state state-error" role="alert">
        <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
        <p>
          {notFound
            ? 'Nothing lives at this address. It may have moved or been removed.'
            : 'We could not show this page. Please try again in a moment.'}
        </p>
        <Link to="/marketplace">Back to the marketplace</Link>
      </section>
    </main>
  );
}
