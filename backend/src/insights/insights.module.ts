import { Module } from '@nestjs/common';
import { InsightsController } from './http/insights.controller.js';
import { GetCreatorInsightsHandler } from './queries/get-creator-insights/get-creator-insights.handler.js';
import { GetItemInsightsHandler } from './queries/get-item-insights/get-item-insights.handler.js';

/** A creator's numbers: the funnel from views to downloads, and revenue, over a period. */
@Module({
  controllers: [InsightsController],
  providers: [GetCreatorInsightsHandler, GetItemInsightsHandler],
})
export class InsightsModule {}
