import { MARKETPLACE_KINDS } from '@creators/contracts';
import { Link } from 'react-router';
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
import { useDocumentTitle } from '../../lib/use-document-title.js';

// A side panel's data: its own component shows a failure.
const ignore = (): void => undefined;

// A row of cards per kind on a desktop.
const LATEST = 4;

export async function loader() {
  // Tags and categories load beside the page rather than holding it up.
  activeQueryClient().query(tagsQueryOptions()).catch(ignore);
  activeQueryClient().query(categoriesQueryOptions()).catch(ignore);
  await Promise.all(
    MARKETPLACE_KINDS.map((kind) =>
      activeQueryClient().query({ ...latestItemsQueryOptions(kind, LATEST), staleTime: FRESH_ON_NAVIGATION }),
    ),
  );
  return null;
}

export function Component() {
  useDocumentTitle('Marketplace');
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
      {MARKETPLACE_KINDS.map((kind) => (
        <KindSection key={kind} kind={kind} limit={LATEST} />
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
