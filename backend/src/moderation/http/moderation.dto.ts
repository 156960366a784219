import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { REPORT_REASONS, type ReportReason } from '@creators/contracts';
import { MODERATION_LIMITS } from '../domain/moderation-case.decider.js';

/** `POST /api/reports`: an item, a creator or a review (by id), why, and optional details. */
export class ReportDto {
  @ApiProperty({ required: false, format: 'uuid', description: 'the item reported (or give creatorId or reviewId)' })
  @ValidateIf((body: ReportDto) => body.creatorId === undefined && body.reviewId === undefined)
  @IsUUID('all', { message: '$property must be the id of an item (or give creatorId)' })
  itemId?: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'the creator reported (or give itemId or reviewId)' })
  @ValidateIf((body: ReportDto) => body.itemId === undefined && body.reviewId === undefined)
  @IsUUID('all', { message: '$property must be the id of a creator (or give itemId)' })
  creatorId?: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'the review reported (or give itemId or creatorId)' })
  @IsOptional()
  @IsUUID('all', { message: '$property must be the id of a review' })
  reviewId?: string;

  @ApiProperty({ enum: REPORT_REASONS, example: 'spam' })
  @IsIn(REPORT_REASONS, { message: `$property must be one of ${REPORT_REASONS.join(', ')}` })
  reason!: ReportReason;

  @ApiProperty({ required: false, maxLength: MODERATION_LIMITS.details, example: 'Every link goes to a casino.' })
  @IsOptional()
  @IsString()
  @MaxLength(MODERATION_LIMITS.details)
  details?: string;
}

/** A moderator's step on an item: why it is hidden, or restored (the creator reads it). */
export class ModerationReasonDto {
  @ApiProperty({ maxLength: MODERATION_LIMITS.reason, example: 'Copies another creator’s kit.' })
  @IsString()
  @MaxLength(MODERATION_LIMITS.reason)
  reason!: string;
}

/** Closing the reports of a case without acting: why. */
export class DismissDto {
  @ApiProperty({ maxLength: MODERATION_LIMITS.reason, example: 'Checked: an original work.' })
  @IsString()
  @MaxLength(MODERATION_LIMITS.reason)
  note!: string;
}

/** The creator of a hidden item, to the moderators. */
export class ModeratorsAnswerDto {
  @ApiProperty({ maxLength: MODERATION_LIMITS.message, example: 'I replaced the copied icons with my own.' })
  @IsString()
  @MaxLength(MODERATION_LIMITS.message)
  message!: string;
}
