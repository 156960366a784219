import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the data block holding a server-rendered page's query cache. */
export const QUERY_STATE_ID = 'query-state';

/** The query cache the server rendered this page with, or null for a page the browser renders alone. */
export function serverQueryState(): DehydratedState | null {
  const block = document.getElementById(QUERY_STATE_ID);
  if (block?.textContent == null) return null;
  return JSON.parse(block.textContent) as DehydratedState;
}

declare global {
  interface Window {
    /** The loader data of a server-rendered page (written by react-router's StaticRouterProvider). */
    __staticRouterHydrationData?: HydrationState;
  }
}
