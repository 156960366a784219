import { Type } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

export const MAX_SQL_ROWS = 10_000;
export const MAX_SQL_TIMEOUT_MS = 10_000;

/** `POST /api/analytics/sql`: one SELECT over `events`, and optional tighter limits. */
export class SqlRequestDto {
  @ApiProperty({
    description: 'one SELECT over the table `events`; anything else is refused',
    example: 'SELECT type, count(*) AS n FROM events GROUP BY type ORDER BY n DESC',
    maxLength: 20_000,
  })
  @IsString()
  @MinLength(1)
  @MaxLength(20_000)
  query!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_SQL_ROWS, default: 1000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_SQL_ROWS)
  maxRows?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 100,
    maximum: MAX_SQL_TIMEOUT_MS,
    default: 5000,
    description: 'the query is stopped after this many milliseconds',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(MAX_SQL_TIMEOUT_MS)
  timeoutMs?: number;
}
