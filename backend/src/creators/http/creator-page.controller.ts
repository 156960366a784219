import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { CreatorPageView } from '@creators/contracts';
import { MovedPermanently } from '../../platform/http/cache.js';
import { API_EXAMPLES } from '../../platform/http/openapi.js';
import { Public } from '../../platform/public.decorator.js';
import { CachedRead } from '../../platform/read-cache/cached-read.decorator.js';
import { GetCreatorPage } from '../queries/get-creator-page/get-creator-page.query.js';

/** A creator's public page: profile, links in order, published items by kind. */
@Public()
@ApiTags('creators')
@Controller('api/creators')
export class CreatorPageController {
  constructor(private readonly queries: QueryBus) {}

  @CachedRead()
  @Get(':handle')
  @ApiParam({ name: 'handle', example: API_EXAMPLES.handle, description: 'any case; a former handle answers 301' })
  async page(@Param('handle') handle: string): Promise<CreatorPageView> {
    const lookup = await this.queries.execute(new GetCreatorPage(handle));
    if (!('found' in lookup))
      throw new MovedPermanently(`/api/creators/${encodeURIComponent(lookup.movedTo)}`, lookup.movedTo);
    return lookup.found;
  }
}
