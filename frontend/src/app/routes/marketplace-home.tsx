import { MARKETPLACE_KINDS } from '@creators/contracts';
import { Link } from 'react-router';
import { discoverQueryOptions, useDiscover } from '../../features/curation/api/get-discover.js';
import {
  featuredCollectionsQueryOptions,
  useFeaturedCollections,
} from '../../features/curation/api/get-featured-collections.js';
import { DiscoverSection } from '../../features/curation/components/discover-section.js';
import { FeaturedCollections } from '../../features/curation/components/featured-collections.js';
import { categoriesQueryOptions } from '../../features/marketplace/api/get-categories.js';
import { latestItemsQueryOptions } from '../../features/marketplace/api/get-latest-items.js';
import { tagsQueryOptions } from '../../features/marketplace/api/get-tags.js';
import { CategoryLinks } from '../../features/marketplace/components/category-links.js';
import { KindSection } from '../../features/marketplace/components/kind-section.js';
import { SearchForm } from '../../features/marketplace/components/search-form.js';
import { TagCloud } from '../../features/marketplace/components/tag-cloud.js';
import { formatKind } from '../../lib/format.js';
import { marketplacePath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { SITE_DESCRIPTION, SITE_NAME, sharedImage } from '@creators/contracts';
import { pageHead, type RouteHead } from '../head/page-head.js';

// A side panel's data: its own component shows a failure.
const ignore = (): void => undefined;

// A row of cards per kind on a desktop.
const LATEST = 4;
// The featured collections the home shows.
const FEATURED = 3;

/** The home's first row of covers (loaded eagerly, first): the featured collections when there are any, else trending, else the newest. */
function useFirstRow(): 'featured' | 'trending' | 'new' {
  const featured = useFeaturedCollections(FEATURED).data.items.length > 0;
  const trending = useDiscover('trending', LATEST).data.items.length > 0;
  return featured ? 'featured' : trending ? 'trending' : 'new';
}

export async function loader() {
  // Tags and categories load beside the page rather than holding it up.
  activeQueryClient().query(tagsQueryOptions()).catch(ignore);
  activeQueryClient().query(categoriesQueryOptions()).catch(ignore);
  const fresh = { staleTime: FRESH_ON_NAVIGATION };
  await Promise.all([
    activeQueryClient().query({ ...featuredCollectionsQueryOptions(FEATURED), ...fresh }),
    activeQueryClient().query({ ...discoverQueryOptions('trending', LATEST), ...fresh }),
    activeQueryClient().query({ ...discoverQueryOptions('new', LATEST), ...fresh }),
    ...MARKETPLACE_KINDS.map((kind) =>
      activeQueryClient().query({ ...latestItemsQueryOptions(kind, LATEST), ...fresh }),
    ),
  ]);
  return null;
}

export function Component() {
  useHeadTitle(head);
  const first = useFirstRow();
  return (
    <>
      <header className="page-header hero">
        <h1>Marketplace</h1>
        <p className="lead">Components, plugins, templates, tutorials and vectors made by creators.</p>
        <SearchForm />
        <nav aria-label="Kinds">
          <ul className="chips">
            {MARKETPLACE_KINDS.map((kind) => (
              <li key={kind}>
                <Link to={marketplacePath(kind)} className="chip">
                  {formatKind(kind)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <FeaturedCollections limit={FEATURED} eager={first === 'featured'} />
      <DiscoverSection list="trending" limit={LATEST} eager={first === 'trending'} />
      <DiscoverSection list="new" limit={LATEST} eager={first === 'new'} />
      {MARKETPLACE_KINDS.map((kind) => (
        <KindSection key={kind} kind={kind} limit={LATEST} eager={false} />
      ))}
      <div className="browse">
        <section aria-labelledby="tags-heading" className="label-panel">
          <div className="section-header">
            <h2 id="tags-heading">Component tags</h2>
            <Link to="/marketplace/components/tags" className="see-all">
              All tags<span aria-hidden="true"> →</span>
            </Link>
          </div>
          <TagCloud limit={16} />
        </section>
        <section aria-labelledby="categories-heading" className="label-panel">
          <div className="section-header">
            <h2 id="categories-heading">Template categories</h2>
            <Link to="/marketplace/templates/category" className="see-all">
              All categories<span aria-hidden="true"> →</span>
            </Link>
          </div>
          <CategoryLinks />
        </section>
      </div>
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

/** The home is the marketplace's front page (`/` moves here): its link preview is the site's card. */
export const head: RouteHead = ({ origin }) =>
  pageHead('Marketplace', {
    canonical: `${origin}/marketplace`,
    image: sharedImage(origin, 'home', `${SITE_NAME}: ${SITE_DESCRIPTION}`),
  });
