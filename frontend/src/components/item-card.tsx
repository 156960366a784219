import { KIND_LABELS, type ItemCard as ItemCardData } from '@creators/contracts';
import { Link } from 'react-router';
import { formatKind } from '../lib/format.js';
import { creatorPath } from '../lib/paths.js';
import { Avatar } from './ui/avatar.js';
import { PriceTag } from './ui/price-tag.js';

export interface ItemCardProps {
  readonly item: ItemCardData;
  /** Where the card leads: the marketplace page, or the feed page in the feed. */
  readonly href: string;
  /** Say the kind on the card, where a grid mixes kinds (feed, search). */
  readonly showKind?: boolean;
  readonly headingLevel?: 2 | 3;
  /** Load the cover at once: cards in the first row, which paint first. */
  readonly eager?: boolean;
}

/** An item in a grid. The title's link covers the whole card; the creator's link sits above it. */
export function ItemCard({ item, href, showKind = false, headingLevel = 3, eager = false }: ItemCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <div className="card-cover">
        {item.coverImageUrl === null ? (
          <span className="cover-placeholder" aria-hidden="true">
            {item.title.charAt(0).toUpperCase()}
          </span>
        ) : (
          <img
            src={item.coverImageUrl}
            alt=""
            width={640}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </div>
      <div className="card-body">
        {showKind ? <p className="card-kind">{formatKind(KIND_LABELS[item.kind].singular)}</p> : null}
        <Heading className="card-title">
          <Link to={href} className="card-link">
            {item.title}
          </Link>
        </Heading>
        <p className="card-summary">{item.summary}</p>
        <div className="card-meta">
          <Link to={creatorPath(item.creator.handle)} className="card-creator">
            <Avatar name={item.creator.name} url={item.creator.avatarUrl} size={24} decorative />
            <span>{item.creator.name}</span>
          </Link>
          <span className="card-facts">
            <PriceTag price={item.price} />
            {item.likes === undefined ? null : (
              <span className="likes">
                <span aria-hidden="true">♥</span> {item.likes}
                <span className="visually-hidden"> {item.likes === 1 ? 'like' : 'likes'}</span>
              </span>
            )}
          </span>
        </div>
      </div>
    </article>
  );
}
