import { Link, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { KINDS } from '@creators/contracts';
import { activeQueryClient } from '../../lib/query-client.js';
import { myItemQueryOptions } from '../../features/dashboard-items/api/get-my-item.js';
import { myItemsQueryOptions } from '../../features/dashboard-items/api/get-my-items.js';
import { CreateItem, EditItem } from '../../features/dashboard-items/components/item-editor.js';
import { ItemList } from '../../features/dashboard-items/components/item-list.js';
import { StorageUsage } from '../../features/dashboard-items/components/storage-usage.js';
import { requireCreator } from '../require-creator.js';
import { kindOfPattern, useRouteKind } from '../route-handle.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/** `?edit=new` shows the form for a new item, `?edit=<id>` the form for that one; otherwise the list. */
const EDIT_PARAM = 'edit';

export async function loader({ request, pattern }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  const kind = kindOfPattern(pattern);
  const edit = new URL(request.url).searchParams.get(EDIT_PARAM);
  if (edit === 'new') return null;
  if (edit === null) await activeQueryClient().infiniteQuery(myItemsQueryOptions(kind));
  // A missing item is the form's to explain, so a failure here is not the route's error.
  else
    await activeQueryClient()
      .query(myItemQueryOptions(kind, edit))
      .catch(() => undefined);
  return null;
}

interface NoticeState {
  readonly notice?: string;
}

export function Component() {
  const kind = useRouteKind();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const edit = params.get(EDIT_PARAM);
  const { singular } = KINDS[kind];
  useDocumentTitle(`Your ${KINDS[kind].label.toLowerCase()}`);
  const backToList = (notice: string | null) => {
    void navigate(location.pathname, { state: notice === null ? null : ({ notice } satisfies NoticeState) });
  };

  if (edit === 'new') {
    return (
      <section aria-labelledby="page-title">
        <p className="breadcrumb">
          <Link to={location.pathname}>← Your {kind}</Link>
        </p>
        <h1 id="page-title">New {singular}</h1>
        <StorageUsage />
        <CreateItem kind={kind} onDone={backToList} />
      </section>
    );
  }
  if (edit !== null) {
    return (
      <section aria-labelledby="page-title">
        <p className="breadcrumb">
          <Link to={location.pathname}>← Your {kind}</Link>
        </p>
        <h1 id="page-title">Edit {singular}</h1>
        <StorageUsage />
        <EditItem kind={kind} id={edit} onDone={backToList} />
      </section>
    );
  }
  const notice = (location.state as NoticeState | null)?.notice ?? null;
  return (
    <section aria-labelledby="page-title">
      <div className="page-heading">
        <h1 id="page-title">{KINDS[kind].label}</h1>
        <Link className="button" to="?edit=new">
          New {singular}
        </Link>
      </div>
      <StorageUsage />
      <ItemList key={location.key} kind={kind} notice={notice} />
    </section>
  );
}
