import { useMemo } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LoadMore } from '../../components/load-more.js';
import { EmptyState } from '../../components/ui/state.js';
import { useMe } from '../../features/auth/api/get-me.js';
import { expertsQueryOptions, useExperts } from '../../features/experts/api/get-experts.js';
import { ExpertCard } from '../../features/experts/components/expert-card.js';
import { ExpertFilters } from '../../features/experts/components/expert-filters.js';
import { expertFiltersFrom } from '../../features/experts/utils/expert-filters.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { useIsUpdating } from '../../lib/use-is-updating.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

export async function loader({ request }: LoaderFunctionArgs) {
  await activeQueryClient().infiniteQuery({
    ...expertsQueryOptions(expertFiltersFrom(new URL(request.url).searchParams)),
    staleTime: FRESH_ON_NAVIGATION,
  });
  return null;
}

export function Component() {
  const [params] = useSearchParams();
  const filters = expertFiltersFrom(params);
  const experts = useExperts(filters);
  const me = useMe();
  const updating = useIsUpdating();
  const items = useMemo(() => experts.data.pages.flatMap((page) => page.items), [experts.data]);
  const filtered = Object.values(filters).some((value) => value !== '');
  useHeadTitle(head);
  return (
    <>
      <header className="page-header">
        <h1>Experts</h1>
        <p className="lead">Creators you can hire for design, development and writing.</p>
      </header>
      <ExpertFilters filters={filters} />
      <div className="results" aria-busy={updating}>
        {items.length === 0 ? (
          <EmptyState title={filtered ? 'No experts match these filters' : 'No experts listed yet'}>
            {filtered ? <Link to="/experts">See every expert</Link> : null}
          </EmptyState>
        ) : (
          <ul className="expert-grid" aria-label="Experts">
            {items.map((expert) => (
              <li key={expert.handle}>
                <ExpertCard
                  expert={expert}
                  signedIn={me.data !== null && me.data !== undefined}
                  myHandle={me.data?.handle ?? null}
                />
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          shown={items.length}
          hasNextPage={experts.hasNextPage}
          isFetchingNextPage={experts.isFetchingNextPage}
          failed={experts.isFetchNextPageError}
          onLoadMore={() => void experts.fetchNextPage()}
        />
      </div>
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Experts', { indexed: true });
