import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState, QueryView } from '../../components/ui/state.js';
import { libraryQueryOptions, useLibrary } from '../../features/commerce/api/get-library.js';
import { LibraryList } from '../../features/commerce/components/library-list.js';
import { OrderProgress } from '../../features/commerce/components/order-progress.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireCreator } from '../require-creator.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

/** Signed in only; the library is asked for while the screen's code loads, and shown when it comes. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  void activeQueryClient()
    .query(libraryQueryOptions())
    .catch(() => undefined);
  return null;
}

/** Everything I got or bought; `?order=` follows a purchase that is still completing. */
export function Component() {
  useDocumentTitle('Your library');
  const [params] = useSearchParams();
  const order = params.get('order');
  const library = useLibrary();
  return (
    <section className="library" aria-labelledby="page-title">
      <h1 id="page-title">Your library</h1>
      <p className="muted">Everything you got or bought, newest first: download it again whenever you need it.</p>
      {order === null || order === '' ? null : <OrderProgress orderId={order} />}
      <QueryView query={library} loadingLabel="Loading your library" errorTitle="Your library could not be loaded">
        {({ entries }) =>
          entries.length === 0 ? (
            <EmptyState title="Nothing here yet">
              <p>Free items you get and items you buy will be here, ready to download.</p>
              <Link to="/marketplace" className="button">
                Browse the marketplace
              </Link>
            </EmptyState>
          ) : (
            <LibraryList entries={entries} />
          )
        }
      </QueryView>
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Your library', { indexed: false });

/** For one signed-in person: the browser renders it alone. */
export const browserOnly = true;
