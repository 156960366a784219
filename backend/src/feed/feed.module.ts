import { Module } from '@nestjs/common';
import { FeedController } from './http/feed.controller.js';
import { GetFeedItemHandler } from './queries/get-feed-item/get-feed-item.handler.js';
import { ListFeedHandler } from './queries/list-feed/list-feed.handler.js';

/** The feed: every kind, sites included, newest first. */
@Module({ controllers: [FeedController], providers: [ListFeedHandler, GetFeedItemHandler] })
export class FeedModule {}
