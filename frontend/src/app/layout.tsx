import { Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Spinner } from '../components/ui/spinner.js';
import { AsOfBanner } from '../features/analytics/components/as-of-banner.js';
import { AccountMenu } from '../features/auth/components/account-menu.js';

const LINKS_ID = 'main-links';

/** The frame around every screen: a skip link, the main navigation, the page, the footer. */
export function Layout() {
  // The router keeps the old screen while the next one's code and data load; this bar says so.
  const loading = useNavigation().state !== 'idle';
  const location = useLocation();
  // On a phone the main links sit behind a menu button (styles.css), so the header stays one row.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLAnchorElement>(null);
  // A new page closes the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);
  return (
    <>
      <div className={loading ? 'route-progress active' : 'route-progress'} aria-hidden="true" />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AsOfBanner />
      <header className="site-header">
        <nav
          className="site-nav"
          aria-label="Main"
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !menuOpen) return;
            setMenuOpen(false);
            menuButtonRef.current?.focus();
          }}
        >
          {/* A link to the list, so it opens even before the script runs (:target in styles.css). */}
          <a
            ref={menuButtonRef}
            href={`#${LINKS_ID}`}
            role="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls={LINKS_ID}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen((open) => !open);
            }}
            onKeyDown={(event) => {
              // A button opens on Space as well as Enter.
              if (event.key !== ' ') return;
              event.preventDefault();
              setMenuOpen((open) => !open);
            }}
          >
            <span className="menu-icon" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </a>
          <NavLink to="/marketplace" className="brand">
            Creators
          </NavLink>
          <ul id={LINKS_ID} className={menuOpen ? 'site-links open' : 'site-links'}>
            <li>
              <NavLink to="/marketplace">Marketplace</NavLink>
            </li>
            <li>
              <NavLink to="/feed">Feed</NavLink>
            </li>
            <li>
              <NavLink to="/experts">Experts</NavLink>
            </li>
          </ul>
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
