import { MARKETPLACE_KINDS, creatorPagePath, type ItemKind, type MarketplaceKind } from '@creators/contracts';

/** Where each public thing lives in the app, in one place. */

export const isMarketplaceKind = (kind: string): kind is MarketplaceKind =>
  (MARKETPLACE_KINDS as readonly string[]).includes(kind);

export const marketplacePath = (kind: MarketplaceKind): string => `/marketplace/${kind}`;

export const feedItemPath = (kind: ItemKind, slug: string): string => `/feed/${kind}/${slug}`;

/** An item's own page: its marketplace page, or its feed page for sites (which have no marketplace). */
export const itemPath = (kind: ItemKind, slug: string): string =>
  isMarketplaceKind(kind) ? `/marketplace/${kind}/${slug}` : feedItemPath(kind, slug);

export const previewPath = (kind: MarketplaceKind, slug: string): string => `/marketplace/${kind}/${slug}/preview`;

export const tagPath = (slug: string): string => `/marketplace/components/tags/${encodeURIComponent(slug)}`;

export const categoryPath = (slug: string): string => `/marketplace/templates/category/${encodeURIComponent(slug)}`;

/** `/{handle}`, or `/creators/{handle}` for a handle the product's own pages shadow. */
export const creatorPath = creatorPagePath;

/** Every published item of one kind by one creator: the search, filtered to them. */
export const creatorKindPath = (handle: string, kind: MarketplaceKind): string =>
  `/marketplace/search?${new URLSearchParams({ creator: handle, kind }).toString()}`;

/** `/sign-in?next=...`, to come back to where the visitor was. */
export const signInPath = (next: string): string => `/sign-in?next=${encodeURIComponent(next)}`;

/** The built-in (test mode) checkout of an order. */
export const checkoutPath = (orderId: string): string => `/checkout/${encodeURIComponent(orderId)}`;

/** The buyer's library; `order` shows that purchase's progress while it completes. */
export const libraryPath = (order?: string): string =>
  order === undefined ? '/library' : `/library?order=${encodeURIComponent(order)}`;

export const insightsPath = (itemId?: string): string =>
  itemId === undefined ? '/dashboard/insights' : `/dashboard/insights/${encodeURIComponent(itemId)}`;
