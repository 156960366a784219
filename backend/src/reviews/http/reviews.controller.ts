import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  MARKETPLACE_KINDS,
  type CreatorReviewsView,
  type ItemReviewsView,
  type MarketplaceKind,
} from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { MarketplaceKindPipe } from '../../platform/http/kind.pipe.js';
import { ApiItemParams } from '../../platform/http/openapi.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { Public } from '../../platform/public.decorator.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { AnswerReview } from '../commands/answer-review/answer-review.command.js';
import { EditReview, WriteReview, type ReviewAnswer } from '../commands/write-review/write-review.command.js';
import { GetItemReviews } from '../queries/get-item-reviews/get-item-reviews.query.js';
import { GetMyReviews } from '../queries/get-my-reviews/get-my-reviews.query.js';
import { ReviewDto, ReviewReplyDto } from './reviews.dto.js';

/** Reviews and edits one account may send an hour: a person reviews a few items, not hundreds. */
export const REVIEWS_PER_ACCOUNT: RateLimit = { name: 'reviews', limit: 30, windowMs: 3_600_000 };
/** Answers one creator may send an hour. */
export const ANSWERS_PER_ACCOUNT: RateLimit = { name: 'review-answers', limit: 60, windowMs: 3_600_000 };

/** Reviews of marketplace items: anyone reads them; holders write and edit theirs; creators answer. */
@ApiTags('reviews')
@Controller('api')
export class ReviewsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  /** Anyone may read them; what the asker may do with them (write, edit, answer) makes the answer theirs. */
  @Public()
  @Get('marketplace/:kind/:slug/reviews')
  @ApiItemParams(MARKETPLACE_KINDS)
  @Header('Cache-Control', 'no-store')
  list(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
  ): Promise<ItemReviewsView> {
    return this.queries.execute(new GetItemReviews(kind, slug, request.actor?.creatorId ?? null));
  }

  @Post('marketplace/:kind/:slug/reviews')
  @ApiItemParams(MARKETPLACE_KINDS)
  @ApiBody({ type: ReviewDto })
  @HttpCode(201)
  async write(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<ReviewAnswer> {
    const { rating, text } = validateBody(ReviewDto, body);
    await this.limiter.take(REVIEWS_PER_ACCOUNT, metadata.creatorId, 'reviews from this account');
    return this.commands.execute(new WriteReview(kind, slug, rating, text ?? '', metadata));
  }

  @Put('marketplace/:kind/:slug/reviews/mine')
  @ApiItemParams(MARKETPLACE_KINDS)
  @ApiBody({ type: ReviewDto })
  async edit(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<ReviewAnswer> {
    const { rating, text } = validateBody(ReviewDto, body);
    await this.limiter.take(REVIEWS_PER_ACCOUNT, metadata.creatorId, 'reviews from this account');
    return this.commands.execute(new EditReview(kind, slug, rating, text ?? '', metadata));
  }

  @Post('reviews/:reviewId/answer')
  @ApiParam({ name: 'reviewId', format: 'uuid', example: '7d1e0c3a-9b2f-4e5d-8a6c-3f4b5a6d7e8f' })
  @ApiBody({ type: ReviewReplyDto })
  @HttpCode(201)
  async answer(
    @Param('reviewId') reviewId: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<ReviewAnswer> {
    const { text } = validateBody(ReviewReplyDto, body);
    await this.limiter.take(ANSWERS_PER_ACCOUNT, metadata.creatorId, 'answers from this account');
    return this.commands.execute(new AnswerReview(reviewId, text, metadata));
  }

  /** The signed-in creator's items' reviews, for Insights. */
  @Get('dashboard/reviews')
  mine(@SignedIn() metadata: SignedInMetadata): Promise<CreatorReviewsView> {
    return this.queries.execute(new GetMyReviews(metadata.creatorId));
  }
}
