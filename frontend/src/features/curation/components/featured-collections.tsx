import { Link } from 'react-router';
import { CardGrid } from '../../../components/card-grid.js';
import { itemPath } from '../../../lib/paths.js';
import { useFeaturedCollections } from '../api/get-featured-collections.js';

/** One row of a collection's cards on the home; its page shows them all. */
const ROW = 4;

export const featuredPath = (slug: string): string => `/collections/${encodeURIComponent(slug)}`;

/** The featured collections the moderators publish, each a row of its first cards: what the home leads with. */
export function FeaturedCollections({ limit, eager }: { readonly limit: number; readonly eager: boolean }) {
  const { data } = useFeaturedCollections(limit);
  if (data.items.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="featured">
      <h2 id="featured-heading">Featured</h2>
      {data.items.map(({ collection, items }, index) => (
        <section key={collection.id} className="kind-section" aria-labelledby={`featured-${collection.id}`}>
          <div className="section-header">
            <div>
              <h3 id={`featured-${collection.id}`}>{collection.title}</h3>
              {collection.description === '' ? null : <p className="muted">{collection.description}</p>}
            </div>
            <Link to={featuredPath(collection.slug)} className="see-all">
              See the collection<span aria-hidden="true"> →</span>
            </Link>
          </div>
          <CardGrid
            items={items.slice(0, ROW)}
            hrefFor={(item) => itemPath(item.kind, item.slug)}
            showKind
            row
            eagerCount={eager && index === 0 ? undefined : 0}
          />
        </section>
      ))}
    </section>
  );
}
