import { SITE_DESCRIPTION, SITE_NAME, type ItemKind, type PageHead, type PageImage } from '@creators/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a route's head is computed from: the page's address and what its loaders read. */
export interface HeadArgs {
  /** The public origin, for absolute addresses (canonical, og:url, og:image). */
  readonly origin: string;
  /** The page's address as asked. */
  readonly url: URL;
  readonly params: Params;
  /** The kind the matched routes declare, for routes generated per kind. */
  readonly kind: ItemKind | undefined;
  /** The query cache, as the loaders left it (empty where the server leaves the page to the browser). */
  readonly queryClient: QueryClient;
}

/**
 * A route module's `head` export: the page's head from its loader's data, or null where the route
 * has nothing to say (a route above it, or the site, speaks then). The server writes it into the
 * page; a screen the server renders gives the tab its title (`useHeadTitle`), so the title does
 * not change when the browser takes the page over.
 */
export type RouteHead = (args: HeadArgs) => PageHead | null;

export const siteTitle = (title: string): string => (title === '' ? SITE_NAME : `${title} · ${SITE_NAME}`);

/** A page's head: indexed where it has a canonical address. */
export function pageHead(
  title: string,
  {
    description = SITE_DESCRIPTION,
    canonical = null,
    image = null,
  }: { description?: string; canonical?: string | null; image?: PageImage | null } = {},
): PageHead {
  return { title: siteTitle(title), description, canonical, image, type: 'website', jsonLd: [] };
}

const trimmed = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A page whose head is its title alone; indexed pages are their own one address. */
export const titledHead =
  (title: string, { indexed }: { readonly indexed: boolean }): RouteHead =>
  ({ origin, url }) =>
    pageHead(title, { canonical: indexed ? `${origin}${trimmed(url.pathname)}` : null });
