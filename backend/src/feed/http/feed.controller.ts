import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ITEM_KINDS, type CardPage, type FeedItemView, type ItemKind } from '@creators/contracts';
import { MovedPermanently } from '../../platform/http/cache.js';
import { ItemKindPipe } from '../../platform/http/kind.pipe.js';
import { FeedQueryDto } from '../../platform/http/listing-query.dto.js';
import { DEFAULT_PAGE_SIZE } from '../../platform/http/page-query.dto.js';
import { ApiItemParams } from '../../platform/http/openapi.js';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { Public, SignedInOnly } from '../../platform/public.decorator.js';
import { CachedRead } from '../../platform/read-cache/cached-read.decorator.js';
import { GetFeedItem } from '../queries/get-feed-item/get-feed-item.query.js';
import { ListFeed } from '../queries/list-feed/list-feed.query.js';

@Public()
@ApiTags('feed')
@Controller('api/feed')
export class FeedController {
  constructor(private readonly queries: QueryBus) {}

  @CachedRead()
  @Get()
  list(@Query() query: FeedQueryDto): Promise<CardPage> {
    return this.queries.execute(
      new ListFeed(query.kind ?? null, query.limit ?? DEFAULT_PAGE_SIZE, query.cursor ?? null),
    );
  }

  /** Signed in: new items of the creators I follow, newest first. */
  @SignedInOnly()
  @Get('following')
  following(@Query() query: FeedQueryDto, @SignedIn() metadata: SignedInMetadata): Promise<CardPage> {
    return this.queries.execute(
      new ListFeed(query.kind ?? null, query.limit ?? DEFAULT_PAGE_SIZE, query.cursor ?? null, metadata.creatorId),
    );
  }

  @CachedRead({ variesByViewer: true })
  @Get(':kind/:slug')
  @ApiItemParams(ITEM_KINDS)
  async item(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
  ): Promise<FeedItemView> {
    const lookup = await this.queries.execute(new GetFeedItem(kind, slug, request.actor?.creatorId ?? null));
    if (!('found' in lookup)) throw new MovedPermanently(`/api/feed/${kind}/${lookup.movedTo}`, lookup.movedTo);
    return lookup.found;
  }
}
