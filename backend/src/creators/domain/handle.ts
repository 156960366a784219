import { invalidField } from '../../platform/domain-error.js';
import { creatorError } from '../creators.errors.js';

/** A handle: 3 to 30 letters, digits, `-` or `_`, starting with a letter. */
export const HANDLE = /^[A-Za-z][A-Za-z0-9_-]{2,29}$/;
export const HANDLE_RULE = 'must be 3 to 30 letters, digits, - or _, starting with a letter';

/**
 * A handle is the top-level page `/{handle}`, so it may never be a word the product routes (or
 * may one day route) at the top level. Compared case-insensitively. Some entries cannot match
 * HANDLE at all (`_components`, `favicon.ico`); they stay listed so this is the one list of
 * top-level names.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  // pages and prefixes the product serves today
  'marketplace',
  'feed',
  'experts',
  'dashboard',
  'api',
  'monitoring',
  'creators-assets',
  '_components',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  // accounts
  'sign-in',
  'sign-up',
  'sign-out',
  'signin',
  'signup',
  'signout',
  'login',
  'logout',
  'log-in',
  'log-out',
  'register',
  'account',
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
  'creators',
  'items',
  // what sites commonly route, or what would pass for the product speaking
  'about',
  'outbox',
  'moderation',
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
]);

export const isReservedHandle = (handle: string): boolean => RESERVED_HANDLES.has(handle.toLowerCase());

/** Refuses a handle that is malformed or reserved, naming the `handle` field. */
export function checkHandle(handle: string): void {
  if (!HANDLE.test(handle)) throw invalidField('handle', HANDLE_RULE);
  if (isReservedHandle(handle)) {
    throw creatorError('reserved_handle', `handle: "${handle}" is reserved`, [
      { field: 'handle', message: 'is reserved; choose another' },
    ]);
  }
}
