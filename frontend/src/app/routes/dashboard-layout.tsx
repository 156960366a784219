import {
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router';
import { ITEM_KINDS, KINDS, isReservedHandle } from '@creators/contracts';
import { ApiError } from '../../lib/api-client.js';
import { errorText } from '../../lib/error-text.js';
import { creatorPath, signInPath } from '../../lib/paths.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { requireCreator } from '../require-creator.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

export async function loader({ request }: LoaderFunctionArgs) {
  return { me: await requireCreator(activeQueryClient(), request) };
}

function DashboardNav({ handle }: { readonly handle: string | null }) {
  return (
    <nav className="dashboard-nav" aria-label="Dashboard">
      <p className="dashboard-nav-heading">Your items</p>
      <ul>
        {ITEM_KINDS.map((kind) => (
          <li key={kind}>
            <NavLink to={`/dashboard/${kind}`}>{KINDS[kind].label}</NavLink>
          </li>
        ))}
      </ul>
      <p className="dashboard-nav-heading">Your numbers</p>
      <ul>
        <li>
          <NavLink to="/dashboard/insights">Insights</NavLink>
        </li>
        <li>
          <NavLink to="/dashboard/earnings">Earnings</NavLink>
        </li>
        <li>
          <NavLink to="/dashboard/inbox">Inbox</NavLink>
        </li>
      </ul>
      <p className="dashboard-nav-heading">Your page</p>
      <ul>
        <li>
          <NavLink to="/dashboard/links">Links</NavLink>
        </li>
        <li>
          <NavLink to="/dashboard/profile">Profile</NavLink>
        </li>
        {handle !== null && (
          <li>
            <Link to={creatorPath(handle)}>View your page</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The dashboard's frame: the creator's sections beside (or, on a phone, above) the screen. */
export function Component() {
  const { me } = useLoaderData<typeof loader>();
  return (
    <div className="dashboard">
      <DashboardNav handle={me.handle} />
      <div className="dashboard-content">
        {isReservedHandle(me.handle) && <ShadowedHandleNotice handle={me.handle} />}
        <Outlet />
      </div>
    </div>
  );
}

/** A handle taken before the product gave its address to a page of its own: the page moved aside. */
function ShadowedHandleNotice({ handle }: { readonly handle: string }) {
  return (
    <section className="state state-empty" role="status" aria-label="Choose another handle">
      <p>
        <strong>Please choose another handle.</strong> <code>/{handle}</code> is now one of the site’s own pages, so
        your page is at <Link to={creatorPath(handle)}>{creatorPath(handle)}</Link> until you do.
      </p>
      <p className="state-actions">
        <Link className="button" to="/dashboard/profile">
          Change your handle
        </Link>
      </p>
    </section>
  );
}

/** A dashboard screen that could not load keeps the site's frame and the dashboard's navigation. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const signedOut = error instanceof ApiError && error.status === 401;
  return (
    <div className="dashboard">
      <DashboardNav handle={null} />
      <div className="dashboard-content">
        <section className="state state-error" role="alert">
          <h1>{signedOut ? 'Your session has ended' : 'This part of the dashboard could not load'}</h1>
          <p>{signedOut ? 'Sign in again to carry on where you were.' : errorText(error)}</p>
          {signedOut ? (
            <Link className="button" to={signInPath(`${location.pathname}${location.search}`)}>
              Sign in
            </Link>
          ) : (
            <Link className="button secondary" to={`${location.pathname}${location.search}`} reloadDocument>
              Try again
            </Link>
          )}
        </section>
      </div>
    </div>
  );
}

export const head: RouteHead = titledHead('Dashboard', { indexed: false });

/** For one signed-in person, and every screen below it: the browser renders it alone. */
export const browserOnly = true;
