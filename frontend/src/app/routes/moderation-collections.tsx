import { Link, type LoaderFunctionArgs } from 'react-router';
import { CollectionManager } from '../../features/curation/components/collection-manager.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireRole } from '../require-creator.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(activeQueryClient(), request, 'moderator');
  return null;
}

/** The featured collections the home leads with, for moderators: drafts until published. */
export function Component() {
  useDocumentTitle('Featured collections');
  return (
    <>
      <header className="page-header">
        <h1>Featured collections</h1>
        <p className="lead">
          The home leads with the published ones, last changed first. <Link to="/moderation">Reports</Link>
        </p>
      </header>
      <CollectionManager scope="featured" />
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Featured collections', { indexed: false });

/** For moderators: the browser renders it alone. */
export const browserOnly = true;
