import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../platform/public.decorator.js';

export const APP_SHELL = Symbol('AppShell');
const NOT_PAGES = /^\/(api|monitoring|creators-assets)(\/|$)/;

/**
 * Every page route answers the app shell and the client renders it; API and asset paths that
 * matched nothing are a real 404.
 */
@Public()
@ApiExcludeController()
@Controller()
export class PagesController {
  constructor(@Inject(APP_SHELL) private readonly shell: string) {}

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): FastifyReply {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_PAGES.test(path)) throw new NotFoundException(`nothing at ${path}`);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(this.shell);
  }
}
