import { Link } from 'react-router';
import { CardGrid } from '../../../components/card-grid.js';
import { itemPath } from '../../../lib/paths.js';
import { useDiscover, type DiscoverList } from '../api/get-discover.js';

export const DISCOVER_COPY: Readonly<Record<DiscoverList, { title: string; blurb: string; path: string }>> = {
  trending: {
    title: 'Trending',
    blurb: 'Most got, bought, liked and viewed over the last 7 days.',
    path: '/trending',
  },
  new: {
    title: 'New and notable',
    blurb: 'The newest work, what is already finding its people first.',
    path: '/new',
  },
};

/** A row of trending or new-and-notable cards on the home, with the way to the whole list; `eager` when it is the first row. */
export function DiscoverSection({
  list,
  limit,
  eager,
}: {
  readonly list: DiscoverList;
  readonly limit: number;
  readonly eager: boolean;
}) {
  const { data } = useDiscover(list, limit);
  const copy = DISCOVER_COPY[list];
  const headingId = `section-${list}`;
  return (
    <section className="kind-section" aria-labelledby={headingId}>
      <div className="section-header">
        <div>
          <h2 id={headingId}>{copy.title}</h2>
          <p className="muted">{copy.blurb}</p>
        </div>
        <Link to={copy.path} className="see-all">
          See all<span aria-hidden="true"> →</span>
        </Link>
      </div>
      <CardGrid
        items={data.items}
        hrefFor={(item) => itemPath(item.kind, item.slug)}
        showKind
        empty={<p className="muted">Nothing yet.</p>}
        row
        eagerCount={eager ? undefined : 0}
      />
    </section>
  );
}
