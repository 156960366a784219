import { Link, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { InfiniteCardList } from '../../components/infinite-card-list.js';
import { EmptyState } from '../../components/ui/state.js';
import {
  labelItemsQueryOptions,
  useLabelItems,
  type LabelIndex,
} from '../../features/marketplace/api/get-label-items.js';
import { ListingFilters } from '../../features/marketplace/components/listing-filters.js';
import { listingFiltersFrom } from '../../features/marketplace/utils/listing-filters.js';
import { formatCount } from '../../lib/format.js';
import { itemPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { useIsUpdating } from '../../lib/use-is-updating.js';
import { labelHead } from '../head/label.head.js';
import type { RouteHead } from '../head/page-head.js';

/** What a tag page and a category page say; everything else about them is the same. */
export interface LabelPageCopy {
  readonly title: (name: string) => string;
  readonly breadcrumbs: readonly (readonly [path: string, text: string])[];
  readonly noun: string;
  readonly empty: { readonly title: string; readonly path: string; readonly link: string };
}

/** The route module of the items carrying one tag (components) or in one category (templates). */
export function labelRoute(index: LabelIndex, copy: LabelPageCopy) {
  async function loader({ params, request }: LoaderFunctionArgs) {
    await activeQueryClient().infiniteQuery({
      ...labelItemsQueryOptions(index, params.slug ?? '', listingFiltersFrom(new URL(request.url).searchParams)),
      staleTime: FRESH_ON_NAVIGATION,
    });
    return null;
  }

  /** The page's head, titled as the page is: the same words before and after it hydrates. */
  const head: RouteHead = (args) => labelHead(index, copy.title, args);

  function Component() {
    const { slug = '' } = useParams();
    const [params] = useSearchParams();
    const items = useLabelItems(index, slug, listingFiltersFrom(params));
    const updating = useIsUpdating();
    const label = items.data.pages[0]?.label;
    const name = label?.label ?? slug;
    const title = copy.title(name);
    useHeadTitle(head);
    return (
      <>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            {copy.breadcrumbs.map(([path, text]) => (
              <li key={path}>
                <Link to={path}>{text}</Link>
              </li>
            ))}
            <li aria-current="page">{name}</li>
          </ol>
        </nav>
        <header className="page-header">
          <h1>{title}</h1>
          {label === undefined ? null : <p className="lead">{formatCount(label.count, copy.noun)}</p>}
        </header>
        <ListingFilters />
        <div className="results" aria-busy={updating}>
          <InfiniteCardList
            query={items}
            hrefFor={(item) => itemPath(item.kind, item.slug)}
            label={title}
            headingLevel={2}
            empty={
              <EmptyState title={copy.empty.title}>
                <Link to={copy.empty.path}>{copy.empty.link}</Link>
              </EmptyState>
            }
          />
        </div>
      </>
    );
  }

  return { loader, Component, head };
}
