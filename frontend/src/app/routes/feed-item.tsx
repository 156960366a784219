import { KIND_LABELS } from '@creators/contracts';
import { Link, Navigate, replace, useParams, type LoaderFunctionArgs } from 'react-router';
import { CreatorCard } from '../../components/creator-card.js';
import { ItemFacts } from '../../components/item-facts.js';
import { ItemMedia } from '../../components/item-media.js';
import { Markdown } from '../../components/markdown.js';
import { feedItemQueryOptions, useFeedItem } from '../../features/feed/api/get-feed-item.js';
import { formatKind } from '../../lib/format.js';
import { feedItemPath, isMarketplaceKind, itemPath } from '../../lib/paths.js';
import { queryClient } from '../../lib/query-client.js';
import { safeExternalUrl } from '../../lib/safe-url.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { kindOfPattern, useRouteKind } from '../route-handle.js';

export async function loader({ pattern, params }: LoaderFunctionArgs) {
  const kind = kindOfPattern(pattern);
  const slug = params.slug ?? '';
  const view = await queryClient.query({ ...feedItemQueryOptions(kind, slug), staleTime: 'static' });
  if (view.item.slug !== slug) {
    // Asked for by a former slug (the API answered 301): move the address to the current one.
    queryClient.setQueryData(feedItemQueryOptions(kind, view.item.slug).queryKey, view);
    return replace(feedItemPath(kind, view.item.slug));
  }
  return null;
}

export function Component() {
  const kind = useRouteKind();
  const { slug = '' } = useParams();
  const { item } = useFeedItem(kind, slug).data;
  useDocumentTitle(item.title);
  if (item.slug !== slug) return <Navigate to={feedItemPath(kind, item.slug)} replace />;
  const siteUrl = item.siteUrl === undefined ? null : safeExternalUrl(item.siteUrl);
  return (
    <article className="item-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/feed">Feed</Link>
          </li>
          <li>
            <Link to={`/feed?kind=${kind}`}>{formatKind(kind)}</Link>
          </li>
          <li aria-current="page">{item.title}</li>
        </ol>
      </nav>
      <header className="item-header">
        <p className="card-kind">{formatKind(KIND_LABELS[kind].singular)}</p>
        <h1>{item.title}</h1>
        <p className="lead">{item.summary}</p>
      </header>
      <div className="item-layout">
        <div className="item-main">
          <ItemMedia title={item.title} coverImageUrl={item.coverImageUrl} galleryImageUrls={item.galleryImageUrls} />
          <section aria-labelledby="about-heading" className="item-description">
            <h2 id="about-heading">About this {KIND_LABELS[kind].singular}</h2>
            <Markdown source={item.description} />
          </section>
        </div>
        <aside className="item-aside" aria-label="Details">
          <div className="item-actions">
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
          </div>
          <ItemFacts item={item} />
          <CreatorCard creator={item.creator} />
        </aside>
      </div>
    </article>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';
