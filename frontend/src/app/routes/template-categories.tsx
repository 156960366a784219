import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/state.js';
import { categoriesQueryOptions } from '../../features/marketplace/api/get-categories.js';
import { formatCount } from '../../lib/format.js';
import { categoryPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, queryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

export async function loader() {
  await queryClient.query({ ...categoriesQueryOptions(), staleTime: FRESH_ON_NAVIGATION });
  return null;
}

export function Component() {
  const { data } = useSuspenseQuery(categoriesQueryOptions());
  useDocumentTitle('Template categories');
  const categories = [...data.items].sort((a, b) => a.label.localeCompare(b.label));
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
          <li aria-current="page">Categories</li>
        </ol>
      </nav>
      <header className="page-header">
        <h1>Template categories</h1>
        <p className="lead">Every kind of site and app our creators make templates for.</p>
      </header>
      {categories.length === 0 ? (
        <EmptyState title="No categories yet">
          <Link to="/marketplace/templates">See all templates</Link>
        </EmptyState>
      ) : (
        <ul className="label-grid">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to={categoryPath(category.slug)} className="label-tile">
                <span className="label-tile-name">{category.label}</span>
                <span className="label-tile-count">{formatCount(category.count, 'template')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';
