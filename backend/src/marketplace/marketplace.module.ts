import { Module } from '@nestjs/common';
import { ChangeLikeHandler } from './engagement/change-like/change-like.handler.js';
import { RecordSightingHandler } from './engagement/record-sighting/record-sighting.handler.js';
import { VisitorKeys } from './engagement/visitor-key.js';
import { MarketplaceController } from './http/marketplace.controller.js';
import { GetItemPageHandler } from './queries/get-item-page/get-item-page.handler.js';
import { ListLabelItemsHandler } from './queries/list-label-items/list-label-items.handler.js';
import { ListLabelsHandler } from './queries/list-labels/list-labels.handler.js';
import { ListMarketplaceItemsHandler } from './queries/list-items/list-items.handler.js';
import { SearchItemsHandler } from './queries/search-items/search-items.handler.js';
import { SuggestHandler } from './queries/suggest/suggest.js';

/** The public marketplace: listings, item pages, tags and categories, search, views and likes. */
@Module({
  controllers: [MarketplaceController],
  providers: [
    VisitorKeys,
    ListMarketplaceItemsHandler,
    GetItemPageHandler,
    ListLabelsHandler,
    ListLabelItemsHandler,
    SearchItemsHandler,
    SuggestHandler,
    RecordSightingHandler,
    ChangeLikeHandler,
  ],
})
export class MarketplaceModule {}
