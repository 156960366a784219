/**
 * The URL when it is an http(s) address, null otherwise. Text written by creators becomes a link
 * (or a frame's source) only through here, so `javascript:`, `data:` and friends never reach an
 * `href` or `src`. Without a `base`, only absolute URLs are accepted.
 */
export function safeExternalUrl(raw: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

// Stands for this site while a path is checked: the path is kept, never this origin.
const THIS_SITE = 'https://this-site.invalid';

/**
 * A creator's address for something this site shows (a preview): a path on this site, kept as a
 * path, so it reads the same when the page is rendered on the server as in the browser; or an
 * http(s) address elsewhere. Null for anything else, or a path that leaves the site (`//host`).
 */
export function safeSiteUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text.startsWith('/')) return safeExternalUrl(text);
  let url: URL;
  try {
    url = new URL(text, THIS_SITE);
  } catch {
    return null;
  }
  return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** A creator's link: an http(s) address, or a `mailto:` one; null for anything else. */
export function safeLinkUrl(raw: string): string | null {
  const text = raw.trim();
  if (/^mailto:[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/i.test(text)) return text;
  return safeExternalUrl(text);
}

/** How a web address is asked for, in the same words wherever one is (a profile's website, a link). */
export const WEB_ADDRESS_HINT = 'A web address (example.com is read as https://example.com)';

/**
 * What a person types as a web address, as the address they meant: a bare domain
 * (`example.com/work`) gets `https://`; anything else stays as typed (and the server says why not).
 */
export function completeWebUrl(raw: string): string {
  const text = raw.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && /^[^\s/@]+\.[a-z]{2,}(\/\S*)?$/i.test(text)) return `https://${text}`;
  return text;
}

/** What a person types as a link: an e-mail address becomes `mailto:`, the rest is read as a web address. */
export function completeLinkUrl(raw: string): string {
  const text = raw.trim();
  if (/^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(text)) return `mailto:${text}`;
  return completeWebUrl(text);
}
