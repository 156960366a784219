import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { CardGrid } from '../../components/card-grid.js';
import { collectionPageQueryOptions, useCollectionPage } from '../../features/curation/api/get-collection-page.js';
import { creatorPath, itemPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import type { RouteHead } from '../head/page-head.js';
import { collectionHead } from '../head/collection.head.js';

/** A featured collection (`/collections/:slug`) or a person's public one (`/:handle/collections/:slug`). */
export async function loader({ params }: LoaderFunctionArgs) {
  await activeQueryClient().query({
    ...collectionPageQueryOptions(params.handle ?? null, params.slug ?? ''),
    staleTime: FRESH_ON_NAVIGATION,
  });
  return null;
}

export function Component() {
  const { handle = null, slug = '' } = useParams();
  const { data } = useCollectionPage(handle, slug);
  const { collection, items } = data;
  useHeadTitle(head);
  return (
    <>
      <header className="page-header">
        <p className="muted">
          {collection.owner === null ? (
            'Featured collection'
          ) : (
            <>
              A collection by <Link to={creatorPath(collection.owner.handle)}>{collection.owner.name}</Link>
            </>
          )}
        </p>
        <h1>{collection.title}</h1>
        {collection.description === '' ? null : <p className="lead">{collection.description}</p>}
      </header>
      <CardGrid
        items={items}
        hrefFor={(item) => itemPath(item.kind, item.slug)}
        showKind
        label={collection.title}
        empty={<p className="muted">Nothing in this collection is shown just now.</p>}
      />
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = collectionHead;
