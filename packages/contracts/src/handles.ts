/**
 * The first segment of every page the app's router serves at the top level (frontend/src/app/router.tsx;
 * a test there fails when the two differ). A handle is the page `/{handle}`, so none may be one.
 */
export const TOP_LEVEL_PAGES = [
  'marketplace',
  'feed',
  'experts',
  'sign-in',
  'sign-up',
  'outbox',
  'moderation',
  'analytics',
  'checkout',
  'library',
  'dashboard',
  'creators',
  'account',
  'forgot-password',
  'reset-password',
  'trending',
  'new',
  'collections',
] as const;

/** What the gateway itself answers at the top level, before any page. */
const GATEWAY_PATHS = [
  'api',
  'monitoring',
  'creators-assets',
  '_components',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'sitemaps',
  'feed.atom',
];

/** Words the product may route one day, or that would pass for the product speaking. */
const HELD_BACK = [
  // accounts
  'sign-out',
  'signin',
  'signup',
  'signout',
  'login',
  'logout',
  'log-in',
  'log-out',
  'register',
  'accounts',
  'auth',
  'me',
  'settings',
  'profile',
  'password',
  // kinds and their lists
  'components',
  'plugins',
  'templates',
  'tutorials',
  'vectors',
  'sites',
  'links',
  'tags',
  'categories',
  'category',
  'items',
  'orders',
  // what sites commonly route
  'about',
  'help',
  'support',
  'contact',
  'terms',
  'privacy',
  'legal',
  'pricing',
  'blog',
  'docs',
  'status',
  'health',
  'admin',
  'administrator',
  'root',
  'system',
  'staff',
  'moderator',
  'official',
  'security',
  'search',
  'explore',
  'new',
  'home',
  'index',
  'static',
  'assets',
  'public',
  'events',
  'history',
  'analyst',
  'www',
  'null',
  'undefined',
];

/**
 * Handles nobody may take, compared case-insensitively: every top-level page, what the gateway
 * answers there, and words held back. Some cannot match a handle's pattern at all
 * (`_components`, `favicon.ico`); they stay listed so this is the one list of top-level names.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([...TOP_LEVEL_PAGES, ...GATEWAY_PATHS, ...HELD_BACK]);

export const isReservedHandle = (handle: string): boolean => RESERVED_HANDLES.has(handle.toLowerCase());

/**
 * A creator's page: `/{handle}`, or `/creators/{handle}` for a handle taken before it was reserved
 * (`/library` is the library), which that page also answers at.
 */
export const creatorPagePath = (handle: string): string =>
  isReservedHandle(handle) ? `/creators/${encodeURIComponent(handle)}` : `/${handle}`;
