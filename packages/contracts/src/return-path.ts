/** Where a person goes after signing in when no (usable) return path was given. */
export const DEFAULT_NEXT_PATH = '/dashboard';

const SAME_SITE = 'https://same-site.invalid';

/** Tabs and newlines (URL parsers drop them, so `/\t/host` becomes `//host`) and `\` (browsers read it as `/`). */
const UNSAFE_CHARACTER = /[\p{Cc}\\]/u;

/** After normalising: a path that still starts `//` names a host, and an encoded `/` or `\` may be decoded into one. */
const LEAVES_THE_SITE = /^\/\/|%2f|%5c/i;

/**
 * The `?next=` return path, followed only when it is a path on this site: on the server (the
 * sign-in and sign-up pages' redirects, the link mailed at sign-up) and in the browser alike.
 * The path is checked after it is normalised, since `/.//host` and `/a/../..//host` only become
 * `//host` (another site) then.
 */
export function safeNextPath(raw: string | null | undefined, fallback = DEFAULT_NEXT_PATH): string {
  if (raw === null || raw === undefined || !raw.startsWith('/') || UNSAFE_CHARACTER.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE || LEAVES_THE_SITE.test(url.pathname)) return fallback;
  // Coming back to the sign-in or sign-up page would only ask again.
  if (url.pathname === '/sign-in' || url.pathname === '/sign-up') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
