import type { ReactNode } from 'react';
import { KINDS, type ItemCard, type ItemKind, type ItemPageView, type PublicItemView } from '@creators/contracts';
import { Link } from 'react-router';
import { CardGrid } from '../../components/card-grid.js';
import { CreatorCard } from '../../components/creator-card.js';
import { ItemDeliverables } from '../../components/item-deliverables.js';
import { ItemFacts } from '../../components/item-facts.js';
import { ItemMedia } from '../../components/item-media.js';
import { Markdown } from '../../components/markdown.js';

interface ItemPageProps {
  readonly kind: ItemKind;
  readonly item: PublicItemView;
  /** Where the page sits: the links before the item's own title. */
  readonly breadcrumbs: readonly (readonly [path: string, text: string])[];
  /** Shown above the title where the page mixes kinds (the feed). */
  readonly showKind?: boolean;
  /** Getting or buying it, and the files of those entitled (marketplace pages); replaces the public file list. */
  readonly acquire?: ReactNode;
  /** What else a visitor can do with the item (preview, like, visit the site). */
  readonly actions: ReactNode;
  /** More in the aside, after the facts (tags and categories). */
  readonly aside?: ReactNode;
  /** The item's reviews, below it (marketplace pages). */
  readonly reviews?: ReactNode;
  /** Similar items and more by the creator, shown below the item. */
  readonly related: ItemPageView['related'];
  /** Where a related card leads: the same part of the site as this page (marketplace or feed). */
  readonly cardPath: (card: ItemCard) => string;
}

/** One published item's page, wherever it is reached from: the marketplace and the feed show the same page. */
export function ItemPage({
  kind,
  item,
  breadcrumbs,
  showKind = false,
  acquire,
  actions,
  aside,
  reviews,
  related,
  cardPath,
}: ItemPageProps) {
  return (
    <article className="item-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          {breadcrumbs.map(([path, text]) => (
            <li key={path}>
              <Link to={path}>{text}</Link>
            </li>
          ))}
          <li aria-current="page">{item.title}</li>
        </ol>
      </nav>
      <header className="item-header">
        {showKind ? <p className="card-kind">{KINDS[kind].labelOne}</p> : null}
        <h1>{item.title}</h1>
        <p className="lead">{item.summary}</p>
      </header>
      {/* Getting it comes first in the page, so a phone shows the price and Buy without scrolling; a wide screen sets it beside the pictures. */}
      <div className="item-layout">
        <div className="item-acquire">
          {acquire}
          <div className="item-actions">{actions}</div>
        </div>
        <div className="item-main">
          <ItemMedia title={item.title} item={item} />
          <section aria-labelledby="about-heading" className="item-description">
            <h2 id="about-heading">About this {KINDS[kind].singular}</h2>
            <Markdown source={item.description} />
          </section>
        </div>
        <aside className="item-aside" aria-label="Details">
          <ItemFacts item={item} />
          <ItemDeliverables item={item} files={acquire === undefined} />
          {aside}
          <CreatorCard creator={item.creator} />
        </aside>
      </div>
      {reviews}
      {related.similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="related" data-count={related.similar.length}>
          <h2 id="similar-heading">Similar {kind}</h2>
          <CardGrid items={related.similar} hrefFor={cardPath} eagerCount={0} row />
        </section>
      ) : null}
      {related.byCreator.length > 0 ? (
        <section aria-labelledby="by-creator-heading" className="related" data-count={related.byCreator.length}>
          <h2 id="by-creator-heading">More from {item.creator.name}</h2>
          <CardGrid items={related.byCreator} hrefFor={cardPath} showKind eagerCount={0} row />
        </section>
      ) : null}
    </article>
  );
}
