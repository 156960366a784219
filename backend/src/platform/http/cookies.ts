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

/** The session cookie's name: the platform tells signed-in requests apart by it before any context runs (cached reads). */
export const SESSION_COOKIE = 'sid';

/** Whether a session cookie came (valid or not: the guard decides that). */
export function hasSessionCookie(header: string | undefined): boolean {
  return header !== undefined && header.split(';').some((part) => part.trimStart().startsWith(`${SESSION_COOKIE}=`));
}
