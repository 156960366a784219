import { SEARCH_SORTS, type SearchSort } from '@creators/contracts';
import { Link, replace, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { CardGrid } from '../../components/card-grid.js';
import { InfiniteCardList } from '../../components/infinite-card-list.js';
import { EmptyState } from '../../components/ui/state.js';
import {
  isSearchTextTooLong,
  searchParamsOf,
  searchPath,
  searchQueryOptions,
  useSearchItems,
  type SearchParams,
} from '../../features/marketplace/api/search-items.js';
import { SearchFacets } from '../../features/marketplace/components/search-facets.js';
import { SearchForm } from '../../features/marketplace/components/search-form.js';
import { formatCount } from '../../lib/format.js';
import { creatorPath, itemPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { useIsUpdating } from '../../lib/use-is-updating.js';
import { pageHead, type RouteHead } from '../head/page-head.js';

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const search = searchParamsOf(params);
  // Longer words than search takes (pasted into the address): searched cut to the limit, as the
  // box would cut them, and the address says what was searched, so it can be shared as shown.
  if (isSearchTextTooLong(params)) return replace(searchPath(search));
  if (isAsking(search))
    await activeQueryClient().infiniteQuery({ ...searchQueryOptions(search), staleTime: FRESH_ON_NAVIGATION });
  return null;
}

const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  relevance: 'Best match',
  newest: 'Newest',
  popular: 'Most popular',
  rating: 'Best rated',
};

function Results({ search }: { readonly search: SearchParams }) {
  const results = useSearchItems(search);
  const updating = useIsUpdating();
  const navigate = useNavigate();
  const first = results.data.pages[0];
  const corrected = first?.correctedQuery ?? null;
  const narrowed =
    search.kind !== null ||
    search.price !== null ||
    search.currency !== null ||
    search.creator !== null ||
    search.tags.length > 0 ||
    search.categories.length > 0;
  if (first === undefined || first.total === 0) {
    // No words: a creator's work was browsed (their page's "See all"), and there is none of this sort.
    const browsed = search.q === '' ? search.creator : null;
    return (
      <EmptyState
        title={
          browsed === null
            ? `Nothing matches “${search.q}”${narrowed ? ' with these filters' : ''}`
            : `Nothing by @${browsed} with these filters`
        }
      >
        {browsed !== null ? (
          <p>
            <Link to={creatorPath(browsed)}>See everything on @{browsed}’s page</Link>
          </p>
        ) : corrected === null ? (
          <p>Try fewer or different words.</p>
        ) : (
          <p>
            Did you mean <Link to={searchPath({ ...search, q: corrected })}>{corrected}</Link>?
          </p>
        )}
        {narrowed && browsed === null ? (
          <p>
            <Link
              to={searchPath({
                ...search,
                kind: null,
                price: null,
                currency: null,
                creator: null,
                tags: [],
                categories: [],
              })}
            >
              Search without filters
            </Link>
          </p>
        ) : null}
        {first === undefined || first.popular.length === 0 ? null : (
          <section aria-labelledby="popular-heading" className="popular-instead">
            <h2 id="popular-heading">Popular right now</h2>
            <CardGrid
              items={first.popular}
              hrefFor={(item) => itemPath(item.kind, item.slug)}
              showKind
              headingLevel={3}
            />
          </section>
        )}
      </EmptyState>
    );
  }
  return (
    <div className="search-layout">
      <SearchFacets search={search} facets={first.facets} />
      <div className="results" aria-busy={updating}>
        <div className="results-bar">
          <p role="status">
            {formatCount(first.total, 'result')}
            {first.capped ? ' (more matched: add a word or a filter to narrow them)' : ''}
          </p>
          <label>
            Sort{' '}
            <select
              value={search.sort}
              onChange={(event) =>
                void navigate(searchPath({ ...search, sort: event.target.value as SearchSort }), {
                  preventScrollReset: true,
                })
              }
            >
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {corrected === null ? null : (
          <p className="search-correction">
            Showing results for <strong>{corrected}</strong>.{' '}
            <Link to={searchPath({ ...search, exact: true })}>Search instead for {search.q}</Link>
          </p>
        )}
        <h2 className="visually-hidden">Results</h2>
        <InfiniteCardList
          query={results}
          hrefFor={(item) => itemPath(item.kind, item.slug)}
          label={`Results for ${search.q}`}
          showKind
        />
      </div>
    </div>
  );
}

/** Words to look for, or a creator's work to browse (their page's "See all"). */
const isAsking = (search: SearchParams): boolean => search.q !== '' || search.creator !== null;

/** The page's heading and its tab's title, from what is asked. */
function titlesOf(search: SearchParams): { heading: string; title: string } {
  if (search.q !== '') return { heading: `Results for “${search.q}”`, title: `Search: ${search.q}` };
  if (search.creator !== null) return { heading: `Work by @${search.creator}`, title: `Work by @${search.creator}` };
  return { heading: 'Search the marketplace', title: 'Search' };
}

export function Component() {
  const [params] = useSearchParams();
  const search = searchParamsOf(params);
  const { heading } = titlesOf(search);
  useHeadTitle(head);
  return (
    <>
      <header className="page-header">
        <h1>{heading}</h1>
        <SearchForm q={search.q} kind={search.kind} withKind />
      </header>
      {!isAsking(search) ? (
        <EmptyState title="What are you looking for?">
          <p>Search by title, summary, tag or creator, across every kind or just one. Typos are forgiven.</p>
        </EmptyState>
      ) : (
        <Results search={search} />
      )}
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

// One address for every query: the results move, the page is the same.
export const head: RouteHead = ({ origin, url }) =>
  pageHead(titlesOf(searchParamsOf(url.searchParams)).title, { canonical: `${origin}/marketplace/search` });
