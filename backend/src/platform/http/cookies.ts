/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeCookie(rest.join('='));
  }
  return null;
}

/** A value that does not decode (`%zz`) is no value: the request goes on as if it had none. */
function decodeCookie(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export interface CookieOptions {
  readonly maxAgeSeconds: number;
  readonly secure: boolean;
}

/** A session cookie: HttpOnly, SameSite=Lax, Secure when served over HTTPS. A max age of 0 drops it. */
export function sessionCookie(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The session cookie's name over plain HTTP (a developer's localhost). */
export const SESSION_COOKIE = 'sid';
/**
 * Its name over HTTPS: browsers keep a `__Host-` cookie only when it is Secure, for the whole site
 * (Path=/) and for this host alone (no Domain), so neither a sibling domain nor plain HTTP can
 * plant one.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';

export const sessionCookieName = (secure: boolean): string => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/**
 * The session token a request carries. Over HTTPS only the `__Host-` cookie counts (a plain `sid`
 * may have been planted); over plain HTTP either (the page renderer's own requests are plain).
 */
export const readSessionCookie = (header: string | undefined, secure: boolean): string | null =>
  readCookie(header, SECURE_SESSION_COOKIE) ?? (secure ? null : readCookie(header, SESSION_COOKIE));

/** Whether a session cookie came (valid or not: the guard decides that). The platform tells signed-in requests apart by it before any context runs (cached reads). */
export function hasSessionCookie(header: string | undefined): boolean {
  return (
    header !== undefined &&
    header
      .split(';')
      .some((part) => [SESSION_COOKIE, SECURE_SESSION_COOKIE].some((name) => part.trimStart().startsWith(`${name}=`)))
  );
}
