import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PageRequest, RenderedPage } from '@creators/contracts';
import { missingHead } from './app/head/missing-head.js';
import { headOf, routeModulesOf } from './app/head/route-heads.js';
import { routes } from './app/router.js';
import { authKeys, meQueryOptions } from './features/auth/api/get-me.js';
import { ApiError } from './lib/api-client.js';
import { asOfBase, pastNamespaceOf } from './lib/as-of.js';
import { QUERY_STATE_ID } from './lib/hydration.js';
import { createQueryClient } from './lib/query-client.js';
import { provideRenderScope, type RenderScope } from './lib/render-scope.js';

const scopes = new AsyncLocalStorage<RenderScope>();
provideRenderScope(() => scopes.getStore());

const handler = createStaticHandler(routes);

/**
 * Renders a page as the browser would: the matched routes' loaders fill this request's own query
 * cache, React streams the markup, and the cache goes into the page (dehydrated) with the router's
 * loader data, so the browser hydrates without asking the API again. The page's status and head
 * come from the same routes and loaders. A screen the browser renders alone (a signed-in person's,
 * a page of the past) is matched but not loaded: it answers its head only.
 */
export function renderPage(page: PageRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const url = new URL(page.url);
  const scope: RenderScope = { queryClient, fetch: page.fetch, url };
  return scopes.run(scope, async (): Promise<RenderedPage> => {
    const past = pastNamespaceOf(url.pathname);
    const matches = matchRoutes(handler.dataRoutes, url, past === null ? undefined : asOfBase(past)) ?? [];
    const modules = await routeModulesOf(matches);
    if (past !== null || modules.some((module) => module.browserOnly === true)) {
      const head = headOf(matches, modules, url, queryClient);
      // Nothing the browser renders alone is for search engines (a page of the past, which only
      // analysts may read, included).
      return { kind: 'page', status: 200, head: { ...head, canonical: null }, html: null };
    }

    if (page.withSession) await queryClient.query(meQueryOptions()).catch(() => undefined);
    else queryClient.setQueryData(authKeys.me(), null);

    const context = await handler.query(new Request(page.url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    // What loaders started without waiting (an item's access, say) is waited for here, so the page
    // is whole without JavaScript and the browser need not ask again.
    await settled(queryClient);
    const router = createStaticRouter(handler.dataRoutes, context);
    // A page that failed (not found, removed) is rendered as it is, and the browser starts afresh.
    const hydrate = context.errors === null;
    const markup = await streamToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} nonce={page.nonce} hydrate={hydrate} />
        </QueryClientProvider>
      </StrictMode>,
      page.nonce,
    );
    const state = hydrate ? queryStateScript(JSON.stringify(dehydrate(queryClient))) : '';
    const status = statusOf(context);
    const head = hydrate ? headOf(matches, modules, url, queryClient) : missingHead(status);
    return { kind: 'page', status, head, html: `${markup}${state}` };
  });
}

/**
 * A page whose loader the API refused answers as the API did (an unknown item 404, a deleted one
 * 410); react-router alone would call any thrown error a 500.
 */
function statusOf(context: StaticHandlerContext): number {
  const refused = Object.values(context.errors ?? {}).find((error) => error instanceof ApiError);
  return refused instanceof ApiError && refused.status >= 400 && refused.status < 500
    ? refused.status
    : context.statusCode;
}

/** Resolves once the cache has nothing in flight. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/** React 19's streaming render, gathered once every boundary has resolved (the data is already loaded). */
function streamToString(element: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // Never outline a large boundary behind a script: the page must read with JavaScript off.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** The dehydrated cache as a data block: never executed, so it needs no nonce, and `<` cannot close it. */
const queryStateScript = (json: string): string =>
  `<script type="application/json" id="${QUERY_STATE_ID}">${json.replace(/</g, '\\u003c')}</script>`;
