import type { LoaderFunctionArgs } from 'react-router';
import { CollectionManager } from '../../features/curation/components/collection-manager.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireCreator } from '../require-creator.js';

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
