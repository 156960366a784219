import { Link, Navigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { useMe } from '../../features/auth/api/get-me.js';
import { itemAccessQueryOptions } from '../../features/commerce/api/get-item-access.js';
import { AcquirePanel } from '../../features/commerce/components/acquire-panel.js';
import { itemQueryOptions, useItem } from '../../features/marketplace/api/get-item.js';
import { useRecordView } from '../../features/marketplace/api/record-view.js';
import { LikeButton } from '../../features/marketplace/components/like-button.js';
import { SaveButton } from '../../features/curation/components/save-button.js';
import { ReportButton } from '../../features/moderation/components/report-button.js';
import { itemReviewsQueryOptions } from '../../features/reviews/api/get-item-reviews.js';
import { ItemReviews } from '../../features/reviews/components/item-reviews.js';
import { formatCategory, formatKind, formatLabel } from '../../lib/format.js';
import { categoryPath, itemPath, marketplacePath, previewPath, tagPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { marketplaceKindOfPattern, useMarketplaceKind } from '../route-handle.js';
import { ItemPage } from './item-page.js';
import { movedTo } from '../moved.js';
import type { RouteHead } from '../head/page-head.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { marketplaceItemHead } from '../head/item.head.js';

export async function loader({ pattern, params, request }: LoaderFunctionArgs) {
  const kind = marketplaceKindOfPattern(pattern);
  const slug = params.slug ?? '';
  const view = await activeQueryClient().query({ ...itemQueryOptions(kind, slug), staleTime: FRESH_ON_NAVIGATION });
  if (view.item.slug !== slug) {
    // Asked for by a former slug (the API answered 301): move the address to the current one.
    activeQueryClient().setQueryData(itemQueryOptions(kind, view.item.slug).queryKey, view);
    return movedTo(`/marketplace/${kind}/${view.item.slug}`, request);
  }
  // What the visitor may do with it, and its reviews, come a moment later; the page does not wait
  // for them (the server does, so the browser need not ask again).
  void activeQueryClient()
    .query(itemAccessQueryOptions(kind, slug))
    .catch(() => undefined);
  void activeQueryClient()
    .query(itemReviewsQueryOptions(kind, slug))
    .catch(() => undefined);
  return null;
}

export function Component() {
  const kind = useMarketplaceKind();
  const { slug = '' } = useParams();
  const { data } = useItem(kind, slug);
  const { item, likedByMe, related } = data;
  const me = useMe();
  // Still asking counts as signed in: the server's 401 would lead to sign-in all the same.
  const signedIn = me.data === undefined ? me.isLoading : me.data !== null;
  useRecordView(kind, item.slug);
  useHeadTitle(head);
  // A background refresh may find that the item moved since the page loaded.
  if (item.slug !== slug) return <Navigate to={`/marketplace/${kind}/${item.slug}`} replace />;

  const labels = [
    ...(item.tags ?? []).map((tag) => ({ text: formatLabel(tag), path: tagPath(tag) })),
    ...(item.categories ?? []).map((category) => ({ text: formatCategory(category), path: categoryPath(category) })),
  ];
  return (
    <ItemPage
      kind={kind}
      item={item}
      breadcrumbs={[
        ['/marketplace', 'Marketplace'],
        [marketplacePath(kind), formatKind(kind)],
      ]}
      acquire={<AcquirePanel kind={kind} item={item} signedIn={signedIn} />}
      actions={
        <>
          {item.previewUrl === null ? null : (
            <Link to={previewPath(kind, item.slug)} className="button secondary">
              Preview
            </Link>
          )}
          <SaveButton itemId={item.id} signedIn={signedIn} />
          {/* Nobody likes or reports their own work. */}
          {me.data?.handle === item.creator.handle ? null : (
            <>
              <LikeButton kind={kind} slug={item.slug} liked={likedByMe} likes={item.likes} signedIn={signedIn} />
              <ReportButton subject={{ itemId: item.id }} name={`“${item.title}”`} signedIn={signedIn} />
            </>
          )}
        </>
      }
      aside={
        labels.length > 0 ? (
          <section aria-labelledby="labels-heading">
            <h2 id="labels-heading" className="aside-heading">
              {kind === 'templates' ? 'Categories' : 'Tags'}
            </h2>
            <ul className="chips">
              {labels.map((label) => (
                <li key={label.path}>
                  <Link to={label.path} className="chip">
                    {label.text}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null
      }
      reviews={
        <ItemReviews
          kind={kind}
          slug={item.slug}
          report={(review) => (
            <ReportButton
              subject={{ reviewId: review.id }}
              name={`the review by ${review.reviewer?.name ?? 'a deleted account'}`}
              signedIn={signedIn}
            />
          )}
        />
      }
      related={related}
      cardPath={(card) => itemPath(card.kind, card.slug)}
    />
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = marketplaceItemHead;
