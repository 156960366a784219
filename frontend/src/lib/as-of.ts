/**
 * The marketplace as it stood: `/analytics/as-of/<namespace>/<any page>` shows that page from the
 * as-of build `<namespace>`. The whole app then runs under that prefix (the router's basename, so
 * every link stays in the past) and every request carries `X-As-Of`, which the gateway answers for
 * analysts only. Such pages are rendered by the browser alone, as the private screens are.
 */
const AS_OF_PATH = /^\/analytics\/as-of\/([a-z0-9]{1,40})(?=\/|$)/;

/** Where an as-of build's pages start. */
export const asOfBase = (namespace: string): string => `/analytics/as-of/${namespace}`;

/** The as-of build a path shows, or null for the live product. */
export const pastNamespaceOf = (pathname: string): string | null => AS_OF_PATH.exec(pathname)?.[1] ?? null;

/** The as-of build this page shows, or null for the live product (and always on the server). */
export function pastNamespace(): string | null {
  if (typeof window === 'undefined') return null;
  return pastNamespaceOf(window.location.pathname);
}

/** `p1234` and `t20260301t093000` (as the gateway names builds) in words, for the banner. */
export function describeNamespace(namespace: string): string {
  const position = /^p(\d+)$/.exec(namespace);
  if (position?.[1] !== undefined) return `position ${position[1]} of the log`;
  const time = /^t(\d{4})(\d{2})(\d{2})t(\d{2})(\d{2})(\d{2})$/.exec(namespace);
  if (time === null) return namespace;
  const [, year, month, day, hour, minute, second] = time;
  return `${year}-${month}-${day} ${hour}:${minute}:${second} UTC`;
}
