import { Link, Navigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { useMe } from '../../features/auth/api/get-me.js';
import { feedItemQueryOptions, useFeedItem } from '../../features/feed/api/get-feed-item.js';
import { useRecordView } from '../../features/marketplace/api/record-view.js';
import { LikeButton } from '../../features/marketplace/components/like-button.js';
import { ReportButton } from '../../features/moderation/components/report-button.js';
import { formatKind } from '../../lib/format.js';
import { feedItemPath, isMarketplaceKind, itemPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { safeExternalUrl } from '../../lib/safe-url.js';
import { kindOfPattern, useRouteKind } from '../route-handle.js';
import { ItemPage } from './item-page.js';
import { movedTo } from '../moved.js';
import type { RouteHead } from '../head/page-head.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { feedItemHead } from '../head/item.head.js';

export async function loader({ pattern, params, request }: LoaderFunctionArgs) {
  const kind = kindOfPattern(pattern);
  const slug = params.slug ?? '';
  const view = await activeQueryClient().query({ ...feedItemQueryOptions(kind, slug), staleTime: FRESH_ON_NAVIGATION });
  if (view.item.slug !== slug) {
    // Asked for by a former slug (the API answered 301): move the address to the current one.
    activeQueryClient().setQueryData(feedItemQueryOptions(kind, view.item.slug).queryKey, view);
    return movedTo(feedItemPath(kind, view.item.slug), request);
  }
  return null;
}

export function Component() {
  const kind = useRouteKind();
  const { slug = '' } = useParams();
  const { item, likedByMe, related } = useFeedItem(kind, slug).data;
  const me = useMe();
  // Still asking counts as signed in: the server's 401 would lead to sign-in all the same.
  const signedIn = me.data === undefined ? me.isLoading : me.data !== null;
  const mine = me.data?.handle === item.creator.handle;
  useRecordView(kind, item.slug);
  useHeadTitle(head);
  if (item.slug !== slug) return <Navigate to={feedItemPath(kind, item.slug)} replace />;
  const siteUrl = item.siteUrl === undefined ? null : safeExternalUrl(item.siteUrl);
  return (
    <ItemPage
      kind={kind}
      item={item}
      showKind
      breadcrumbs={[
        ['/feed', 'Feed'],
        [`/feed?kind=${kind}`, formatKind(kind)],
      ]}
      actions={
        <>
          {siteUrl === null ? null : (
            <a href={siteUrl} className="button" target="_blank" rel="noopener noreferrer">
              Visit {new URL(siteUrl).host}
            </a>
          )}
          {isMarketplaceKind(kind) ? (
            <Link to={itemPath(kind, item.slug)} className="button secondary">
              See it in the marketplace
            </Link>
          ) : null}
          {/* Every kind is liked and reported, sites too; never by its own creator. */}
          {mine ? null : (
            <>
              <LikeButton kind={kind} slug={item.slug} liked={likedByMe} likes={item.likes} signedIn={signedIn} />
              <ReportButton subject={{ itemId: item.id }} name={`“${item.title}”`} signedIn={signedIn} />
            </>
          )}
        </>
      }
      related={related}
      cardPath={(card) => feedItemPath(card.kind, card.slug)}
    />
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = feedItemHead;
