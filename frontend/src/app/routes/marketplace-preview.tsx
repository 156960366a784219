import { KINDS, type PublicItemView } from '@creators/contracts';
import { Link, Navigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../components/ui/state.js';
import { itemQueryOptions, useItem } from '../../features/marketplace/api/get-item.js';
import { useRecordPreview } from '../../features/marketplace/api/record-preview.js';
import { PreviewFrame } from '../../features/marketplace/components/preview-frame.js';
import { itemPath, previewPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { safeSiteUrl } from '../../lib/safe-url.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { marketplaceKindOfPattern, useMarketplaceKind } from '../route-handle.js';
import { movedTo } from '../moved.js';
import type { RouteHead } from '../head/page-head.js';
import { itemPreviewHead } from '../head/item.head.js';

const previewTitle = (item: PublicItemView): string => `Preview of ${item.title}`;

export async function loader({ pattern, params, request }: LoaderFunctionArgs) {
  const kind = marketplaceKindOfPattern(pattern);
  const slug = params.slug ?? '';
  const view = await activeQueryClient().query({ ...itemQueryOptions(kind, slug), staleTime: FRESH_ON_NAVIGATION });
  if (view.item.slug !== slug) {
    // Asked for by a former slug (the API answered 301): move the address to the current one.
    activeQueryClient().setQueryData(itemQueryOptions(kind, view.item.slug).queryKey, view);
    return movedTo(previewPath(kind, view.item.slug), request);
  }
  return null;
}

export function Component() {
  const kind = useMarketplaceKind();
  const { slug = '' } = useParams();
  const { item } = useItem(kind, slug).data;
  // The preview may be a path on this site or an address elsewhere; anything else is not shown.
  const url = item.previewUrl === null ? null : safeSiteUrl(item.previewUrl);
  useRecordPreview(kind, item.slug, url !== null);
  useHeadTitle(head);
  if (item.slug !== slug) return <Navigate to={previewPath(kind, item.slug)} replace />;
  return (
    <div className="preview-page">
      <h1 className="preview-title">
        Preview of <Link to={itemPath(kind, item.slug)}>{item.title}</Link>
      </h1>
      {url === null ? (
        <EmptyState title={`This ${KINDS[kind].singular} has no preview`}>
          <p>Its creator has not shared a live preview.</p>
          <Link to={itemPath(kind, item.slug)}>Back to {item.title}</Link>
        </EmptyState>
      ) : (
        <PreviewFrame url={url} title={item.title} backTo={itemPath(kind, item.slug)} />
      )}
    </div>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = (args) => itemPreviewHead(args, previewTitle);
