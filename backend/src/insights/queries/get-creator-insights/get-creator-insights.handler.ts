import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CreatorInsights } from '@creators/contracts';
import { creatorInsights, insightPeriod } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { GetCreatorInsights } from './get-creator-insights.query.js';

@QueryHandler(GetCreatorInsights)
export class GetCreatorInsightsHandler implements IQueryHandler<GetCreatorInsights, CreatorInsights> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  execute({ creatorId, days, now }: GetCreatorInsights): Promise<CreatorInsights> {
    return creatorInsights(this.documents, creatorId, insightPeriod(now, days));
  }
}
