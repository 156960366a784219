import { Module } from '@nestjs/common';
import { recentEngagement } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../platform/tokens.js';
import { CurateCollectionHandler } from './commands/curate-collection/curate-collection.handler.js';
import { CurationController } from './http/curation.controller.js';
import { FeaturedCollectionsController } from './http/featured-collections.controller.js';
import { MyCollectionsController } from './http/my-collections.controller.js';
import {
  CuratesFeaturedHandler,
  GetCollectionPageHandler,
  GetCollectionPagesHandler,
} from './queries/collection-pages/collection-pages.query.js';
import { DiscoverHandler } from './queries/discover/discover.query.js';
import { TRENDING_READER, type TrendingReader } from './queries/discover/trending-reader.js';

/**
 * Curation: featured collections (moderators), people's own collections, and the home's trending
 * and new-and-notable lists.
 */
@Module({
  controllers: [CurationController, MyCollectionsController, FeaturedCollectionsController],
  providers: [
    CurateCollectionHandler,
    GetCollectionPagesHandler,
    GetCollectionPageHandler,
    CuratesFeaturedHandler,
    DiscoverHandler,
    {
      provide: TRENDING_READER,
      inject: [DOCUMENT_STORE],
      // The engagement windows the public items keep, read for their last days.
      useFactory: (documents: DocumentStore): TrendingReader => ({
        recent: (days) => recentEngagement(documents, days),
      }),
    },
  ],
})
export class CurationModule {}
