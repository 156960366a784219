import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { CardGrid } from '../../components/card-grid.js';
import { discoverQueryOptions, useDiscover, type DiscoverList } from '../../features/curation/api/get-discover.js';
import { DISCOVER_COPY } from '../../features/curation/components/discover-section.js';
import { itemPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

// Four rows of cards on a desktop.
const LIMIT = 48;

/** `/trending` or `/new`: which list the address names. */
const listAt = (pathname: string): DiscoverList => (pathname.replace(/\/+$/, '').endsWith('/new') ? 'new' : 'trending');

export async function loader({ request }: LoaderFunctionArgs) {
  const list = listAt(new URL(request.url).pathname);
  await activeQueryClient().query({ ...discoverQueryOptions(list, LIMIT), staleTime: FRESH_ON_NAVIGATION });
  return null;
}

export function Component() {
  const list = listAt(useLocation().pathname);
  const { data } = useDiscover(list, LIMIT);
  const copy = DISCOVER_COPY[list];
  useHeadTitle(head);
  return (
    <>
      <header className="page-header">
        <h1>{copy.title}</h1>
        <p className="lead">{copy.blurb}</p>
      </header>
      <CardGrid items={data.items} hrefFor={(item) => itemPath(item.kind, item.slug)} showKind />
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = (args) =>
  titledHead(DISCOVER_COPY[listAt(args.url.pathname)].title, { indexed: true })(args);
