/** Where a person goes after signing in when no (usable) return path was given. */
export const DEFAULT_NEXT_PATH = '/dashboard';

const SAME_SITE = 'https://same-site.invalid';

const hasControlCharacter = (text: string): boolean => /\p{Cc}/u.test(text);

/**
 * The `?next=` return path, followed only when it is a path on this site. Anything that a browser
 * could read as another origin is refused: absolute URLs, `//host`, `/\host` (browsers read `\`
 * as `/`), and tabs or newlines (URL parsers drop them, so `/\t/host` becomes `//host`).
 */
export function safeNextPath(raw: string | null | undefined, fallback = DEFAULT_NEXT_PATH): string {
  if (raw === null || raw === undefined) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE) return fallback;
  // Coming back to the sign-in or sign-up page would only ask again.
  if (url.pathname === '/sign-in' || url.pathname === '/sign-up') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
