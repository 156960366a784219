import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { isRole, type Role } from '@creators/contracts';
import { NotFound } from '../components/not-found.js';
import { ApiError } from '../lib/api-client.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import type { RoleNeeded } from './require-creator.js';

/** Nothing there: never was (404), or its creator removed it (410). */
const NOT_THERE = new Set([404, 410]);

function isNotFound(error: unknown): boolean {
  return (error instanceof ApiError || isRouteErrorResponse(error)) && NOT_THERE.has(error.status);
}

/** Whom a role's pages are for. */
const HOLDERS: Readonly<Record<Role, string>> = {
  analyst: 'analysts',
  moderator: 'moderators',
  'personal-data': 'those who answer personal-data requests',
};

/** The role a page refused this account for (`requireRole`), or null for any other error. */
function roleNeeded(error: unknown): Role | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const asked: unknown = (error.data as Partial<RoleNeeded> | null)?.role;
  return typeof asked === 'string' && isRole(asked) ? asked : null;
}

/**
 * The not-found page for a 404 or 410; whose page it is for a role this account lacks; a friendly
 * apology (with a retry, when asked for) otherwise.
 */
function ErrorContent({ retry }: { readonly retry?: () => void }) {
  const error = useRouteError();
  const role = roleNeeded(error);
  if (role !== null) return <ForRole role={role} />;
  return isNotFound(error) ? <NotFound /> : <Apology retry={retry} />;
}

/** A page for a role's holders, opened by an account without it: nothing to retry, nothing asked of the API. */
function ForRole({ role }: { readonly role: Role }) {
  useDocumentTitle(`For ${HOLDERS[role]}`);
  return (
    <section className="state">
      <h1>This page is for {HOLDERS[role]}</h1>
      <p>
        Your account does not hold the {role} role it needs. Whoever runs this marketplace can grant it; it then appears
        in your account menu.
      </p>
      <p className="state-actions">
        <Link to="/marketplace" className="button">
          Go to the marketplace
        </Link>
        <Link to="/dashboard">Your dashboard</Link>
      </p>
    </section>
  );
}

function Apology({ retry }: { readonly retry?: (() => void) | undefined }) {
  useDocumentTitle('Something went wrong');
  return (
    <section className="state state-error" role="alert">
      <h1>Something went wrong</h1>
      <p>We could not show this page. Please try again in a moment.</p>
      <p className="state-actions">
        {retry === undefined ? null : (
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        )}
        <Link to="/marketplace">Back to the marketplace</Link>
      </p>
    </section>
  );
}

/** What a screen shows when it could not load, outside the layout (the root route's boundary). */
export function RouteError() {
  return (
    <main id="main" className="page">
      <ErrorContent />
    </main>
  );
}

/**
 * The same inside the layout, for screens whose loader failed (route modules export it as their
 * `ErrorBoundary`): the navigation stays, and a failed load can be retried in place.
 */
export function PageError() {
  const revalidator = useRevalidator();
  return (
    <ErrorContent
      retry={() => {
        void revalidator.revalidate();
      }}
    />
  );
}
