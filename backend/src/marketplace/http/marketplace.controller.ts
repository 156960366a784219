import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CardPage, ItemPageView, LabelCount, LabelPage, LikeAnswer, MarketplaceKind } from '@creators/contracts';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { cacheFor, sendMoved } from '../../platform/http/cache.js';
import { MarketplaceKindPipe } from '../../platform/http/kind.pipe.js';
import { ListingQueryDto, SearchQueryDto } from '../../platform/http/listing-query.dto.js';
import { DEFAULT_PAGE_SIZE } from '../../platform/http/page-query.dto.js';
import { Metadata } from '../../platform/http/request-context.js';
import { Public } from '../../platform/public.decorator.js';
import { ChangeLike } from '../engagement/change-like/change-like.command.js';
import { RecordSighting } from '../engagement/record-sighting/record-sighting.command.js';
import { GetItemPage } from '../queries/get-item-page/get-item-page.query.js';
import type { LabelIndex } from '../queries/list-labels/labels.js';
import { ListLabelItems, ListLabels } from '../queries/list-labels/list-labels.query.js';
import { ListMarketplaceItems } from '../queries/list-items/list-items.query.js';
import { SearchItems } from '../queries/search-items/search-items.query.js';

/** What a visitor browses in the marketplace, and the engagement that ranks it. */
@Controller('api/marketplace')
export class MarketplaceController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @Get('search')
  search(
    @Query() query: SearchQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CardPage> {
    cacheFor(request, reply, 10);
    return this.queries.execute(
      new SearchItems(query.q, query.kind ?? null, query.limit ?? DEFAULT_PAGE_SIZE, query.cursor ?? null),
    );
  }

  @Public()
  @Get('components/tags')
  tags(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ items: LabelCount[] }> {
    return this.labels('tags', request, reply);
  }

  @Public()
  @Get('components/tags/:slug')
  tag(
    @Param('slug') slug: string,
    @Query() query: ListingQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LabelPage> {
    return this.labelItems('tags', slug, query, request, reply);
  }

  @Public()
  @Get('templates/categories')
  categories(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ items: LabelCount[] }> {
    return this.labels('categories', request, reply);
  }

  @Public()
  @Get('templates/categories/:slug')
  category(
    @Param('slug') slug: string,
    @Query() query: ListingQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LabelPage> {
    return this.labelItems('categories', slug, query, request, reply);
  }

  @Public()
  @Get(':kind')
  list(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Query() query: ListingQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CardPage> {
    cacheFor(request, reply, 10);
    return this.queries.execute(
      new ListMarketplaceItems(
        kind,
        query.sort ?? 'newest',
        query.price ?? null,
        query.limit ?? DEFAULT_PAGE_SIZE,
        query.cursor ?? null,
      ),
    );
  }

  @Public()
  @Get(':kind/:slug')
  async item(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ItemPageView | FastifyReply> {
    const lookup = await this.queries.execute(new GetItemPage(kind, slug, request.actor?.creatorId ?? null));
    if (!('found' in lookup)) return sendMoved(reply, `/api/marketplace/${kind}/${lookup.movedTo}`, lookup.movedTo);
    cacheFor(request, reply, 10);
    return lookup.found;
  }

  @Public()
  @Post(':kind/:slug/views')
  @HttpCode(204)
  async view(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Metadata() metadata: CommandMetadata,
  ): Promise<void> {
    await this.commands.execute(new RecordSighting(kind, slug, 'view', visitorOf(request), metadata));
  }

  @Public()
  @Post(':kind/:slug/previews')
  @HttpCode(204)
  async preview(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Metadata() metadata: CommandMetadata,
  ): Promise<void> {
    await this.commands.execute(new RecordSighting(kind, slug, 'preview', visitorOf(request), metadata));
  }

  @Post(':kind/:slug/like')
  @HttpCode(200)
  like(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Metadata() metadata: CommandMetadata,
  ): Promise<LikeAnswer> {
    return this.commands.execute(new ChangeLike(kind, slug, true, metadata));
  }

  @Delete(':kind/:slug/like')
  unlike(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Metadata() metadata: CommandMetadata,
  ): Promise<LikeAnswer> {
    return this.commands.execute(new ChangeLike(kind, slug, false, metadata));
  }

  private labels(index: LabelIndex, request: FastifyRequest, reply: FastifyReply): Promise<{ items: LabelCount[] }> {
    cacheFor(request, reply, 30);
    return this.queries.execute(new ListLabels(index));
  }

  private labelItems(
    index: LabelIndex,
    slug: string,
    query: ListingQueryDto,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<LabelPage> {
    cacheFor(request, reply, 10);
    return this.queries.execute(
      new ListLabelItems(
        index,
        slug,
        query.sort ?? 'newest',
        query.price ?? null,
        query.limit ?? DEFAULT_PAGE_SIZE,
        query.cursor ?? null,
      ),
    );
  }
}

const visitorOf = (request: FastifyRequest) => ({
  address: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
