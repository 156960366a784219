import { ITEM_KINDS, type ItemKind } from '@creators/contracts';
import { Link } from 'react-router';
import { formatKind } from '../../../lib/format.js';

/** All, or one of the six kinds: links, so each filtered feed has its own address (`/feed?kind=sites`). */
export function FeedKindFilter({ current }: { readonly current: ItemKind | null }) {
  const options: readonly { readonly kind: ItemKind | null; readonly label: string }[] = [
    { kind: null, label: 'Everything' },
    ...ITEM_KINDS.map((kind) => ({ kind, label: formatKind(kind) })),
  ];
  return (
    <nav aria-label="Filter the feed by kind">
      <ul className="chips">
        {options.map(({ kind, label }) => (
          <li key={label}>
            <Link
              to={kind === null ? '/feed' : `/feed?kind=${kind}`}
              className="chip"
              aria-current={kind === current ? 'page' : undefined}
              preventScrollReset
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
