import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { DEFAULT_INSIGHT_PERIOD, INSIGHT_PERIODS, type InsightPeriodDays } from '@creators/contracts';

/** `?days=7|30|90` of the insight screens. */
export class InsightsQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    enum: INSIGHT_PERIODS,
    default: DEFAULT_INSIGHT_PERIOD,
    example: DEFAULT_INSIGHT_PERIOD,
    description: 'the last N UTC days, today included',
  })
  @IsOptional()
  @Type(() => Number)
  @IsIn(INSIGHT_PERIODS, { message: `$property must be one of ${INSIGHT_PERIODS.join(', ')}` })
  days?: InsightPeriodDays;
}
