import type { ItemView, PublicItemView } from '@creators/contracts';
import { KINDS } from '@creators/contracts';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorState } from '../../components/ui/state.js';
import { myItemQueryOptions, useMyItem } from '../../features/dashboard-items/api/get-my-item.js';
import { itemPath } from '../../lib/paths.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { requireCreator } from '../require-creator.js';
import { kindOfPattern, useRouteKind } from '../route-handle.js';
import { ItemPage } from './item-page.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

export async function loader({ request, pattern, params }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  // Another creator's item, or none, is the page's to explain (the API answers only the owner).
  await activeQueryClient()
    .query(myItemQueryOptions(kindOfPattern(pattern), params.id ?? ''))
    .catch(() => undefined);
  return null;
}

/** The creator's own item as its public page will show it: nothing liked, reviewed or updated yet. */
const asPublished = ({ revision: _revision, status: _status, ...item }: ItemView): PublicItemView => ({
  ...item,
  likes: 0,
  updates: [],
  updatedOn: null,
});

/** What the banner says: who can see this page, and (once published) where everyone else does. */
function PreviewBanner({ item }: { readonly item: ItemView }) {
  // Titled as its public page will be.
  useDocumentTitle(`${item.title} · ${KINDS[item.kind].labelOne}`);
  const published = item.status === 'published' && item.moderation?.hidden !== true;
  return (
    <p className="preview-banner" role="note">
      {item.status === 'draft' ? 'Draft preview' : 'Preview'}
      {published ? (
        <>
          : everyone sees it on <Link to={itemPath(item.kind, item.slug)}>its public page</Link>.
        </>
      ) : (
        ', only you can see this.'
      )}
    </p>
  );
}

/**
 * `/dashboard/{kind}/{id}/preview`: the creator's item page before it is published, as visitors
 * will see it, behind sign-in (the dashboard's pages are kept out of search engines).
 */
export function Component() {
  const kind = useRouteKind();
  const { id = '' } = useParams();
  const query = useMyItem(kind, id);
  const back = `/dashboard/${kind}?${new URLSearchParams({ edit: id }).toString()}`;
  if (query.data === undefined) {
    return query.isPending ? null : (
      <ErrorState error={query.error} title={`No such ${KINDS[kind].singular} of yours`} />
    );
  }
  const item = query.data;
  return (
    <>
      <PreviewBanner item={item} />
      <ItemPage
        kind={kind}
        item={asPublished(item)}
        breadcrumbs={[[`/dashboard/${kind}`, `Your ${kind}`]]}
        actions={
          <Link className="button secondary" to={back}>
            Edit “{item.title}”
          </Link>
        }
        related={{ similar: [], byCreator: [] }}
        cardPath={(card) => itemPath(card.kind, card.slug)}
      />
    </>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';
