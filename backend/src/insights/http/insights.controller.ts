import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { DEFAULT_INSIGHT_PERIOD, type CreatorInsights, type ItemInsights } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { API_EXAMPLES, ApiIdParam } from '../../platform/http/openapi.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { GetCreatorInsights } from '../queries/get-creator-insights/get-creator-insights.query.js';
import { GetItemInsights } from '../queries/get-item-insights/get-item-insights.query.js';
import { InsightsQueryDto } from './insights-query.dto.js';

/**
 * A signed-in creator's own numbers (the global guard refuses everyone else): the funnel from views
 * to downloads and the revenue per currency, over the last `days` UTC days ending today.
 */
@ApiTags('dashboard: insights')
@Controller('api/dashboard/insights')
export class InsightsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  creator(@Query() query: InsightsQueryDto, @SignedIn() metadata: SignedInMetadata): Promise<CreatorInsights> {
    const days = query.days ?? DEFAULT_INSIGHT_PERIOD;
    return this.queries.execute(new GetCreatorInsights(metadata.creatorId, days, metadata.now));
  }

  @Get('items/:id')
  @ApiIdParam(API_EXAMPLES.itemId)
  item(
    @Param('id') itemId: string,
    @Query() query: InsightsQueryDto,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<ItemInsights> {
    const days = query.days ?? DEFAULT_INSIGHT_PERIOD;
    return this.queries.execute(new GetItemInsights(metadata.creatorId, itemId, days, metadata.now));
  }
}
