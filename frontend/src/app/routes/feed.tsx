import { isItemKind, type ItemKind } from '@creators/contracts';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { InfiniteCardList } from '../../components/infinite-card-list.js';
import { EmptyState } from '../../components/ui/state.js';
import { feedQueryOptions, useFeed } from '../../features/feed/api/get-feed.js';
import { FeedKindFilter } from '../../features/feed/components/feed-kind-filter.js';
import { FeedTabs } from '../../features/feed/components/feed-tabs.js';
import { formatKind } from '../../lib/format.js';
import { feedItemPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { useIsUpdating } from '../../lib/use-is-updating.js';
import { usePendingSearchParams } from '../../lib/use-pending-search-params.js';
import { pageHead, type RouteHead } from '../head/page-head.js';

const kindOf = (params: URLSearchParams): ItemKind | null => {
  const kind = params.get('kind') ?? '';
  return isItemKind(kind) ? kind : null;
};

const feedTitle = (kind: ItemKind | null): string => (kind === null ? 'Feed' : `Feed: ${formatKind(kind)}`);

export async function loader({ request }: LoaderFunctionArgs) {
  await activeQueryClient().infiniteQuery({
    ...feedQueryOptions(kindOf(new URL(request.url).searchParams)),
    staleTime: FRESH_ON_NAVIGATION,
  });
  return null;
}

export function Component() {
  const [params] = useSearchParams();
  const kind = kindOf(params);
  const feed = useFeed(kind);
  const updating = useIsUpdating();
  const [pending] = usePendingSearchParams();
  useHeadTitle(head);
  return (
    <>
      <header className="page-header">
        <h1>Feed</h1>
        <p className="lead">The newest work of every creator, as it is published.</p>
      </header>
      <FeedTabs />
      <FeedKindFilter current={kindOf(pending)} />
      <div className="results" aria-busy={updating}>
        <InfiniteCardList
          query={feed}
          hrefFor={(item) => feedItemPath(item.kind, item.slug)}
          label={kind === null ? 'Feed' : `Feed: ${formatKind(kind)}`}
          headingLevel={2}
          showDate
          showKind={kind === null}
          empty={
            <EmptyState title={kind === null ? 'Nothing published yet' : `No ${kind} published yet`}>
              {kind === null ? null : <Link to="/feed">See everything</Link>}
            </EmptyState>
          }
        />
      </div>
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

// One address for every kind: the page is the same, narrowed.
export const head: RouteHead = ({ origin, url }) =>
  pageHead(feedTitle(kindOf(url.searchParams)), { canonical: `${origin}/feed` });
