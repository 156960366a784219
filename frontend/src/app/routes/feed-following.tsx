import { Link, type LoaderFunctionArgs } from 'react-router';
import { InfiniteCardList } from '../../components/infinite-card-list.js';
import { EmptyState } from '../../components/ui/state.js';
import { followingFeedQueryOptions, useFollowingFeed } from '../../features/feed/api/get-feed.js';
import { FeedTabs } from '../../features/feed/components/feed-tabs.js';
import { feedItemPath } from '../../lib/paths.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireCreator } from '../require-creator.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

/** Signed in only: the feed asked for while the screen's code loads. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  await activeQueryClient().infiniteQuery({ ...followingFeedQueryOptions(), staleTime: 0 });
  return null;
}

/** The new work of the creators I follow, newest first. */
export function Component() {
  useDocumentTitle('Feed: Following');
  const feed = useFollowingFeed();
  return (
    <>
      <header className="page-header">
        <h1>Feed</h1>
        <p className="lead">New work from the creators you follow.</p>
      </header>
      <FeedTabs />
      <div className="results">
        <InfiniteCardList
          query={feed}
          hrefFor={(item) => feedItemPath(item.kind, item.slug)}
          label="Following"
          headingLevel={2}
          showDate
          showKind
          empty={
            <EmptyState title="Nothing here yet">
              <p>Follow creators from their pages, and their new work shows up here.</p>
              <Link to="/experts">Find creators to follow</Link>
            </EmptyState>
          }
        />
      </div>
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Feed: Following', { indexed: false });

/** For one signed-in person: the browser renders it alone. */
export const browserOnly = true;
