import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/app.js';
import { routes } from './app/router.js';
import { ReportingBoundary, startErrorReporting } from './lib/error-reporting.js';
import { asOfBase, pastNamespace } from './lib/as-of.js';
import { serverQueryState } from './lib/hydration.js';
import { activeQueryClient } from './lib/query-client.js';
import './styles.css';

const root = document.getElementById('root');
if (root === null) throw new Error('the page has no #root element');

void startErrorReporting();
const state = serverQueryState();

if (state === null) {
  // A page the server did not render (the dashboard, a failed page, a page of the past): the browser renders it alone.
  const past = pastNamespace();
  createRoot(root).render(
    <StrictMode>
      <ReportingBoundary>
        <App router={createBrowserRouter(routes, past === null ? {} : { basename: asOfBase(past) })} />
      </ReportingBoundary>
    </StrictMode>,
  );
} else {
  hydrate(activeQueryClient(), state);
  // The matched screens' code first, so the first render matches the server's markup.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
  hydrateRoot(
    root,
    <StrictMode>
      <ReportingBoundary>
        <App router={createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData })} />
      </ReportingBoundary>
    </StrictMode>,
  );
}
