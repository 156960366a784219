import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CardPage, FeedItemView, ItemKind } from '@creators/contracts';
import { cacheFor, sendMoved } from '../../platform/http/cache.js';
import { ItemKindPipe } from '../../platform/http/kind.pipe.js';
import { FeedQueryDto } from '../../platform/http/listing-query.dto.js';
import { DEFAULT_PAGE_SIZE } from '../../platform/http/page-query.dto.js';
import { Public } from '../../platform/public.decorator.js';
import { GetFeedItem, ListFeed } from '../queries/feed.queries.js';

@Public()
@Controller('api/feed')
export class FeedController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(
    @Query() query: FeedQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CardPage> {
    cacheFor(request, reply, 10);
    return this.queries.execute(
      new ListFeed(query.kind ?? null, query.limit ?? DEFAULT_PAGE_SIZE, query.cursor ?? null),
    );
  }

  @Get(':kind/:slug')
  async item(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FeedItemView | FastifyReply> {
    const lookup = await this.queries.execute(new GetFeedItem(kind, slug));
    if (!('found' in lookup)) return sendMoved(reply, `/api/feed/${kind}/${lookup.movedTo}`, lookup.movedTo);
    cacheFor(request, reply, 10);
    return lookup.found;
  }
}
