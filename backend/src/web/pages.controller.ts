import { randomBytes } from 'node:crypto';
import { Controller, Get, Inject, Logger, NotFoundException, Req, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie, readCookie } from '../platform/http/cookies.js';
import { consistentWith, WAIT_MS } from '../platform/http/read-position.interceptor.js';
import { PublicOrigin } from '../platform/http/public-origin.js';
import { contentSecurityPolicy } from '../platform/http/security-headers.js';
import { Public } from '../platform/public.decorator.js';
import { ReadCache, readCacheKey } from '../platform/read-cache/read-cache.js';
import { ReadModelClock } from '../platform/read-model-clock.js';
import { headTags, SITE_HEAD } from './head-tags.js';
import { CONSISTENCY_COOKIE, type RenderedPage } from '@creators/contracts';
import { inProcessFetch, type PageRenderer } from './page-renderer.js';

export const APP_SHELL = Symbol('AppShell');
export const PAGE_RENDERER = Symbol('PageRenderer');
export const PAGE_CACHE = Symbol('PageCache');
const NOT_PAGES = /^\/(api|monitoring|creators-assets)(\/|$)/;
/** Where the built shell's own title is: each page's head replaces it. */
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_ROOT = '<div id="root"></div>';
/**
 * Kept pages are rendered with this in place of the nonce, and each answer puts its own there. It
 * is unguessable, so nothing a creator writes into a page can be mistaken for it.
 */
const NONCE_SLOT = `nonce-slot-${randomBytes(12).toString('hex')}`;

/**
 * Every page route, as the frontend's route table and loaders answer it (one router): its status
 * (404 for what is not there, 301 for a former slug or handle, 410 for a deleted item), its head,
 * and, for public pages, its content rendered by React on the server, so a page reads with
 * JavaScript off. A visitor without a session gets the page every such visitor
 * gets, kept until the read models next move. API and asset paths that matched nothing are a 404.
 */
@Public()
@ApiExcludeController()
@Controller()
export class PagesController {
  private readonly logger = new Logger('Pages');

  constructor(
    @Inject(APP_SHELL) private readonly shell: string,
    @Inject(PAGE_RENDERER) private readonly renderer: PageRenderer | null,
    @Inject(PAGE_CACHE) private readonly pages: ReadCache,
    private readonly origin: PublicOrigin,
    private readonly clock: ReadModelClock,
    private readonly adapter: HttpAdapterHost,
  ) {}

  @Get('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const [path = '/'] = request.url.split('?');
    if (NOT_PAGES.test(path)) throw new NotFoundException(`nothing at ${path}`);
    const origin = this.origin.get();
    const nonce = randomBytes(16).toString('base64');
    const shared = !hasSessionCookie(request.headers.cookie);
    const key = `${origin}${readCacheKey(request.url)}`;
    const { generation, position } = await this.clock.mark();
    // The visitor's own last change: until the read models have it, the page is read for them alone.
    const wanted = consistentWith(readCookie(request.headers.cookie, CONSISTENCY_COOKIE) ?? undefined) ?? null;
    const reachable = wanted === null ? null : await this.clock.reachable(wanted);
    const ahead = reachable !== null && reachable > position ? reachable : null;

    const kept = shared && ahead === null ? this.pages.get(key, generation) : undefined;
    if (kept !== undefined) return this.send(reply, request, kept.body.toString('utf8'), nonce);

    const rendered = await this.render(request, origin, shared, await this.waited(ahead));
    // A former slug or handle (301), or a screen's own move (the home to the marketplace, a
    // signed-in visitor away from sign-in).
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    // Without a rendering (no built frontend, or it failed) the browser renders the page alone.
    const { status, head, html: content } = rendered ?? { status: 200, head: SITE_HEAD, html: null };
    const root = content === null ? SHELL_ROOT : `<div id="root">${content}</div>`;
    const html = this.shell.replace(SHELL_TITLE, headTags(head, NONCE_SLOT)).replace(SHELL_ROOT, root);
    if (shared && ahead === null && status === 200) {
      this.pages.set(key, generation, {
        body: Buffer.from(html),
        etag: '',
        position: 0,
        variesByViewer: true,
      });
    }
    return this.send(reply.code(status), request, html, nonce);
  }

  /**
   * The whole page has one wait for the visitor's own change, not one per loader: once reached, its
   * reads are at that position; if it is not reached in time, they read what there is.
   */
  private async waited(ownChange: number | null): Promise<number | null> {
    if (ownChange === null) return null;
    return (await this.clock.waitFor(ownChange, WAIT_MS)) ? ownChange : null;
  }

  /** The page from the frontend's server entry, or null without one (and if rendering failed). */
  private async render(
    request: FastifyRequest,
    origin: string,
    shared: boolean,
    ownChange: number | null,
  ): Promise<RenderedPage | null> {
    if (this.renderer === null) return null;
    try {
      return await this.renderer.render({
        url: `${origin}${request.url}`,
        fetch: inProcessFetch(
          this.adapter.httpAdapter.getInstance<FastifyInstance>(),
          request.headers.cookie,
          ownChange,
        ),
        withSession: !shared,
        nonce: NONCE_SLOT,
      });
    } catch (error) {
      this.logger.error(`rendering ${request.url} failed; the browser renders it`, error);
      return null;
    }
  }

  private send(reply: FastifyReply, request: FastifyRequest, html: string, nonce: string): FastifyReply {
    // No validator: each answer has its own nonce, so a kept copy could not run its scripts.
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce, request.protocol === 'https'))
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(NONCE_SLOT, nonce));
  }
}
