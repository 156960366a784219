import { KINDS, type ItemCard as ItemCardData } from '@creators/contracts';
import { Link } from 'react-router';
import { formatDate } from '../lib/format.js';
import { creatorPath } from '../lib/paths.js';
import { Avatar } from './ui/avatar.js';
import { Cover } from './ui/cover.js';
import { PriceTag } from './ui/price-tag.js';
import { Rating } from './ui/rating.js';

/**
 * A card is a column of `.card-grid` (columns of at least 240 px, 20 px apart, in a page at most
 * 1200 px wide with 16 px each side): four of about 280 px on a wide screen, then four, three, two
 * and one across as the screen narrows.
 */
export const CARD_SIZES =
  '(min-width: 1200px) 280px, (min-width: 1052px) 25vw, (min-width: 792px) 33vw, (min-width: 532px) 50vw, 100vw';
/** In a sideways row on a phone (`.card-row`, up to 600 px) a card is 68% of the page's width. */
export const ROW_CARD_SIZES = `(max-width: 600px) 68vw, ${CARD_SIZES}`;

export interface ItemCardProps {
  readonly item: ItemCardData;
  /** Where the card leads: the marketplace page, or the feed page in the feed. */
  readonly href: string;
  /** Say the kind on the card, where a grid mixes kinds (feed, search). */
  readonly showKind?: boolean;
  /** Say when it was published, where a list is a timeline (the feed). */
  readonly showDate?: boolean;
  /** Name the creator (not where every card is by the same one: their own page). */
  readonly showCreator?: boolean;
  readonly headingLevel?: 2 | 3;
  /** Load the cover at once, before other pictures: cards in the first row, which paint first. */
  readonly eager?: boolean;
  /** How wide the cover is drawn (a grid's column by default). */
  readonly sizes?: string;
}

/** An item in a grid. The title's link covers the whole card; the creator's link sits above it. */
export function ItemCard({
  item,
  href,
  showKind = false,
  showDate = false,
  showCreator = true,
  headingLevel = 3,
  eager = false,
  sizes = CARD_SIZES,
}: ItemCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      <div className="card-cover">
        <Cover title={item.title} image={item.coverImage} url={item.coverImageUrl} sizes={sizes} eager={eager} />
      </div>
      <div className="card-body">
        {showKind ? <p className="card-kind">{KINDS[item.kind].labelOne}</p> : null}
        <Heading className="card-title">
          <Link to={href} className="card-link">
            {item.title}
          </Link>
        </Heading>
        <p className="card-summary">{item.summary}</p>
        {item.latestRelease === undefined ? null : (
          <p className="card-release">New release {item.latestRelease.version}</p>
        )}
        {item.updatedOn == null ? null : (
          <p className="card-updated">
            Updated <time dateTime={item.updatedOn}>{formatDate(item.updatedOn)}</time>
          </p>
        )}
        {showDate ? (
          <p className="card-date">
            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          </p>
        ) : null}
        <div className="card-meta">
          {showCreator ? (
            <Link to={creatorPath(item.creator.handle)} className="card-creator">
              <Avatar
                name={item.creator.name}
                url={item.creator.avatarUrl}
                image={item.creator.avatar}
                size={24}
                decorative
              />
              <span>{item.creator.name}</span>
            </Link>
          ) : null}
          <span className="card-facts">
            {item.kind === 'sites' ? null : <PriceTag price={item.price} />}
            {item.likes === undefined ? null : (
              <span className="likes">
                <span aria-hidden="true">♥</span> {item.likes}
                <span className="visually-hidden"> {item.likes === 1 ? 'like' : 'likes'}</span>
              </span>
            )}
            {item.rating === undefined ? null : <Rating rating={item.rating} />}
          </span>
        </div>
      </div>
    </article>
  );
}
