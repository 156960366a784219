import type { QueryClient } from '@tanstack/react-query';

/** What a page rendered on the server uses in place of the browser's globals. */
export interface RenderScope {
  /** This request's query cache, dehydrated into the page it renders. */
  readonly queryClient: QueryClient;
  /** Answers the API's GETs for this request, in the server's process, with the visitor's cookies. */
  readonly fetch: typeof fetch;
  /** The page's own URL (there is no `window.location` on the server). */
  readonly url: URL;
}

let current: () => RenderScope | undefined = () => undefined;

/** The server's entry points this at its per-request store; the browser never sets it. */
export function provideRenderScope(source: () => RenderScope | undefined): void {
  current = source;
}

/** The scope of the page being rendered on the server, or undefined in the browser. */
export const renderScope = (): RenderScope | undefined => current();
