import { KINDS, type MarketplaceKind } from '@creators/contracts';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { InfiniteCardList } from '../../components/infinite-card-list.js';
import { EmptyState } from '../../components/ui/state.js';
import { categoriesQueryOptions } from '../../features/marketplace/api/get-categories.js';
import { listingQueryOptions, useListing } from '../../features/marketplace/api/get-listing.js';
import { tagsQueryOptions } from '../../features/marketplace/api/get-tags.js';
import { CategoryLinks } from '../../features/marketplace/components/category-links.js';
import { ListingFilters } from '../../features/marketplace/components/listing-filters.js';
import { TagCloud } from '../../features/marketplace/components/tag-cloud.js';
import { KIND_BLURBS } from '../../features/marketplace/utils/kind-copy.js';
import { listingFiltersFrom } from '../../features/marketplace/utils/listing-filters.js';
import { formatKind } from '../../lib/format.js';
import { itemPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { useIsUpdating } from '../../lib/use-is-updating.js';
import { marketplaceKindOfPattern, useMarketplaceKind } from '../route-handle.js';
import { pageHead, type RouteHead } from '../head/page-head.js';

// A side panel's data: its own component shows a failure.
const ignore = (): void => undefined;

export async function loader({ pattern, request }: LoaderFunctionArgs) {
  const kind = marketplaceKindOfPattern(pattern);
  if (kind === 'components') activeQueryClient().query(tagsQueryOptions()).catch(ignore);
  if (kind === 'templates') activeQueryClient().query(categoriesQueryOptions()).catch(ignore);
  await activeQueryClient().infiniteQuery({
    ...listingQueryOptions(kind, listingFiltersFrom(new URL(request.url).searchParams)),
    staleTime: FRESH_ON_NAVIGATION,
  });
  return null;
}

/** The ways into a kind besides the list itself: tags for components, categories for templates. */
function BrowseBy({ kind }: { readonly kind: MarketplaceKind }) {
  if (kind === 'components')
    return (
      <section aria-labelledby="browse-heading" className="label-panel">
        <div className="section-header">
          <h2 id="browse-heading">Browse by tag</h2>
          <Link to="/marketplace/components/tags" className="see-all">
            All tags<span aria-hidden="true"> →</span>
          </Link>
        </div>
        <TagCloud limit={12} />
      </section>
    );
  if (kind === 'templates')
    return (
      <section aria-labelledby="browse-heading" className="label-panel">
        <div className="section-header">
          <h2 id="browse-heading">Browse by category</h2>
          <Link to="/marketplace/templates/category" className="see-all">
            All categories<span aria-hidden="true"> →</span>
          </Link>
        </div>
        <CategoryLinks />
      </section>
    );
  return null;
}

export function Component() {
  const kind = useMarketplaceKind();
  const [params] = useSearchParams();
  const filters = listingFiltersFrom(params);
  const listing = useListing(kind, filters);
  const updating = useIsUpdating();
  useHeadTitle(head);
  return (
    <>
      <header className="page-header">
        <h1>{formatKind(kind)}</h1>
        <p className="lead">{KIND_BLURBS[kind]}</p>
      </header>
      <BrowseBy kind={kind} />
      <ListingFilters />
      <div className="results" aria-busy={updating}>
        <InfiniteCardList
          query={listing}
          hrefFor={(item) => itemPath(item.kind, item.slug)}
          label={formatKind(kind)}
          headingLevel={2}
          empty={
            <EmptyState title={filters.price === null ? `No ${kind} yet` : `No ${filters.price} ${kind} yet`}>
              {filters.price === null ? null : <Link to={`?sort=${filters.sort}`}>Show all {kind}</Link>}
            </EmptyState>
          }
        />
      </div>
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = ({ origin, kind }) =>
  kind === undefined
    ? null
    : pageHead(KINDS[kind].label, {
        description: `${KINDS[kind].label} by independent creators.`,
        canonical: `${origin}/marketplace/${kind}`,
      });
