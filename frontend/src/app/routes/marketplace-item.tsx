import { KIND_LABELS } from '@creators/contracts';
import { Link, Navigate, replace, useParams, type LoaderFunctionArgs } from 'react-router';
import { CardGrid } from '../../components/card-grid.js';
import { CreatorCard } from '../../components/creator-card.js';
import { ItemFacts } from '../../components/item-facts.js';
import { ItemMedia } from '../../components/item-media.js';
import { Markdown } from '../../components/markdown.js';
import { itemQueryOptions, useItem } from '../../features/marketplace/api/get-item.js';
import { useRecordView } from '../../features/marketplace/api/record-view.js';
import { LikeButton } from '../../features/marketplace/components/like-button.js';
import { formatKind, formatLabel } from '../../lib/format.js';
import { categoryPath, itemPath, marketplacePath, previewPath, tagPath } from '../../lib/paths.js';
import { queryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { marketplaceKindOfPattern, useMarketplaceKind } from '../route-handle.js';

export async function loader({ pattern, params }: LoaderFunctionArgs) {
  const kind = marketplaceKindOfPattern(pattern);
  const slug = params.slug ?? '';
  const view = await queryClient.query({ ...itemQueryOptions(kind, slug), staleTime: 'static' });
  if (view.item.slug !== slug) {
    // Asked for by a former slug (the API answered 301): move the address to the current one.
    queryClient.setQueryData(itemQueryOptions(kind, view.item.slug).queryKey, view);
    return replace(`/marketplace/${kind}/${view.item.slug}`);
  }
  return null;
}

export function Component() {
  const kind = useMarketplaceKind();
  const { slug = '' } = useParams();
  const { data } = useItem(kind, slug);
  const { item, likedByMe, related } = data;
  useRecordView(kind, item.slug);
  useDocumentTitle(item.title);
  // A background refresh may find that the item moved since the page loaded.
  if (item.slug !== slug) return <Navigate to={`/marketplace/${kind}/${item.slug}`} replace />;

  const singular = KIND_LABELS[kind].singular;
  const labels = [
    ...(item.tags ?? []).map((tag) => ({ slug: tag, path: tagPath(tag) })),
    ...(item.categories ?? []).map((category) => ({ slug: category, path: categoryPath(category) })),
  ];
  return (
    <article className="item-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/marketplace">Marketplace</Link>
          </li>
          <li>
            <Link to={marketplacePath(kind)}>{formatKind(kind)}</Link>
          </li>
          <li aria-current="page">{item.title}</li>
        </ol>
      </nav>
      <header className="item-header">
        <h1>{item.title}</h1>
        <p className="lead">{item.summary}</p>
      </header>
      <div className="item-layout">
        <div className="item-main">
          <ItemMedia title={item.title} coverImageUrl={item.coverImageUrl} galleryImageUrls={item.galleryImageUrls} />
          <section aria-labelledby="about-heading" className="item-description">
            <h2 id="about-heading">About this {singular}</h2>
            <Markdown source={item.description} />
          </section>
        </div>
        <aside className="item-aside" aria-label="Details">
          <div className="item-actions">
            <Link to={previewPath(kind, item.slug)} className="button">
              Preview
            </Link>
            <LikeButton kind={kind} slug={item.slug} liked={likedByMe} likes={item.likes} />
          </div>
          <ItemFacts item={item} />
          {labels.length > 0 ? (
            <section aria-labelledby="labels-heading">
              <h2 id="labels-heading" className="aside-heading">
                {kind === 'templates' ? 'Categories' : 'Tags'}
              </h2>
              <ul className="chips">
                {labels.map((label) => (
                  <li key={label.path}>
                    <Link to={label.path} className="chip">
                      {formatLabel(label.slug)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <CreatorCard creator={item.creator} />
        </aside>
      </div>
      {related.similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="related">
          <h2 id="similar-heading">Similar {kind}</h2>
          <CardGrid items={related.similar} hrefFor={(card) => itemPath(card.kind, card.slug)} eagerCount={0} />
        </section>
      ) : null}
      {related.byCreator.length > 0 ? (
        <section aria-labelledby="by-creator-heading" className="related">
          <h2 id="by-creator-heading">More from {item.creator.name}</h2>
          <CardGrid
            items={related.byCreator}
            hrefFor={(card) => itemPath(card.kind, card.slug)}
            showKind
            eagerCount={0}
          />
        </section>
      ) : null}
    </article>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';
