import type { MarketplaceKind } from '@creators/contracts';
import { Link } from 'react-router';
import { CardGrid } from '../../../components/card-grid.js';
import { formatKind } from '../../../lib/format.js';
import { itemPath, marketplacePath } from '../../../lib/paths.js';
import { useLatestItems } from '../api/get-latest-items.js';
import { KIND_BLURBS } from '../utils/kind-copy.js';

/** One kind on the marketplace's entry page: its newest few cards and the way to all of them. */
export function KindSection({
  kind,
  limit,
  eager,
}: {
  readonly kind: MarketplaceKind;
  readonly limit: number;
  /** Its covers load at once (the first section, on the first screen); the others' when scrolled to. */
  readonly eager: boolean;
}) {
  const { data } = useLatestItems(kind, limit);
  const headingId = `section-${kind}`;
  return (
    <section className="kind-section" aria-labelledby={headingId}>
      <div className="section-header">
        <div>
          <h2 id={headingId}>{formatKind(kind)}</h2>
          <p className="muted">{KIND_BLURBS[kind]}</p>
        </div>
        <Link to={marketplacePath(kind)} className="see-all">
          See all {kind}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <CardGrid
        items={data.items}
        hrefFor={(item) => itemPath(item.kind, item.slug)}
        empty={<p className="muted">No {kind} published yet.</p>}
        eagerCount={eager ? undefined : 0}
        row
      />
    </section>
  );
}
