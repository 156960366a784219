import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { CollectionPageView, ItemCard } from '@creators/contracts';
import { API_EXAMPLES } from '../../platform/http/openapi.js';
import { Public } from '../../platform/public.decorator.js';
import { CachedRead } from '../../platform/read-cache/cached-read.decorator.js';
import { GetCollectionPage, GetCollectionPages } from '../queries/collection-pages/collection-pages.query.js';
import { Discover } from '../queries/discover/discover.query.js';
import { DiscoverQueryDto } from './curation.dto.js';

const DEFAULT_LIMIT = 8;

/** What the home leads with: featured collections, trending, new and notable; and collections' pages. */
@Public()
@ApiTags('curation')
@Controller('api')
export class CurationController {
  constructor(private readonly queries: QueryBus) {}

  @CachedRead()
  @Get('collections/featured')
  async featured(@Query() query: DiscoverQueryDto): Promise<{ items: CollectionPageView[] }> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    return { items: await this.queries.execute(new GetCollectionPages({ type: 'featured', limit })) };
  }

  @CachedRead()
  @Get('collections/featured/:slug')
  @ApiParam({ name: 'slug', example: API_EXAMPLES.collection.featured })
  featuredPage(@Param('slug') slug: string): Promise<CollectionPageView> {
    return this.queries.execute(new GetCollectionPage({ slug, handle: null }));
  }

  @CachedRead()
  @Get('creators/:handle/collections/:slug')
  @ApiParam({ name: 'handle', example: API_EXAMPLES.handle })
  @ApiParam({ name: 'slug', example: API_EXAMPLES.collection.personal })
  personalPage(@Param('handle') handle: string, @Param('slug') slug: string): Promise<CollectionPageView> {
    return this.queries.execute(new GetCollectionPage({ slug, handle }));
  }

  @CachedRead()
  @Get('discover/trending')
  trending(@Query() query: DiscoverQueryDto): Promise<{ items: ItemCard[] }> {
    return this.queries.execute(new Discover('trending', query.limit ?? DEFAULT_LIMIT));
  }

  @CachedRead()
  @Get('discover/new')
  newAndNotable(@Query() query: DiscoverQueryDto): Promise<{ items: ItemCard[] }> {
    return this.queries.execute(new Discover('new', query.limit ?? DEFAULT_LIMIT));
  }
}
