/**
 * Whether this browser may have a session. The session cookie is HttpOnly, so the page cannot see
 * it; this note (never a secret, only a hint) spares every signed-out visitor a `GET /api/auth/me`
 * that can only answer 401. Signed-in-only pages still ask the server whatever the note says.
 */
const KEY = 'creators.maybe-signed-in';

export function maybeSignedIn(): boolean {
  try {
    return globalThis.localStorage.getItem(KEY) === '1';
  } catch {
    // Storage can be off (privacy settings): then ask the server.
    return true;
  }
}

export function noteSession(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage.setItem(KEY, '1');
    else globalThis.localStorage.removeItem(KEY);
  } catch {
    // Without storage every page asks the server, which is only slower.
  }
}
