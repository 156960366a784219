import { randomBytes } from 'node:crypto';
import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentStore, EventStore } from '@creators/storage';
import type { AppConfig } from '../config.js';
import { publicOrigin } from '../platform/http/public-origin.js';
import { contentSecurityPolicy } from '../platform/http/security-headers.js';
import { Public } from '../platform/public.decorator.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE } from '../platform/tokens.js';
import { describePage, headTags } from './page-head.js';

export const APP_SHELL = Symbol('AppShell');
const NOT_PAGES = /^\/(api|monitoring|creators-assets)(\/|$)/;
/** Where the built shell's own title is: each page's head replaces it. */
const SHELL_TITLE = /<title>[^<]*<\/title>/;

/**
 * Every page route answers the app shell, which the client renders, with the page's own head and
 * status decided here: 404 for what is not there, 301 for a former slug or handle, 410 for a
 * deleted item. API and asset paths that matched nothing are a real 404.
 */
@Public()
@ApiExcludeController()
@Controller()
export class PagesController {
  constructor(
    @Inject(APP_SHELL) private readonly shell: string,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'publicUrl'>,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  @Get('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const [path = '/', query] = request.url.split('?');
    if (NOT_PAGES.test(path)) throw new NotFoundException(`nothing at ${path}`);
    const answer = await describePage(path, publicOrigin(this.config, request), this.documents, this.events);
    if (answer.status === 301) {
      return reply.redirect(`${answer.location}${query === undefined ? '' : `?${query}`}`, 301);
    }
    const nonce = randomBytes(16).toString('base64');
    const html = this.shell.replace(SHELL_TITLE, headTags(answer, nonce));
    return reply
      .code(answer.status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce, request.protocol === 'https'))
      .type('text/html; charset=utf-8')
      .send(html);
  }
}
