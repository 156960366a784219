import type { LoaderFunctionArgs } from 'react-router';
import { CollectionManager } from '../../features/curation/components/collection-manager.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireCreator } from '../require-creator.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  return null;
}

/** A signed-in person's own collections: private until they make them public. */
export function Component() {
  useDocumentTitle('Your collections');
  return (
    <>
      <header className="page-header">
        <h1>Your collections</h1>
        <p className="lead">Private until you make them public; a public one has a page anyone can open.</p>
      </header>
      <CollectionManager scope="personal" />
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Your collections', { indexed: false });

/** For one signed-in person: the browser renders it alone. */
export const browserOnly = true;
