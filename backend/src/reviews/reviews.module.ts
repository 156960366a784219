import { Module } from '@nestjs/common';
import { AnswerReviewHandler } from './commands/answer-review/answer-review.handler.js';
import { EditReviewHandler, WriteReviewHandler } from './commands/write-review/write-review.handler.js';
import { ReviewsController } from './http/reviews.controller.js';
import { GetItemReviewsHandler } from './queries/get-item-reviews/get-item-reviews.handler.js';
import { GetMyReviewsHandler } from './queries/get-my-reviews/get-my-reviews.handler.js';

/** Reviews: holders rate what they hold, creators answer; moderators hide reported ones (moderation). */
@Module({
  controllers: [ReviewsController],
  providers: [WriteReviewHandler, EditReviewHandler, AnswerReviewHandler, GetItemReviewsHandler, GetMyReviewsHandler],
})
export class ReviewsModule {}
