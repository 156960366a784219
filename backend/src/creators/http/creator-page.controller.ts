import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreatorPageView } from '@creators/contracts';
import { cacheFor, sendMoved } from '../../platform/http/cache.js';
import { Public } from '../../platform/public.decorator.js';
import { GetCreatorPage } from '../queries/get-creator-page/get-creator-page.query.js';

/** A creator's public page: profile, links in order, published items by kind. */
@Public()
@Controller('api/creators')
export class CreatorPageController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':handle')
  async page(
    @Param('handle') handle: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CreatorPageView | FastifyReply> {
    const lookup = await this.queries.execute(new GetCreatorPage(handle));
    if (!('found' in lookup))
      return sendMoved(reply, `/api/creators/${encodeURIComponent(lookup.movedTo)}`, lookup.movedTo);
    cacheFor(request, reply, 30);
    return lookup.found;
  }
}
