import { useMatches } from 'react-router';
import type { ItemKind } from '@creators/contracts';

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
