import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../components/ui/state.js';
import { getCategories } from '../../features/marketplace/api/get-categories.js';
import { getTags } from '../../features/marketplace/api/get-tags.js';
import { queryKeys } from '../../lib/query-keys.js';
import { formatCount } from '../../lib/format.js';
import { categoryPath, tagPath } from '../../lib/paths.js';
import { FRESH_ON_NAVIGATION, activeQueryClient } from '../../lib/query-client.js';
import { useHeadTitle } from '../head/use-head-title.js';
import { kindOfPattern, useRouteKind } from '../route-handle.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

/** The two label indexes: every component tag, every template category, each with its count. */
const INDEXES = {
  components: {
    key: queryKeys.marketplace.tags(),
    get: getTags,
    title: 'Component tags',
    lead: 'Every tag our creators give their components.',
    crumb: 'Tags',
    noun: 'component',
    pathOf: tagPath,
  },
  templates: {
    key: queryKeys.marketplace.categories(),
    get: getCategories,
    title: 'Template categories',
    lead: 'Every kind of site and app our creators make templates for.',
    crumb: 'Categories',
    noun: 'template',
    pathOf: categoryPath,
  },
} as const;

const indexOf = (kind: string) => (kind === 'components' ? INDEXES.components : INDEXES.templates);

/** The same query (and key) as the tags' and categories' own, so a change to either refreshes this page too. */
const labelsQuery = (kind: string) => {
  const { key, get } = indexOf(kind);
  return queryOptions({ queryKey: key, queryFn: () => get() });
};

export async function loader({ pattern }: LoaderFunctionArgs) {
  await activeQueryClient().query({ ...labelsQuery(kindOfPattern(pattern)), staleTime: FRESH_ON_NAVIGATION });
  return null;
}

export function Component() {
  const kind = useRouteKind();
  const index = indexOf(kind);
  const { data } = useSuspenseQuery(labelsQuery(kind));
  useHeadTitle(head);
  const labels = [...data.items].sort((a, b) => a.label.localeCompare(b.label));
  const listing = `/marketplace/${kind}`;
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/marketplace">Marketplace</Link>
          </li>
          <li>
            <Link to={listing}>{kind === 'components' ? 'Components' : 'Templates'}</Link>
          </li>
          <li aria-current="page">{index.crumb}</li>
        </ol>
      </nav>
      <header className="page-header">
        <h1>{index.title}</h1>
        <p className="lead">{index.lead}</p>
      </header>
      {labels.length === 0 ? (
        <EmptyState title={`No ${index.crumb.toLowerCase()} yet`}>
          <Link to={listing}>See them all</Link>
        </EmptyState>
      ) : (
        <ul className="label-grid">
          {labels.map((label) => (
            <li key={label.slug}>
              <Link to={index.pathOf(label.slug)} className="label-tile">
                <span className="label-tile-name">{label.label}</span>
                <span className="label-tile-count">{formatCount(label.count, index.noun)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = (args) =>
  args.kind === undefined ? null : titledHead(indexOf(args.kind).title, { indexed: true })(args);
