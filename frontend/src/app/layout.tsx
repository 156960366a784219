import { Suspense } from 'react';
import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/spinner.js';
import { AccountMenu } from '../features/auth/components/account-menu.js';

/** The frame around every screen: a skip link, the main navigation, the page, the footer. */
export function Layout() {
  return (
    <>
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
      <main id="main" className="page">
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
