/**
 * The cookie in which a browser keeps the log position of its last change, so a page loaded whole
 * (rendered by the server) reads its own writes as the app does (`X-Consistent-With`).
 */
export const CONSISTENCY_COOKIE = 'rp';

/** What the gateway gives the frontend's server entry to render one page. */
export interface PageRequest {
  /** The page's absolute URL. */
  readonly url: string;
  /** Answers the API's GETs in the gateway's process, with the visitor's cookies. */
  readonly fetch: typeof fetch;
  /** Whether a session cookie came: then who is signed in is asked, else nobody is. */
  readonly withSession: boolean;
  /** The nonce of the answer's Content-Security-Policy, for the page's inline scripts. */
  readonly nonce: string;
}

/** A rendered page (the markup of #root, its scripts included), or where the address moved. */
export type RenderedPage =
  | { readonly kind: 'page'; readonly status: number; readonly html: string }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string };
