import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';
import { renderScope } from './render-scope.js';

/**
 * Loaders ask again on every navigation: the server answers a conditional request (ETag by read
 * position) with 304 when nothing changed, so an unpublished or deleted item is gone from the next
 * page a visitor opens, never shown from a cache.
 */
export const FRESH_ON_NAVIGATION = 0;
// The queries loaders fetch never take the abort signal: the page being left may go away while a
// loader's request is out, and TanStack Query would then cancel it and put the older data back
// (app/navigation-fetch.spec.ts).

/** Offline as the browser knows it (never on the server, which renders without a network check). */
const offline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Requests go out whether or not the browser thinks it is online (`networkMode: 'always'`): paused
 * until the connection returns, a like showed as given and "Load more" spun with nothing said. Sent,
 * they fail at once offline, and the screen says so and puts back what it had shown.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        networkMode: 'always',
        // A 4xx will not get better by asking again, nor will a request while offline.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && !offline() && failures < 2,
      },
      mutations: { networkMode: 'always' },
    },
  });

const browserClient = createQueryClient();

/**
 * The query cache loaders and screens share: the browser's one, or, while the server renders a
 * page, that request's own (so no visitor's data reaches another's page).
 */
export const activeQueryClient = (): QueryClient => renderScope()?.queryClient ?? browserClient;
