import type { PageHead } from '@creators/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouteMatch } from 'react-router';
import type { RouteHandle } from '../route-handle.js';
import { pageHead, type RouteHead } from './page-head.js';

/** What the server reads of a route module besides what react-router does. */
export interface RouteModule {
  readonly head?: RouteHead;
  /** Screens for one signed-in person (and pages whose token the server never sees) render in the browser alone. */
  readonly browserOnly?: boolean;
}

/** The route modules of matched routes (each screen's code, loaded as react-router loads it), in match order. */
export async function routeModulesOf(matches: readonly DataRouteMatch[]): Promise<RouteModule[]> {
  return Promise.all(
    matches.map(async ({ route }): Promise<RouteModule> => {
      const module: object = typeof route.lazy === 'function' ? await route.lazy() : route;
      const exported: { readonly head?: unknown; readonly browserOnly?: unknown } = module;
      return {
        ...(typeof exported.head === 'function' ? { head: exported.head as RouteHead } : {}),
        browserOnly: exported.browserOnly === true,
      };
    }),
  );
}

/** Where nothing more particular speaks: the site, kept out of search engines. */
const SITE_HEAD = pageHead('');

/**
 * A page's head: the deepest matched route's that has one to give, from what the loaders read
 * into `queryClient`.
 */
export function headOf(
  matches: readonly DataRouteMatch[],
  modules: readonly RouteModule[],
  url: URL,
  queryClient: QueryClient,
): PageHead {
  const kind = matches
    .map(({ route }) => (route.handle as RouteHandle | undefined)?.kind)
    .findLast((k) => k !== undefined);
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const head = modules[index]?.head;
    const match = matches[index];
    if (head === undefined || match === undefined) continue;
    const said = head({ origin: url.origin, url, params: match.params, kind, queryClient });
    if (said !== null) return said;
  }
  return SITE_HEAD;
}
