import { useMatches } from 'react-router';
import { isItemKind, type ItemKind, type MarketplaceKind } from '@creators/contracts';
import { isMarketplaceKind } from '../lib/paths.js';

/** What a route declares about itself: the kind it shows, for routes generated per kind. */
export interface RouteHandle {
  readonly kind?: ItemKind;
}

/** The kind of the deepest matched route that declares one. */
export function useRouteKind(): ItemKind {
  const kind = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.kind)
    .findLast((k) => k !== undefined);
  if (kind === undefined) throw new Error('this route declares no kind');
  return kind;
}

/** The same for routes that exist only for marketplace kinds. */
export function useMarketplaceKind(): MarketplaceKind {
  const kind = useRouteKind();
  if (!isMarketplaceKind(kind)) throw new Error(`${kind} have no marketplace`);
  return kind;
}

/**
 * The kind in a matched route pattern (`/marketplace/templates/:slug` -> `templates`), for
 * loaders, which see the pattern but not the route's handle. Patterns are the router's own
 * strings, so a slug can never be mistaken for a kind.
 */
export function kindOfPattern(pattern: string): ItemKind {
  const kind = pattern.split('/').find(isItemKind);
  if (kind === undefined) throw new Error(`no kind in the route pattern ${pattern}`);
  return kind;
}

export function marketplaceKindOfPattern(pattern: string): MarketplaceKind {
  const kind = kindOfPattern(pattern);
  if (!isMarketplaceKind(kind)) throw new Error(`${kind} have no marketplace`);
  return kind;
}
