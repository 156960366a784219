import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRequest, RenderedPage } from '@creators/contracts';

export interface PageRenderer {
  render(page: PageRequest): Promise<RenderedPage>;
}

/** Redirects the API answers (a former slug's 301) are followed, as a browser's fetch does, this many times. */
const MAX_REDIRECTS = 5;

/**
 * The frontend's server bundle, built beside the browser's (`frontend/dist-server`). Without one
 * (a gateway given only a shell, as some tests are) pages are rendered by the browser alone.
 */
export async function loadPageRenderer(frontendDir: string): Promise<PageRenderer | null> {
  const entry = join(frontendDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as { renderPage?: unknown };
  const renderPage = bundle.renderPage;
  if (typeof renderPage !== 'function') throw new Error(`${entry} exports no renderPage function`);
  return { render: (page) => (renderPage as PageRenderer['render'])(page) };
}

/**
 * A `fetch` for the pages' loaders that answers the API's GETs inside this process (Fastify's
 * inject: no socket, the same pipeline and read cache as any client), with the visitor's cookies.
 */
export function inProcessFetch(
  fastify: FastifyInstance,
  cookie: string | undefined,
  consistentWith: number | null,
): typeof fetch {
  const get = async (path: string, redirects: number): Promise<Response> => {
    const answer = await fastify.inject({
      method: 'GET',
      url: path,
      headers: {
        accept: 'application/json',
        ...(cookie === undefined ? {} : { cookie }),
        ...(consistentWith === null ? {} : { 'x-consistent-with': String(consistentWith) }),
      },
    });
    const location = answer.headers.location;
    if (answer.statusCode >= 300 && answer.statusCode < 400 && typeof location === 'string') {
      if (redirects >= MAX_REDIRECTS) throw new Error(`too many redirects from ${path}`);
      return get(location, redirects + 1);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
  return (input, init) => {
    const method = init?.method ?? 'GET';
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (method !== 'GET' || !path.startsWith('/api/')) {
      return Promise.reject(new Error(`a page rendered on the server only reads the API (asked ${method} ${path})`));
    }
    return get(path, 0);
  };
}
