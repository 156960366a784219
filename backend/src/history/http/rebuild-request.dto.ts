import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';

/** `POST /api/analytics/read-models/rebuild`: the read models to rebuild (all when none is named). */
export class RebuildRequestDto {
  @ApiPropertyOptional({ type: [String], example: ['public-items'], description: 'read model names; all when empty' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  models?: string[];
}
