import { Module } from '@nestjs/common';
import { FeedController } from './http/feed.controller.js';
import { GetFeedItemHandler, ListFeedHandler } from './queries/feed.queries.js';

/** The feed: every kind, sites included, newest first. */
@Module({ controllers: [FeedController], providers: [ListFeedHandler, GetFeedItemHandler] })
export class FeedModule {}
