import type { ChangelogLine } from '@creators/contracts';
import { formatDate, formatPrice } from '../lib/format.js';

const lineText = (line: ChangelogLine): string => {
  switch (line.type) {
    case 'release':
      return line.notes;
    case 'price':
      return `Price changed to ${formatPrice(line.price)}${line.price.payWhatYouWant === true ? ' or more' : ''}.`;
    case 'description':
      return 'Description updated.';
  }
};

/** An item's changelog from its events: releases, and changes a buyer cares about, newest first, each dated. */
export function ItemChangelog({ lines }: { readonly lines: readonly ChangelogLine[] }) {
  if (lines.length === 0) return null;
  return (
    <details className="changelog" open>
      <summary>Changelog</summary>
      <ol aria-label="Changelog">
        {lines.map((line) => (
          <li key={`${line.type}-${line.date}-${line.type === 'release' ? line.version : ''}`}>
            <strong>{line.type === 'release' ? line.version : line.type === 'price' ? 'Price' : 'Description'}</strong>{' '}
            <time dateTime={line.date}>{formatDate(line.date)}</time>
            <p>{lineText(line)}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
