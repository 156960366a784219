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
