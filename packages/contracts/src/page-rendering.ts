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

export const SITE_NAME = 'Creators';
export const SITE_DESCRIPTION =
  'Components, plugins, templates, tutorials, vectors and sites by independent creators, and experts to hire.';

/** A link preview's picture, with its size and words. */
export interface PageImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** The size drawn link previews are shown at (Open Graph, X, LinkedIn, Slack): 1.91 : 1. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The drawn link preview at `/api/share-images/<of>` (`home`, `items/<kind>/<slug>`, `creators/<handle>`). */
export const sharedImage = (origin: string, of: string, alt: string): PageImage => ({
  url: `${origin}/api/share-images/${of}`,
  ...SHARE_IMAGE,
  alt,
});

/** What a page's head says, so a shared link and a search engine see the page before any JavaScript. */
export interface PageHead {
  /** The whole title, the site's name included. */
  readonly title: string;
  readonly description: string;
  /** The page's one address (none for pages that should not be indexed). */
  readonly canonical: string | null;
  /** The link preview: a drawn card for the home, items and creators. */
  readonly image: PageImage | null;
  readonly type: 'website' | 'product' | 'profile';
  readonly jsonLd: readonly object[];
}

/**
 * A page: its status, its head, and the markup of #root with its scripts (null for screens the
 * browser renders alone); or where the address moved.
 */
export type RenderedPage =
  | { readonly kind: 'page'; readonly status: number; readonly head: PageHead; readonly html: string | null }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string };
