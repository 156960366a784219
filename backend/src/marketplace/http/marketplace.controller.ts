import { Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ITEM_KINDS, MARKETPLACE_KINDS } from '@creators/contracts';
import type {
  CardPage,
  ItemPageView,
  LabelCount,
  LabelPage,
  ItemKind,
  LikeAnswer,
  MarketplaceKind,
  SearchAnswer,
  SearchSuggestions,
} from '@creators/contracts';
import type { CommandMetadata, SignedInMetadata } from '../../platform/command-metadata.js';
import { MovedPermanently } from '../../platform/http/cache.js';
import { ItemKindPipe, MarketplaceKindPipe } from '../../platform/http/kind.pipe.js';
import { ListingQueryDto, SearchQueryDto, SuggestionsQueryDto } from '../../platform/http/listing-query.dto.js';
import { DEFAULT_PAGE_SIZE } from '../../platform/http/page-query.dto.js';
import { Metadata, SignedIn } from '../../platform/http/request-context.js';
import { API_EXAMPLES, ApiItemParams, ApiKindParam } from '../../platform/http/openapi.js';
import { Public } from '../../platform/public.decorator.js';
import { CachedRead } from '../../platform/read-cache/cached-read.decorator.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { VisitorKeys } from '../engagement/visitor-key.js';
import { ChangeLike } from '../engagement/change-like/change-like.command.js';
import { RecordSighting } from '../engagement/record-sighting/record-sighting.command.js';
import { GetItemPage } from '../queries/get-item-page/get-item-page.query.js';
import type { LabelIndex } from '../queries/labels.js';
import { ListLabelItems } from '../queries/list-label-items/list-label-items.query.js';
import { ListLabels } from '../queries/list-labels/list-labels.query.js';
import { ListMarketplaceItems } from '../queries/list-items/list-items.query.js';
import { SearchItems } from '../queries/search-items/search-items.query.js';
import { Suggest } from '../queries/suggest/suggest.js';

/** What a visitor browses in the marketplace, and the engagement that ranks it. */
@ApiTags('marketplace')
@Controller('api/marketplace')
export class MarketplaceController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly visitors: VisitorKeys,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @CachedRead()
  @Get('search')
  search(@Query() query: SearchQueryDto): Promise<SearchAnswer> {
    const filters = {
      kind: query.kind ?? null,
      price: query.price ?? null,
      currency: query.currency ?? null,
      creator: query.creator ?? null,
      tags: query.tags ?? [],
      categories: query.categories ?? [],
    };
    return this.queries.execute(
      new SearchItems(
        query.q,
        filters,
        query.sort ?? 'relevance',
        query.limit ?? DEFAULT_PAGE_SIZE,
        query.cursor ?? null,
        query.exact === 'true' ? 'as-typed' : 'forgiving',
      ),
    );
  }

  @Public()
  @CachedRead()
  @Get('suggestions')
  suggestions(@Query() query: SuggestionsQueryDto): Promise<SearchSuggestions> {
    return this.queries.execute(new Suggest(query.q));
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

  /** Every kind is seen, liked and counted, sites too: the feed shows them (the marketplace does not). */
  @Public()
  @Post(':kind/:slug/views')
  @ApiItemParams(ITEM_KINDS)
  @HttpCode(204)
  view(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Metadata() metadata: CommandMetadata,
  ): Promise<void> {
    return this.sight(kind, slug, 'view', request, reply, metadata);
  }

  @Public()
  @Post(':kind/:slug/previews')
  @ApiItemParams(MARKETPLACE_KINDS)
  @HttpCode(204)
  preview(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Metadata() metadata: CommandMetadata,
  ): Promise<void> {
    return this.sight(kind, slug, 'preview', request, reply, metadata);
  }

  @Post(':kind/:slug/like')
  @ApiItemParams(ITEM_KINDS)
  @HttpCode(200)
  async like(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('slug') slug: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<LikeAnswer> {
    await this.limiter.take(LIKES_PER_ACCOUNT, metadata.creatorId, 'likes');
    return this.commands.execute(new ChangeLike(kind, slug, true, metadata));
  }

  @Delete(':kind/:slug/like')
  @ApiItemParams(ITEM_KINDS)
  async unlike(
    @Param('kind', ItemKindPipe) kind: ItemKind,
    @Param('slug') slug: string,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<LikeAnswer> {
    await this.limiter.take(LIKES_PER_ACCOUNT, metadata.creatorId, 'likes');
    return this.commands.execute(new ChangeLike(kind, slug, false, metadata));
  }

  /**
   * A view or preview: limited per address (a refused one appends nothing), then counted once per
   * visitor, item and day, the visitor told apart by a signed cookie bound to their address.
   */
  private async sight(
    kind: ItemKind,
    slug: string,
    sighting: 'view' | 'preview',
    request: FastifyRequest,
    reply: FastifyReply,
    metadata: CommandMetadata,
  ): Promise<void> {
    await this.limiter.take(SIGHTINGS_PER_ADDRESS, request.ip, 'views and previews from this address');
    const visitor = await this.visitors.identify(request.ip, request.headers.cookie, request.protocol === 'https');
    if (visitor.setCookie !== null) void reply.header('set-cookie', visitor.setCookie);
    await this.commands.execute(new RecordSighting(kind, slug, sighting, { identity: visitor.identity }, metadata));
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

/** Views and previews one address may send a minute: far above a person's, far below a script's. */
export const SIGHTINGS_PER_ADDRESS: RateLimit = { name: 'sightings', limit: 120, windowMs: 60_000 };
/** Likes and unlikes one account may send a minute. */
export const LIKES_PER_ACCOUNT: RateLimit = { name: 'likes', limit: 60, windowMs: 60_000 };
