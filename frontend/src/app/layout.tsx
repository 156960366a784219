import { Suspense } from 'react';
import { NavLink, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '../components/ui/spinner.js';
import { AccountMenu } from '../features/auth/components/account-menu.js';

/** The frame around every screen: a skip link, the main navigation, the page, the footer. */
export function Layout() {
  // The router keeps the old screen while the next one's code and data load; this bar says so.
  const loading = useNavigation().state !== 'idle';
  return (
    <>
      <div className={loading ? 'route-progress active' : 'route-progress'} aria-hidden="true" />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <nav className="site-nav" aria-label="Main">
          <NavLink to="/marketplace" className="brand">
            Creators
          </NavLink>
          <NavLink to="/marketplace">Marketplace</NavLink>
          <NavLink to="/feed">Feed</NavLink>
          <NavLink to="/experts">Experts</NavLink>
          <span className="spacer" />
          <AccountMenu />
        </nav>
      </header>
      <main id="main" className="page" aria-busy={loading}>
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>Components, plugins, templates, tutorials, vectors and sites made by creators.</p>
      </footer>
      <ScrollRestoration />
    </>
  );
}

/** What shows while the first screen's code and data load, before the layout can render. */
export function LayoutFallback() {
  return (
    <main id="main" className="page">
      <Spinner label="Loading page" />
    </main>
  );
}
