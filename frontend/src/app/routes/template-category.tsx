import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { InfiniteCardList } from '../../components/infinite-card-list.js';
import { EmptyState } from '../../components/ui/state.js';
import { labelItemsQueryOptions, useLabelItems } from '../../features/marketplace/api/get-label-items.js';
import { ListingFilters } from '../../features/marketplace/components/listing-filters.js';
import { listingFiltersFrom } from '../../features/marketplace/utils/listing-filters.js';
import { formatCount } from '../../lib/format.js';
import { itemPath } from '../../lib/paths.js';
import { queryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useIsUpdating } from '../../lib/use-is-updating.js';

export async function loader({ params, request }: LoaderFunctionArgs) {
  await queryClient.infiniteQuery({
    ...labelItemsQueryOptions('categories', params.slug ?? '', listingFiltersFrom(new URL(request.url).searchParams)),
    staleTime: 'static',
  });
  return null;
}

export function Component() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const categoryItems = useLabelItems('categories', slug, listingFiltersFrom(params));
  const updating = useIsUpdating();
  const label = categoryItems.data.pages[0]?.label;
  const name = label?.label ?? slug;
  useDocumentTitle(`${name} templates`);
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/marketplace">Marketplace</Link>
          </li>
          <li>
            <Link to="/marketplace/templates">Templates</Link>
          </li>
          <li>
            <Link to="/marketplace/templates/category">Categories</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <header className="page-header">
        <h1>{name} templates</h1>
        {label === undefined ? null : <p className="lead">{formatCount(label.count, 'template')}</p>}
      </header>
      <ListingFilters />
      <div className="results" aria-busy={updating}>
        <InfiniteCardList
          query={categoryItems}
          hrefFor={(item) => itemPath(item.kind, item.slug)}
          label={`${name} templates`}
          headingLevel={2}
          empty={
            <EmptyState title="No templates match">
              <Link to="/marketplace/templates/category">See every category</Link>
            </EmptyState>
          }
        />
      </div>
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';
