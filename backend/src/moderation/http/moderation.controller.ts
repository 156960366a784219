import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { invalidField } from '../../platform/domain-error.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { RequireRole } from '../../platform/http/require-role.decorator.js';
import { validateBody } from '../../platform/http/validation.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { AnswerModerators, Moderate, ReportContent, type ModerationAnswer } from '../commands/moderate.command.js';
import { GetModerationQueue, type ModerationCaseView, type QueueView } from '../queries/get-moderation-queue.js';
import { DismissDto, ModerationReasonDto, ModeratorsAnswerDto, ReportDto } from './moderation.dto.js';

/** Reports one account may send an hour: plenty for a person, little for a campaign. */
export const REPORTS_PER_ACCOUNT: RateLimit = { name: 'reports', limit: 20, windowMs: 3_600_000 };

/** Answers to the moderators one account may send an hour: a conversation, not a flood. */
export const MODERATOR_ANSWERS_PER_ACCOUNT: RateLimit = { name: 'moderator-answers', limit: 5, windowMs: 3_600_000 };

/**
 * `POST /api/reports` (an item, a creator or a review) for anyone signed in; the queue and the moderators' steps for the
 * `moderator` role (granted with `npm run history -- grant-moderator HANDLE`).
 */
@ApiTags('moderation')
@Controller('api')
export class ModerationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('reports')
  @ApiBody({ type: ReportDto })
  @HttpCode(201)
  async report(
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<ModerationAnswer & { reportId: string }> {
    const { itemId, creatorId, reviewId, reason, details } = validateBody(ReportDto, body);
    await this.limiter.take(REPORTS_PER_ACCOUNT, metadata.creatorId, 'reports from this account');
    const subject =
      reviewId !== undefined ? { reviewId } : itemId !== undefined ? { itemId } : { creatorId: creatorId ?? '' };
    return this.commands.execute(new ReportContent(subject, reason, details ?? '', metadata));
  }

  @Get('moderation/queue')
  @RequireRole('moderator')
  @ApiQuery({ name: 'view', required: false, enum: ['open', 'hidden'] })
  queue(@Query('view') view?: string): Promise<{ items: ModerationCaseView[] }> {
    const chosen = view ?? 'open';
    if (chosen !== 'open' && chosen !== 'hidden') throw invalidField('view', 'must be open or hidden');
    return this.queries.execute(new GetModerationQueue(chosen satisfies QueueView));
  }

  @Post('moderation/items/:itemId/hide')
  @RequireRole('moderator')
  @ApiBody({ type: ModerationReasonDto })
  @HttpCode(200)
  hide(@Param('itemId') itemId: string, @Body() body: unknown, @SignedIn() metadata: SignedInMetadata) {
    const { reason } = validateBody(ModerationReasonDto, body);
    return this.commands.execute(new Moderate({ type: 'Hide', itemId, reason }, metadata));
  }

  @Post('moderation/items/:itemId/restore')
  @RequireRole('moderator')
  @ApiBody({ type: ModerationReasonDto })
  @HttpCode(200)
  restore(@Param('itemId') itemId: string, @Body() body: unknown, @SignedIn() metadata: SignedInMetadata) {
    const { reason } = validateBody(ModerationReasonDto, body);
    return this.commands.execute(new Moderate({ type: 'Restore', itemId, reason }, metadata));
  }

  @Post('moderation/creators/:creatorId/hide')
  @RequireRole('moderator')
  @ApiBody({ type: ModerationReasonDto })
  @HttpCode(200)
  hideCreator(@Param('creatorId') creatorId: string, @Body() body: unknown, @SignedIn() metadata: SignedInMetadata) {
    const { reason } = validateBody(ModerationReasonDto, body);
    return this.commands.execute(new Moderate({ type: 'HideCreator', creatorId, reason }, metadata));
  }

  @Post('moderation/creators/:creatorId/restore')
  @RequireRole('moderator')
  @ApiBody({ type: ModerationReasonDto })
  @HttpCode(200)
  restoreCreator(@Param('creatorId') creatorId: string, @Body() body: unknown, @SignedIn() metadata: SignedInMetadata) {
    const { reason } = validateBody(ModerationReasonDto, body);
    return this.commands.execute(new Moderate({ type: 'RestoreCreator', creatorId, reason }, metadata));
  }

  @Post('moderation/reviews/:reviewId/hide')
  @RequireRole('moderator')
  @ApiParam({ name: 'reviewId', format: 'uuid', example: '7d1e0c3a-9b2f-4e5d-8a6c-3f4b5a6d7e8f' })
  @ApiBody({ type: ModerationReasonDto })
  @HttpCode(200)
  hideReview(@Param('reviewId') reviewId: string, @Body() body: unknown, @SignedIn() metadata: SignedInMetadata) {
    const { reason } = validateBody(ModerationReasonDto, body);
    return this.commands.execute(new Moderate({ type: 'HideReview', reviewId, reason }, metadata));
  }

  @Post('moderation/reviews/:reviewId/restore')
  @RequireRole('moderator')
  @ApiParam({ name: 'reviewId', format: 'uuid', example: '7d1e0c3a-9b2f-4e5d-8a6c-3f4b5a6d7e8f' })
  @ApiBody({ type: ModerationReasonDto })
  @HttpCode(200)
  restoreReview(@Param('reviewId') reviewId: string, @Body() body: unknown, @SignedIn() metadata: SignedInMetadata) {
    const { reason } = validateBody(ModerationReasonDto, body);
    return this.commands.execute(new Moderate({ type: 'RestoreReview', reviewId, reason }, metadata));
  }

  /** The creator of a hidden item answers the moderators; any signed-in owner, no role. */
  @Post('moderation/items/:itemId/answer')
  @ApiBody({ type: ModeratorsAnswerDto })
  @HttpCode(201)
  async answer(
    @Param('itemId') itemId: string,
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<ModerationAnswer> {
    const { message } = validateBody(ModeratorsAnswerDto, body);
    await this.limiter.take(
      MODERATOR_ANSWERS_PER_ACCOUNT,
      metadata.creatorId,
      'answers to the moderators from this account',
    );
    try {
      return await this.commands.execute<AnswerModerators, ModerationAnswer>(
        new AnswerModerators(itemId, message, metadata),
      );
    } catch (refused) {
      // Only answers sent count: a refused one (not hidden, not theirs) leaves the hour's allowance.
      await this.limiter.forgive(MODERATOR_ANSWERS_PER_ACCOUNT, metadata.creatorId);
      throw refused;
    }
  }

  @Post('moderation/cases/:caseId/dismiss')
  @RequireRole('moderator')
  @ApiBody({ type: DismissDto })
  @HttpCode(200)
  dismiss(@Param('caseId') caseId: string, @Body() body: unknown, @SignedIn() metadata: SignedInMetadata) {
    const { note } = validateBody(DismissDto, body);
    return this.commands.execute(new Moderate({ type: 'Dismiss', caseId, note }, metadata));
  }
}
