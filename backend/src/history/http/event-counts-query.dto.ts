import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { EVENT_COUNT_PERIODS, type EventCountPeriod } from '@creators/contracts';

/** `GET /api/analytics/event-counts?by=&type=&from=&to=`: the filter words of `GET /api/events`. */
export class EventCountsQueryDto {
  @ApiPropertyOptional({ enum: EVENT_COUNT_PERIODS, default: 'day' })
  @IsOptional()
  @IsIn(EVENT_COUNT_PERIODS)
  by?: EventCountPeriod;

  @ApiPropertyOptional({ description: 'event types, comma-separated', example: 'TemplatePublished' })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  type?: string;

  @ApiPropertyOptional({ description: 'events since this time (ISO 8601)', example: '2026-01-01' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  from?: string;

  @ApiPropertyOptional({ description: 'events up to this time (ISO 8601)', example: '2027-01-01' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  to?: string;
}
