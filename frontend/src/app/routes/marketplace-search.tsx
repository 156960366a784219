import { isItemKind, type ItemKind } from '@creators/contracts';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { InfiniteCardList } from '../../components/infinite-card-list.js';
import { EmptyState } from '../../components/ui/state.js';
import { searchQueryOptions, useSearchItems } from '../../features/marketplace/api/search-items.js';
import { SearchForm } from '../../features/marketplace/components/search-form.js';
import { itemPath } from '../../lib/paths.js';
import { queryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useIsUpdating } from '../../lib/use-is-updating.js';

/** `?q=&kind=`: the words (trimmed) and the kind, when it is one. */
function searchOf(params: URLSearchParams): { q: string; kind: ItemKind | null } {
  const kind = params.get('kind') ?? '';
  return { q: (params.get('q') ?? '').trim(), kind: isItemKind(kind) ? kind : null };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { q, kind } = searchOf(new URL(request.url).searchParams);
  if (q !== '') await queryClient.infiniteQuery({ ...searchQueryOptions(q, kind), staleTime: 'static' });
  return null;
}

function Results({ q, kind }: { readonly q: string; readonly kind: ItemKind | null }) {
  const results = useSearchItems(q, kind);
  const updating = useIsUpdating();
  return (
    <div className="results" aria-busy={updating}>
      <h2 className="visually-hidden">Results</h2>
      <InfiniteCardList
        query={results}
        hrefFor={(item) => itemPath(item.kind, item.slug)}
        label={`Results for ${q}`}
        showKind
        empty={
          <EmptyState title={`Nothing matches “${q}”`}>
            <p>Try fewer or different words{kind === null ? '' : ', or search every kind'}.</p>
            {kind === null ? null : <Link to={`?q=${encodeURIComponent(q)}`}>Search every kind</Link>}
          </EmptyState>
        }
      />
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const { q, kind } = searchOf(params);
  useDocumentTitle(q === '' ? 'Search' : `Search: ${q}`);
  return (
    <>
      <header className="page-header">
        <h1>{q === '' ? 'Search the marketplace' : `Results for “${q}”`}</h1>
        <SearchForm q={q} kind={kind} withKind />
      </header>
      {q === '' ? (
        <EmptyState title="What are you looking for?">
          <p>Search by title, summary or tag, across every kind or just one.</p>
        </EmptyState>
      ) : (
        <Results q={q} kind={kind} />
      )}
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';
