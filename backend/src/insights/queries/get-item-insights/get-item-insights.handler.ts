import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ItemInsights } from '@creators/contracts';
import { findInsightItem, insightPeriod, itemInsights } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { insightsError } from '../../insights.errors.js';
import { GetItemInsights } from './get-item-insights.query.js';

@QueryHandler(GetItemInsights)
export class GetItemInsightsHandler implements IQueryHandler<GetItemInsights, ItemInsights> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ creatorId, itemId, days, now }: GetItemInsights): Promise<ItemInsights> {
    const item = await findInsightItem(this.documents, itemId);
    // Another creator's item is not told apart from one that does not exist.
    if (item?.sellerId !== creatorId) throw insightsError('item_not_found', 'no such item');
    return itemInsights(this.documents, item, insightPeriod(now, days));
  }
}
