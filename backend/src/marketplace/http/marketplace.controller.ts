import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MARKETPLACE_KINDS } from '@creators/contracts';
import type { CardPage, ItemPageView, LabelCount, LabelPage, LikeAnswer, MarketplaceKind } from '@creators/contracts';
import type { CommandMetadata, SignedInMetadata } from '../../platform/command-metadata.js';
import { MovedPermanently } from '../../platform/http/cache.js';
import { MarketplaceKindPipe } from '../../platform/http/kind.pipe.js';
import { ListingQueryDto, SearchQueryDto } from '../../platform/http/listing-query.dto.js';
import { DEFAULT_PAGE_SIZE } from '../../platform/http/page-query.dto.js';
import { Metadata, SignedIn } from '../../platform/http/request-context.js';
import { API_EXAMPLES, ApiItemParams, ApiKindParam } from '../../platform/http/openapi.js';
import { Public } from '../../platform/public.decorator.js';
import { CachedRead } from '../../platform/read-cache/cached-read.decorator.js';
import { ChangeLike } from '../engagement/change-like/change-like.command.js';
import { RecordSighting } from '../engagement/record-sighting/record-sighting.command.js';
import { GetItemPage } from '../queries/get-item-page/get-item-page.query.js';
import type { LabelIndex } from '../queries/labels.js';
import { ListLabelItems } from '../queries/list-label-items/list-label-items.query.js';
import { ListLabels } from '../queries/list-labels/list-labels.query.js';
import { ListMarketplaceItems } from '../queries/list-items/list-items.query.js';
import { SearchItems } from '../queries/search-items/search-items.query.js';

/** What a visitor browses in the marketplace, and the engagement that ranks it. */
@ApiTags('marketplace')
@Controller('api/marketplace')
export class MarketplaceController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @CachedRead()
  @Get('search')
  search(@Query() query: SearchQueryDto): Promise<CardPage> {
    return this.queries.execute(
      new SearchItems(query.q, query.kind ?? null, query.limit ?? DEFAULT_PAGE_SIZE, query.cursor ?? null),
    );
  }

  @Public()
  @CachedRead()
  @Get('components/tags')
  tags(): Promise<{ items: LabelCount[] }> {
    return this.queries.execute(new ListLabels('tags'));
  }

  @Public()
  @CachedRead()
  @Get('components/tags/:slug')
  @ApiParam({ name: 'slug', example: API_EXAMPLES.component.tag })
  tag(@Param('slug') slug: string, @Query() query: ListingQueryDto): Promise<LabelPage> {
    return this.labelItems('tags', slug, query);
  }

  @Public()
  @CachedRead()
  @Get('templates/categories')
  categories(): Promise<{ items: LabelCount[] }> {
    return this.queries.execute(new ListLabels('categories'));
  }

  @Public()
  @CachedRead()
  @Get('templates/categories/:slug')
  @ApiParam({ name: 'slug', example: API_EXAMPLES.template.category })
  category(@Param('slug') slug: string, @Query() query: ListingQueryDto): Promise<LabelPage> {
    return this.labelItems('categories', slug, query);
  }

  @Public()
  @CachedRead()
  @Get(':kind')
  @ApiKindParam(MARKETPLACE_KINDS)
  list(@Param('kind', MarketplaceKindPipe) kind: MarketplaceKind, @Query() query: ListingQueryDto): Promise<CardPage> {
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
  @CachedRead({ variesByViewer: true })
  @Get(':kind/:slug')
  @ApiItemParams(MARKETPLACE_KINDS)
  async item(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
  ): Promise<ItemPageView> {
    const lookup = await this.queries.execute(new GetItemPage(kind, slug, request.actor?.creatorId ?? null));
    if (!('found' in lookup)) throw new MovedPermanently(`/api/marketplace/${kind}/${lookup.movedTo}`, lookup.movedTo);
    return lookup.found;
  }

  @Public()
  @Post(':kind/:slug/views')
  @ApiItemParams(MARKETPLACE_KINDS)
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
  @ApiItemParams(MARKETPLACE_KINDS)
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
  @ApiItemParams(MARKETPLACE_KINDS)
  @HttpCode(200)
  like(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<LikeAnswer> {
    return this.commands.execute(new ChangeLike(kind, slug, true, metadata));
  }

  @Delete(':kind/:slug/like')
  @ApiItemParams(MARKETPLACE_KINDS)
  unlike(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<LikeAnswer> {
    return this.commands.execute(new ChangeLike(kind, slug, false, metadata));
  }

  private labelItems(index: LabelIndex, slug: string, query: ListingQueryDto): Promise<LabelPage> {
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
