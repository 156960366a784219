import type { PublicItemView } from '@creators/contracts';
import { formatCount, formatDate, formatLabel, formatLabels } from '../lib/format.js';
import { PriceTag } from './ui/price-tag.js';
import { Rating } from './ui/rating.js';

/** The fields some kinds carry and others do not, as a table: what differs per kind is data. */
const OPTIONAL_FACTS: readonly {
  readonly label: string;
  readonly value: (item: PublicItemView) => string | undefined;
}[] = [
  { label: 'Version', value: (item) => item.version },
  { label: 'Level', value: (item) => (item.level === undefined ? undefined : formatLabel(item.level)) },
  {
    label: 'Duration',
    value: (item) => (item.durationMinutes === undefined ? undefined : formatCount(item.durationMinutes, 'minute')),
  },
  { label: 'Formats', value: (item) => (item.formats?.length ? formatLabels(item.formats) : undefined) },
];

/** Price, likes, publication date and the kind's own fields, as a definition list. */
export function ItemFacts({ item }: { readonly item: PublicItemView }) {
  return (
    <dl className="facts">
      {/* Sites are shown, not sold: no price. */}
      {item.kind === 'sites' ? null : (
        <div>
          <dt>Price</dt>
          <dd>
            <PriceTag price={item.price} />
          </dd>
        </div>
      )}
      <div>
        <dt>Likes</dt>
        <dd>{item.likes}</dd>
      </div>
      {item.rating === undefined ? null : (
        <div>
          <dt>Rating</dt>
          <dd>
            <Rating rating={item.rating} />
          </dd>
        </div>
      )}
      {item.publishedAt === null ? null : (
        <div>
          <dt>Published</dt>
          <dd>
            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
          </dd>
        </div>
      )}
      {OPTIONAL_FACTS.map(({ label, value }) => {
        const text = value(item);
        return text === undefined ? null : (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        );
      })}
    </dl>
  );
}
