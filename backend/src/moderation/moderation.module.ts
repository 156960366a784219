import { Module } from '@nestjs/common';
import { AnswerModeratorsHandler, ModerateHandler, ReportContentHandler } from './commands/moderate.handler.js';
import { ModerationController } from './http/moderation.controller.js';
import { GetModerationQueueHandler } from './queries/get-moderation-queue.js';

/** Moderation: reports from anyone signed in, and the moderators' queue, hides, restores and dismissals. */
@Module({
  controllers: [ModerationController],
  providers: [ReportContentHandler, ModerateHandler, AnswerModeratorsHandler, GetModerationQueueHandler],
})
export class ModerationModule {}
